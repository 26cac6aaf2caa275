import type { Locale } from '@taxcert/contracts';
import { certificationText, evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * The CRA's RC518 and RC519, each revision, through the simulator's API (scenario all-forms): created, checked as
 * the engine checks them, previewed, signed (yyyy-MM-dd) and printed in the CRA's section order, with the
 * certification directly above the signature; in the French interface in the CRA's French, in another
 * interface language in English (ADR 006: the CRA publishes the forms in English and French only).
 */

const forms = [
  { type: 'rc518_2024', name: 'RC518', parts: 3, entity: false },
  { type: 'rc518', name: 'RC518', parts: 3, entity: false },
  { type: 'rc519_2024', name: 'RC519', parts: 5, entity: true },
  { type: 'rc519', name: 'RC519', parts: 5, entity: true },
] as const;

describe.each(forms)('$type on the simulator', ({ type, name, parts, entity }) => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
  });
  afterAll(() => app.close());

  async function session(locale: Locale) {
    const auth = { ...(await signIn(app)), 'accept-language': locale };
    const journey = formJourney(app, auth, type);
    return { journey, ...(await journey.create()) };
  }

  /** The definition's sample (for RC518 a Canadian resident and U.S. citizen, for RC519 a passive corporation with one controlling person) signed; the PDF's text. */
  async function signed(locale: Locale): Promise<string> {
    const def = (await loadDefinition(type))!;
    const { journey, id, data } = await session(locale);
    const signature = {
      printName: 'Jean Gagnon',
      capacity: entity ? 'Director' : 'Signing on Own Behalf',
      signDate: '2026-11-22',
    };
    return journey.signed(id, def.sampleAnswers!(data, 'Jean Gagnon'), signature, `${type}-${locale}`);
  }

  it('rejects exactly what the engine finds on the pre-filled form', async () => {
    const { journey, id, data } = await session('en');
    const expected = evaluateForm((await loadDefinition(type))!, data).failures;
    expect(expected.length).toBeGreaterThan(0);
    expect(await journey.rejections(id, data)).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('previews with its name and certification', async () => {
    const { journey, id } = await session('en');
    const text = await journey.preview(id, `${type}-preview`);
    expect(text).toContain(name);
    expect(text).toContain('I certify that the information given on this form is correct and complete');
    expect(text).not.toMatch(/(questionnaire|pdf|certification)\.[a-z0-9_]+\./i);
  });

  it('signs and prints its sections in order, headed "Section N" as the CRA does, the certification directly above "Sign Here", the sign date yyyy-MM-dd, no expiry', async () => {
    const pdf = await signed('en');
    const messages = app.sim.messages('en');
    const statement = flat(messages[certificationText((await loadDefinition(type))!, {}).introKey] ?? 'missing');
    expect(pdf).toContain(`${statement} Sign Here`);
    const at = Array.from({ length: parts }, (_, i) =>
      pdf.indexOf(
        `Section ${i + 1} ${flat(messages[`questionnaire.${name.toLowerCase()}.parts.${i + 1}`] ?? 'missing')}`,
      ),
    );
    expect(
      at.every((p) => p >= 0),
      String(at),
    ).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(pdf).not.toMatch(/\bPart [1-5]\b/);
    expect(pdf).toContain('2026-11-22');
    expect(pdf).toContain(messages['pdf.rc518.agency']);
    expect(pdf).not.toContain('valid until');
    if (entity) {
      expect(pdf).toContain(messages['questionnaire.rc519.entityType.option.4']);
      expect(pdf).toContain('Tremblay');
      expect(pdf).toContain('Director');
    } else {
      expect(pdf).toContain(messages['questionnaire.rcUsTaxResident.tin.label']);
    }
  });

  it('in the French interface: the CRA’s French title and certification; in German: English', async () => {
    const fr = await signed('fr');
    const french = app.sim.messages('fr');
    // "Formulaire" above the form number; with the header's notes beside it, pdftotext reads a title line between.
    expectInOrder(fr, ['Formulaire', name]);
    expect(fr).toContain(french[`pdf.${type}.agency`]);
    expect(fr).toContain('Déclaration de résidence aux fins de');
    expect(fr).toContain('J’atteste que les renseignements fournis sur ce formulaire sont exacts et complets');
    expect(fr).not.toContain('I certify that');
    // The CRA's division word in French too (the reference gives no other; "Partie" is the Act's Parts XVIII and XIX).
    expect(fr).toContain(`Section 1 ${flat(french[`questionnaire.${name.toLowerCase()}.parts.1`] ?? 'missing')}`);
    expect(fr).not.toMatch(/\bPartie [1-5]\b/);
    const de = await signed('de');
    expect(de).toContain('I certify that the information given on this form is correct and complete');
  });
});
