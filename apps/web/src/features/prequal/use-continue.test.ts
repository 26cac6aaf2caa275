import type { FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { carriedFor } from './use-continue';

const answers = {
  holder: { accountHolderType: 'Individual' },
  usIncome: { hasUsIncome: 'Yes' },
  status: { isControllingPerson: 'No', isUsCitizen: 'No', hasEffectivelyConnectedIncome: 'No' },
  crs: { isCrsParticipatingAccount: 'Yes' },
  residency: { isNonUsResident: 'Yes', residenceCountry: 'DE' },
  holderName: { firstName: 'Jonas', lastName: 'Becker' },
};
const form = (formType: string): FormTypeConfig => ({
  formType,
  title: formType,
  revision: '',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
});
const group: FormGroupConfig = {
  formType: 'crsiw8ben',
  formTypes: ['crsi_2024', 'w8ben_2021'],
  title: 'CRS-I and W-8BEN',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  crsRestricted: true,
};

describe('carriedFor: the add call data of a new form or group (ADR 021)', () => {
  it("a form's carried answers, by its form type", async () => {
    expect(await carriedFor({ kind: 'form', entry: form('w8ben_2021') }, answers)).toEqual({
      w8ben_2021: { name: { name: 'Jonas Becker' }, address: { country: 'DE' } },
    });
  });
  it('each form of a group gets its own carried answers; a form without a definition gets none', async () => {
    expect(await carriedFor({ kind: 'group', entry: group }, answers)).toEqual({
      crsi_2024: {
        crsName: { firstName: 'Jonas', lastName: 'Becker' },
        taxResidences: { taxResidences: [{ country: 'DE' }] },
        address: { country: 'DE' },
      },
      w8ben_2021: { name: { name: 'Jonas Becker' }, address: { country: 'DE' } },
    });
    expect(await carriedFor({ kind: 'form', entry: form('w9_2018_unknown') }, answers)).toEqual({});
  });
});
