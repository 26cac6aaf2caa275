import type { FormGroup, OnlineConfig, ValidationResult } from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { savedForm } from '../../../testing/saved-form';
import { membersOf, ruleFacts, sharedAnswersOf } from './members';

const def = (formType: string): FormDefinition => ({
  formType,
  family: formType.startsWith('crs') ? 'CRS' : 'W',
  title: `questionnaire.${formType}.title`,
  revision: `rev ${formType}`,
  signatureSection: 'part3',
  dateFormat: 'dd-MM-yyyy',
  blocks: [],
});

const group: FormGroup = {
  formGroupId: 200001,
  groupType: 'crsiw8ben',
  accountId: 5001,
  customerDbId: 1,
  forms: [savedForm('crsi_2024', 1), savedForm('w8ben_2021', 2)],
  supportingDocs: [],
  review: { reviewed: false, reviewedAt: null },
  workflowState: { stage: 0, updatedAt: null },
  collectableSupportingDocs: [],
};

const config = {
  formTypes: [{ formType: 'w8ben_2021', title: 'Form W-8BEN', revision: 'Rev. October 2021' }],
} as unknown as OnlineConfig;

const result = (rejections: string[], warnings: string[] = []): ValidationResult => ({
  valid: rejections.length === 0,
  formType: 'x',
  customerId: 1,
  customerName: 'Jane Doe',
  rejections: rejections.map((code) => ({ code, codeDescription: code })),
  warnings: warnings.map((code) => ({ code, codeDescription: code })),
  tinMatched: null,
});

describe('membersOf', () => {
  it("keeps the group's order, the configured title and revision, or the definition's title key", () => {
    const members = membersOf(group.forms, [def('w8ben_2021'), def('crsi_2024')], config)!;
    expect(members.map((m) => [m.formType, m.title, m.revision, m.titleIsKey])).toEqual([
      ['crsi_2024', 'questionnaire.crsi_2024.title', 'rev crsi_2024', true],
      ['w8ben_2021', 'Form W-8BEN', 'Rev. October 2021', false],
    ]);
  });

  it('is null when a form of the group has no definition', () => {
    expect(membersOf(group.forms, [def('crsi_2024')], config)).toBeNull();
  });
});

describe('ruleFacts', () => {
  const members = membersOf(group.forms, [def('crsi_2024'), def('w8ben_2021')], config)!;

  it('has a result only when every form has one, and adds up the rejections of all forms', () => {
    expect(ruleFacts(members, { crsi_2024: result([]), w8ben_2021: null }, new Set())).toEqual({
      hasResult: false,
      rejectionCount: 0,
      dirty: false,
    });
    const both = { crsi_2024: result(['E-A', 'E-B']), w8ben_2021: result(['E-C'], ['WRN-TIN', 'REC-1']) };
    expect(ruleFacts(members, both, new Set())).toEqual({ hasResult: true, rejectionCount: 3, dirty: false });
  });

  it('is dirty when any form changed since its check', () => {
    expect(ruleFacts(members, {}, new Set(['w8ben_2021'])).dirty).toBe(true);
  });
});

describe('sharedAnswersOf (ADR 029)', () => {
  const members = membersOf(group.forms, [def('crsi_2024'), def('w8ben_2021')], config)!;
  const crsi = {
    crsName: { title: 'Ms', lastName: 'Schmidt', firstName: 'Anna' },
    birthDetails: { birthDate: '04-07-1980' },
  };

  it("gives the W-8BEN of a CRS-I + W-8BEN group the CRS-I's name and date of birth, and the CRS-I field to change each in", () => {
    const shared = sharedAnswersOf('crsiw8ben', members, { crsi_2024: crsi, w8ben_2021: { name: { name: 'Old' } } });
    expect(shared.crsi_2024).toEqual([]);
    expect(shared.w8ben_2021).toEqual([
      { field: 'name.name', value: 'Anna Schmidt', from: { formType: 'crsi_2024', domId: 'q-crsName-lastName' } },
      {
        field: 'birthDetails.birthDate',
        value: '07-04-1980',
        from: { formType: 'crsi_2024', domId: 'q-birthDetails-birthDate' },
      },
    ]);
  });

  it('is empty for a form on its own or a type that is no group', () => {
    expect(sharedAnswersOf('w8ben_2021', members.slice(1), { w8ben_2021: {} })).toEqual({});
  });
});
