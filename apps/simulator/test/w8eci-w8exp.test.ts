import { certificationText, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Issue 15 part A through the simulator's API (scenario all-forms): W-8ECI (2021 and the earlier revision), W-8EXP
 * (2023 and July 2017) and the unversioned W-8BEN are created, checked, previewed, signed and printed, the PDF carrying
 * the certification the definition names (our wording, unconfirmed — see the forms' texts.ts), the paper form's lines
 * in order, and the three-year validity.
 */
const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string | null | undefined): string => (key ? (english[key] ?? `missing ${key}`) : '');

/** The certification as the catalogue holds it: intro, each item with its marker, the note; the consent statement apart. */
function certification(def: FormDefinition, answers: Answers): { block: string; consent: string } {
  const cert = certificationText(def, answers);
  const items = cert.items.map((item) => [`${item.marker} ${text(item.key)}`, ...item.subKeys.map(text)].join(' '));
  return {
    block: flat([text(cert.introKey), ...items, text(cert.noteKey)].join(' ')),
    consent: flat(text(cert.consentKey)),
  };
}

describe('W-8ECI, W-8EXP and the unversioned W-8BEN on the simulator', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  /** The typical customer of the type (its definition's sample, changed by `change`), checked clean, signed; the PDF text. */
  async function signed(formType: string, change: (answers: Answers) => Answers = (a) => a) {
    const def = (await loadDefinition(formType))!;
    const journey = formJourney(app, auth, formType);
    const { id, data } = await journey.create();
    const answers = change(def.sampleAnswers!(data, 'Jane Doe'));
    const pdf = await journey.signed(
      id,
      answers,
      { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' },
      formType,
    );
    return { def, answers, pdf };
  }

  it.each(['w8eci_2021', 'w8eci'])(
    '%s: a foreign company with effectively connected rents, signed; Part II above the signature',
    async (formType) => {
      const { def, answers, pdf } = await signed(formType, (a) => ({
        ...a,
        name: { ...a.name, name: 'Example GmbH' },
      }));
      const { block, consent } = certification(def, answers);
      expect(pdf).toContain('W-8ECI');
      expect(pdf).toContain(def.revision);
      expect(pdf).toContain(block);
      expectInOrder(pdf, [
        'Part I Identification of Beneficial Owner',
        'Example GmbH',
        '350 Fifth Avenue',
        'City or town, state, and ZIP code New York, NY, 10118',
        'DE123456789',
        'Rents from the office building',
        'Part II Certification',
        block,
        consent,
        'Sign Here Electronically signed by Jane Doe 11-22-2026',
        'Print name of signer Jane Doe',
      ]);
      expect(pdf).toContain('This form is valid until 12-31-2029');
      if (formType === 'w8eci_2021') {
        expect(pdf).toContain(
          'I certify that I have the capacity to sign for the person identified on line 1 of this form.',
        );
        expect(pdf).toContain('If line 12 is checked, the beneficial owner is a dealer in securities');
      } else {
        expect(pdf).toContain('Capacity in which acting Director');
        expect(pdf).not.toContain('If line 12 is checked');
      }
    },
  );

  it('w8eci_2021 refuses a missing U.S. TIN and U.S. business address, a malformed ZIP code, and asks an individual’s birth date', async () => {
    const def = (await loadDefinition('w8eci_2021'))!;
    const journey = formJourney(app, auth, 'w8eci_2021');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    expect(
      await journey.rejections(id, {
        ...sample,
        usTin: { tinType: 'Ein', tin: '' },
        usAddress: { line1: '350 Fifth Avenue', line3: 'New York', line4: 'NY', postalCode: '1011' },
      }),
    ).toEqual([
      ['E-USADDRESS-POSTALCODE-PATTERN', 'usAddress.postalCode'],
      ['E-USTIN-TIN-REQUIRED', 'usTin.tin'],
    ]);
    expect(
      await journey.rejections(id, {
        ...sample,
        entityType: { ch3Status: 'Individual' },
        birthDetails: { birthDate: '' },
      }),
    ).toEqual([['E-BIRTHDETAILS-BIRTHDATE-REQUIRED', 'birthDetails.birthDate']]);
  });

  it.each(['w8exp_2023', 'w8exp'])(
    '%s: a foreign central bank of issue, signed; its Part II and Part III lines only',
    async (formType) => {
      const { def, answers, pdf } = await signed(formType, (a) => ({
        ...a,
        name: { ...a.name, name: 'Example Central Bank' },
      }));
      const { block, consent } = certification(def, answers);
      const part3Line = formType === 'w8exp' ? '17' : '18';
      expect(pdf).toContain('W-8EXP');
      expect(pdf).toContain(def.revision);
      expectInOrder(pdf, [
        'Part I Identification of Beneficial Owner',
        'Example Central Bank',
        'Part II Qualification Statement for Chapter 3 Status',
        flat(text(`${formType === 'w8exp' ? 'questionnaire.w8exp' : 'questionnaire.w8exp_2023'}.part12.box12.label`)),
        'Part III Qualification Statement for Chapter 4 Status (if required)',
        flat(
          text(
            `${formType === 'w8exp' ? 'questionnaire.w8exp' : 'questionnaire.w8exp_2023'}.part${part3Line}.box${part3Line}.label`,
          ),
        ),
        'Part IV Certification',
        block,
        consent,
        'Sign Here Electronically signed by Jane Doe 11-22-2026',
      ]);
      // Only the lines the statuses open: no foreign government (10a), international organization (11) or 501(c) line.
      expect(pdf).not.toContain('within the meaning of section 7701(a)(18)');
      expect(pdf).not.toContain('foreign government within the meaning of section 892');
      expect(pdf).not.toContain('other than an insurance company described in section 501(c)(15)');
      expect(pdf).toContain('12-31-2029');
    },
  );

  it('w8exp_2023 refuses the foreign government on line 3 (lines 10d/10e not built) and a Part II box left unticked', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const journey = formJourney(app, auth, 'w8exp_2023');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    expect(await journey.rejections(id, { ...sample, entityType: { ch3Status: 'ForeignGovernment' } })).toEqual([
      ['E-ENTITYTYPE-CH3STATUS-CUSTOM', 'entityType.ch3Status'],
    ]);
    expect(await journey.rejections(id, { ...sample, part12: { box12: false } })).toEqual([
      ['E-PART12-BOX12-CUSTOM', 'part12.box12'],
    ]);
  });

  it('w8ben: the revision before October 2021 prints the capacity in which acting, not the capacity-to-sign box', async () => {
    const { def, answers, pdf } = await signed('w8ben');
    const { block } = certification(def, answers);
    expect(pdf).toContain('W-8BEN');
    expect(pdf).toContain('Rev. July 2017');
    expect(pdf).toContain(block);
    expect(pdf).toContain('Capacity in which acting Signing on my own behalf');
    expect(pdf).not.toContain('I certify that I have the capacity to sign');
  });

  it('previews each type before signing', async () => {
    for (const formType of ['w8eci_2021', 'w8eci', 'w8exp_2023', 'w8exp', 'w8ben']) {
      const journey = formJourney(app, auth, formType);
      const { id } = await journey.create();
      const preview = await journey.preview(id, `${formType}-preview`);
      expect(preview, formType).toContain('PREVIEW');
    }
  });
});
