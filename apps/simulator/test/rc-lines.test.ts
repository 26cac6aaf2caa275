import { mergeAnswers, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { expectInOrder, flat, formJourney } from './form-journey';
import { signedInApp } from './helper';

/**
 * Through the API: the RC518 and RC519 lines read against the notes, each printed in the signed PDF
 * — RC518's controlling-person type beside the entity's account number, the CRA's address boxes (not the W-8BEN's
 * "City or town, state or province…" line, nor the W-9's "State" and "ZIP code"), RC519's business number as the
 * BN9 (ADR 064), the entity's EIN under its own label, and the place of effective management of an entity resident
 * nowhere; the warning of a controlling person without the entity's account number, in English and French.
 */
const NOW = new Date('2026-11-24T13:45:00Z');

type Item = { code: string; codeDescription: string; field?: string };
type Result = { valid: boolean; rejections: Item[]; warnings: Item[] };

const address = {
  line1: '100 Rue Sainte-Catherine',
  line3: 'Montréal',
  line4: 'QC',
  postalCode: 'H2X 1Z4',
  country: 'CA',
};

describe('RC518 and RC519 lines in the signed PDF', () => {
  const session = signedInApp({ scenario: 'all-forms', now: () => NOW });
  const english = () => session.app.sim.messages('en');
  const say = (key: string) => flat(english()[key] ?? `missing ${key}`);

  async function sample(type: string) {
    const def = (await loadDefinition(type))!;
    const journey = formJourney(session.app, session.auth, type);
    const { id, data } = await journey.create();
    return { journey, id, answers: mergeAnswers(def.sampleAnswers!(data, 'Marie Tremblay'), { address }) };
  }
  const validate = async (type: string, id: number, answers: Answers, language: string) =>
    (
      await session.app.inject({
        method: 'POST',
        url: `/api/forms/${type}/${id}/validate`,
        headers: { ...session.auth, 'accept-language': language },
        payload: answers,
      })
    ).json<Result>();

  it('RC518 filled out by a controlling person: the type and the entity’s account number, the CRA’s address boxes', async () => {
    const { journey, id, answers } = await sample('rc518_2024');
    const pdf = await journey.signed(
      id,
      mergeAnswers(answers, {
        accountNumber: { accountNumber: 'ENT-2024-0042' },
        controllingPersonType: { type: 'CRS805' },
      }),
      { printName: 'Marie Tremblay', capacity: 'Signing on Own Behalf', signDate: '2026-11-24' },
      'rc518-controlling-person',
    );
    // pdftotext reads each label, then its answer: "label answer" once flattened.
    const line = (label: string, value: string) => `${say(label)} ${value}`;
    expectInOrder(pdf, [
      line('questionnaire.rc.accountNumber.label', 'ENT-2024-0042'),
      line(
        'questionnaire.rc518.controllingPersonType.label',
        say('questionnaire.controllingPerson.type.option.CRS805'),
      ),
      line('questionnaire.rc518.address.title', '100 Rue Sainte-Catherine'),
      line('questionnaire.rc.address.line3.label', 'Montréal'),
      line('questionnaire.rc.address.line4.label', 'QC'),
      line('questionnaire.rc.address.postalCode.label', 'H2X 1Z4'),
      line('questionnaire.rc.address.country.label', 'Canada'),
    ]);
    expect(pdf).not.toContain(say('pdf.address.international.cityLine'));
  });

  it('RC518 warns a controlling person who gives no account number, in the request’s language', async () => {
    const { id, answers } = await sample('rc518_2024');
    const typed = mergeAnswers(answers, { controllingPersonType: { type: 'CRS801' } });
    const en = await validate('rc518_2024', id, typed, 'en');
    expect(en.valid).toBe(true);
    expect(en.warnings).toContainEqual({
      code: 'WRN-RC-CONTROLLING-PERSON-ACCOUNT',
      field: 'accountNumber.accountNumber',
      codeDescription: expect.stringContaining('give the entity’s account number in Section 1') as string,
    });
    const fr = await validate('rc518_2024', id, typed, 'fr');
    expect(fr.warnings[0]?.codeDescription).toContain('indiquez le numéro de compte de l’entité à la section 1');
    const withAccount = await validate(
      'rc518_2024',
      id,
      mergeAnswers(typed, { accountNumber: { accountNumber: 'ENT-1' } }),
      'en',
    );
    expect(withAccount.warnings.map((w) => w.code)).not.toContain('WRN-RC-CONTROLLING-PERSON-ACCOUNT');
    const refused = await validate(
      'rc518_2024',
      id,
      mergeAnswers(answers, { controllingPersonType: { type: 'CRS999' } }),
      'en',
    );
    expect(refused.rejections.map((r) => r.field)).toEqual(['controllingPersonType.type']);
  });

  it('RC519: the BN9, the EIN under the entity’s label, the controlling person’s address in the CRA’s boxes', async () => {
    const { journey, id, answers } = await sample('rc519_2024');
    const pdf = await journey.signed(
      id,
      mergeAnswers(answers, {
        canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '123456782' },
        usTaxResident: { isUsTaxResident: 'Yes', tin: '271234568', appliedFor: 'No' },
      }),
      { printName: 'Marie Tremblay', capacity: 'Director', signDate: '2026-11-24' },
      'rc519-lines',
    );
    const line = (label: string, value: string) => `${say(label)} ${value}`;
    const person = `${say('questionnaire.controllingPerson.item.title')} 1 — ${say('questionnaire.controllingPerson.address.itemTitle')} —`;
    expectInOrder(pdf, [
      line('questionnaire.rcEntityCanadianTaxResident.businessNumber.label', '123456782'),
      line('questionnaire.rc519.usTin.label', '27-1234568'),
      line('questionnaire.rc519.usAppliedFor.label', say('questionnaire.option.No')),
      `${person} ${line('questionnaire.rc.address.line1.label', '100 Rue Sainte-Catherine')}`,
      `${person} ${line('questionnaire.rc.address.country.label', 'Canada')}`,
    ]);
    expect(pdf).not.toContain('271-23-4568');
    expect(pdf).not.toMatch(/— State\b|— ZIP code/);
    expect(pdf).not.toContain(say('pdf.address.international.cityLine'));
  });

  it('RC519 of an entity resident nowhere: the place of effective management is refused blank, then printed', async () => {
    const { journey, id, answers } = await sample('rc519_2024');
    const nowhere = mergeAnswers(answers, {
      canadianTaxResident: { isCanadianTaxResident: 'No' },
      usTaxResident: { isUsTaxResident: 'No' },
    });
    const blank = await validate('rc519_2024', id, nowhere, 'en');
    expect(blank.rejections).toEqual([
      {
        code: expect.stringMatching(/^E-/) as string,
        field: 'effectiveManagement.country',
        codeDescription: say('questionnaire.rc519.effectiveManagement.errorMessage'),
      },
    ]);
    const pdf = await journey.signed(
      id,
      mergeAnswers(nowhere, { effectiveManagement: { country: 'GB' } }),
      { printName: 'Marie Tremblay', capacity: 'Director', signDate: '2026-11-24' },
      'rc519-effective-management',
    );
    expect(pdf).toContain(`${say('questionnaire.rc519.effectiveManagement.label')} United Kingdom`);
  });
});
