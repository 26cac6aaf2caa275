import { defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { carryAnswers, loadDefinition, recommendForms, type Availability } from '../src/index';
import { today } from './support';

/**
 * The Canadian variant of the pre-qualifying questionnaire end to end at the engine level: each outcome names a
 * form, and the RC outcomes open RC518 / RC519 with the carried answers (name, Canadian residency, residence
 * country), which the form accepts as they are.
 */

const offered = (...types: string[]) => types.map((formType) => ({ formType, isEnabled: true, isVisible: true }));
const canadianOffer: Availability = {
  formTypes: offered('crse', 'crscp', 'w8eci_2021', 'w9_2024', 'rc518_2024', 'rc519_2024'),
};
const canada = (isCanadianResident: string, residenceCountry?: string): Answers => ({
  canada: { hasCanadianAccount: 'Yes', isCanadianResident },
  residency: residenceCountry ? { isNonUsResident: 'Yes', residenceCountry } : { isNonUsResident: 'No' },
});
const individual = (more: Answers): Answers => ({
  holder: { accountHolderType: 'Individual' },
  holderName: { firstName: 'Marie', lastName: 'Tremblay' },
  usIncome: { hasUsIncome: 'No' },
  status: { isControllingPerson: 'No', isUsCitizen: 'No' },
  ...more,
});
const entity = (more: Answers): Answers => ({
  holder: { accountHolderType: 'Entity' },
  holderName: { entityName: 'Érable Holdings Inc.' },
  usIncome: { hasUsIncome: 'No' },
  soleOwner: { isDbaOrDre: 'No' },
  status: { isCrsParticipatingEntity: 'No', isUsIncorporated: 'No' },
  ...more,
});

async function opened(prequalAnswers: Answers, formType: string) {
  const def = (await loadDefinition(formType))!;
  const carried = carryAnswers(prequalAnswers, def);
  return { def, carried, answers: mergeAnswers(defaultAnswers(def), carried) };
}

const single = (formType: string, reason: string) => ({
  kind: 'single',
  formType,
  reason: `prequal.reason.${reason}`,
  alternatives: [],
});

describe('the Canadian pre-qualifying flow', () => {
  it('every outcome: RC518, RC519, W-9, W-8ECI, CRS-CP, CRS-E, or no form without a Canadian account', () => {
    const recommend = (answers: Answers) => recommendForms(answers, canadianOffer, { canadian: true });
    expect(recommend(individual(canada('Yes', 'CA')))).toEqual(single('rc518_2024', 'canadianIndividual'));
    expect(recommend(entity(canada('Yes', 'CA')))).toEqual(single('rc519_2024', 'canadianEntity'));
    expect(recommend(individual({ status: { isControllingPerson: 'No', isUsCitizen: 'Yes' } }))).toEqual(
      single('w9_2024', 'usCitizen'),
    );
    expect(
      recommend(
        individual({
          usIncome: { hasUsIncome: 'Yes' },
          status: { isControllingPerson: 'No', isUsCitizen: 'No', hasEffectivelyConnectedIncome: 'Yes' },
        }),
      ),
    ).toEqual(single('w8eci_2021', 'effectivelyConnected'));
    expect(recommend(individual({ status: { isControllingPerson: 'Yes' } }))).toEqual(
      single('crscp', 'controllingPerson'),
    );
    expect(recommend(entity({ status: { isCrsParticipatingEntity: 'Yes' } }))).toEqual(single('crse', 'crsEntity'));
    expect(recommend(individual({ canada: { hasCanadianAccount: 'No' } }))).toEqual({
      kind: 'none',
      reason: 'prequal.reason.noCanadianAccount',
    });
  });

  it('RC518 opens with the name in its parts, Canadian residency Yes, the address country, and Canada not among the other jurisdictions', async () => {
    const { carried, answers, def } = await opened(individual(canada('Yes', 'CA')), 'rc518_2024');
    expect(carried).toEqual({
      crsName: { firstName: 'Marie', lastName: 'Tremblay' },
      address: { country: 'CA' },
      canadianTaxResident: { isCanadianTaxResident: 'Yes' },
    });
    const failures = evaluateForm(def, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}`);
    expect(failures).toContain('canadianTaxResident.socialInsuranceNumber');
    expect(failures).not.toContain('crsName.firstName');
  });

  it('a residence outside Canada and the US is carried as the first other jurisdiction', async () => {
    const { carried } = await opened(individual(canada('No', 'FR')), 'rc518_2024');
    expect(carried).toMatchObject({
      canadianTaxResident: { isCanadianTaxResident: 'No' },
      taxResidences: { taxResidences: [{ country: 'FR' }] },
      address: { country: 'FR' },
    });
  });

  it('RC519 opens with the entity name, its country of incorporation and Canadian residency', async () => {
    const answers = entity(canada('Yes', 'CA'));
    const { carried } = await opened(
      { ...answers, residency: { ...answers.residency, incorporationCountry: 'CA' } },
      'rc519_2024',
    );
    expect(carried).toEqual({
      name: { name: 'Érable Holdings Inc.' },
      incorporation: { country: 'CA' },
      address: { country: 'CA' },
      canadianTaxResident: { isCanadianTaxResident: 'Yes' },
    });
  });

  it('the RC forms refuse Canada and the United States in the list of other jurisdictions, with their own message', async () => {
    for (const type of ['rc518_2024', 'rc519_2024']) {
      const def = (await loadDefinition(type))!;
      for (const country of ['CA', 'US']) {
        const failures = evaluateForm(
          def,
          { ...defaultAnswers(def), taxResidences: { taxResidences: [{ country, tin: '1' }] } },
          { today },
        ).failures;
        expect(
          failures.filter((f) => f.blockId === 'taxResidences').map((f) => f.message),
          `${type} ${country}`,
        ).toEqual(['questionnaire.rc.taxResidences.country.declaredAboveErrorMessage']);
      }
    }
  });
});
