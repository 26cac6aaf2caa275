import { certificationText, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Through the simulator's API (scenario all-forms): W-8ECI (2021 and the earlier revision), W-8EXP
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
      // Part II: the four bullets, then the authorization with the 30-day undertaking, then the ECI consent.
      expect(block).toMatch(/not a U\.S\. person\. I also authorize .* within 30 days/);
      expect(consent).toMatch(/non-U\.S\. person and that your income is effectively connected/);
      const line12 = flat(text('questionnaire.w8eci.line12.statement'));
      if (formType === 'w8eci_2021') {
        expect(pdf).toContain(
          'I certify that I have the capacity to sign for the person identified on line 1 of this form.',
        );
        expectInOrder(pdf, ['11 Specify each item of income', `12 ${line12} No`, 'Part II Certification']);
      } else {
        expect(pdf).toContain('Capacity in which acting Director');
        expect(pdf).not.toContain('dealer in securities');
      }
    },
  );

  it('w8eci_2021: a securities dealer ticks line 12, printed with its whole statement', async () => {
    const { pdf } = await signed('w8eci_2021', (a) => ({ ...a, securitiesDealer: { isDealer: true } }));
    expect(pdf).toContain(`12 ${flat(text('questionnaire.w8eci.line12.statement'))} Yes`);
    expect(pdf).toContain('Regulations section 1.1446(f)-4(b)(6)');
    expect(pdf).toContain('without regard to section 864(c)(8)');
  });

  it('w8eci_2021: an individual prints line 10, the date of birth, after line 9', async () => {
    const { pdf } = await signed('w8eci_2021', (a) => ({
      ...a,
      name: { ...a.name, name: 'Pierre Martin' },
      entityType: { ch3Status: 'Individual' },
      usTin: { tinType: 'Ssn', tin: '912781234' },
      birthDetails: { birthDate: '07-04-1980' },
    }));
    expectInOrder(pdf, [
      '4 Chapter 3 status (entity type) — check one Individual',
      '7 U.S. taxpayer identification number (required — see instructions)',
      '9 Reference number(s)',
      '10 Date of birth (MM-DD-YYYY) (see instructions) 07-04-1980',
      '11 Specify each item of income',
    ]);
  });

  it('w8eci_2021 refuses a P.O. box or in-care-of address on line 6, the U.S. business address', async () => {
    const def = (await loadDefinition('w8eci_2021'))!;
    const journey = formJourney(app, auth, 'w8eci_2021');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    expect(
      await journey.rejections(id, {
        ...sample,
        usAddress: { ...sample.usAddress, line1: 'PO Box 1234', line2: 'c/o Registered Agents Inc.' },
      }),
    ).toEqual([
      ['E-USADDRESS-LINE1-CUSTOM', 'usAddress.line1'],
      ['E-USADDRESS-LINE2-CUSTOM', 'usAddress.line2'],
    ]);
  });

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

  it('w8exp_2023 refuses a Part II box left unticked, a foreign government without 10d/10e, a holder without 15a/15b', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const journey = formJourney(app, auth, 'w8exp_2023');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    expect(await journey.rejections(id, { ...sample, part12: { box12: false } })).toEqual([
      ['E-PART12-BOX12-CUSTOM', 'part12.box12'],
    ]);
    const government = {
      ...sample,
      entityType: { ch3Status: 'ForeignGovernment', ch4Status: 'ForeignGovernment' },
      part10: { box10a: true, choice: '10c', controlledEntityOf: 'Switzerland' },
    };
    expect(await journey.rejections(id, government)).toEqual([
      ['E-PART10-COMMERCIALACTIVITIES-REQUIRED', 'part10.commercialActivities'],
    ]);
    expect(
      await journey.rejections(id, { ...sample, entityType: { withholdingQualifiedHolder: true }, part12: {} }),
    ).toEqual([['E-PART15-CHOICE-REQUIRED', 'part15.choice']]);
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
