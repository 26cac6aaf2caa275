import type { ValidationItem } from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { fieldLabel, findingOffer, firstProblem } from './findings';

const words: Record<string, string> = {
  'l.name': 'Name',
  'l.residences': 'Tax residences',
  'l.residence': 'Tax residence',
  'l.country': 'Country',
  'l.address': 'Address',
  'l.city': 'City',
};
const t = (key: string) => words[key] ?? key;
const def: FormDefinition = {
  formType: 'test',
  family: 'CRS',
  title: 'test.title',
  revision: 'rev',
  signatureSection: 'sign',
  dateFormat: 'dd-MM-yyyy',
  blocks: [
    { id: 'name', title: 'b.name', questions: [{ id: 'name', label: 'l.name', widget: 'text' }] },
    {
      id: 'taxResidences',
      title: 'b.residences',
      questions: [
        {
          id: 'taxResidences',
          label: 'l.residences',
          widget: 'repeater',
          items: {
            itemTitle: 'l.residence',
            questions: [
              { id: 'country', label: 'l.country', widget: 'country' },
              {
                id: 'address',
                label: 'l.address',
                widget: 'repeater',
                props: { max: 1 },
                items: { itemTitle: 'l.address', questions: [{ id: 'city', label: 'l.city', widget: 'text' }] },
              },
            ],
          },
        },
      ],
    },
  ],
};
const item = (code: string, field?: string): ValidationItem => ({
  code,
  codeDescription: `${code} text`,
  ...(field ? { field } : {}),
});
const result = (rejections: ValidationItem[]) => ({ rejections, warnings: [], recommendations: [] });

describe('fieldLabel', () => {
  it('names a question by its label, and a question inside a repeater item by the item title and number first', () => {
    expect(fieldLabel(def, 'name.name', t)).toBe('Name');
    expect(fieldLabel(def, 'taxResidences.taxResidences.1.country', t)).toBe('Tax residence 2 — Country');
    // An item of a repeater of one item at most is not numbered.
    expect(fieldLabel(def, 'taxResidences.taxResidences.0.address.0.city', t)).toBe('Tax residence 1 — Address — City');
  });

  it('is null for a field the form does not have or cannot be read', () => {
    expect(fieldLabel(def, 'nowhere.name', t)).toBeNull();
    expect(fieldLabel(def, 'name', t)).toBeNull();
  });
});

describe('firstProblem', () => {
  it('is the first rejection with a field of the first form that has rejections', () => {
    const forms = [
      { formType: 'crsi', result: result([]) },
      { formType: 'w8ben', result: result([item('E-SCRIPTED'), item('E-NAME-NAME-REQUIRED', 'name.name')]) },
    ];
    expect(firstProblem(forms)).toEqual({ formType: 'w8ben', domId: 'q-name-name' });
  });

  it('has no field when no rejection names one, and is null without rejections', () => {
    expect(firstProblem([{ formType: 'w9', result: result([item('E-SCRIPTED')]) }])).toEqual({
      formType: 'w9',
      domId: null,
    });
    expect(firstProblem([{ formType: 'w9', result: result([]) }])).toBeNull();
  });
});

describe('findingOffer', () => {
  const withChecks: FormDefinition = {
    ...def,
    checks: [
      {
        id: 'US-CITIZEN',
        severity: 'rejection',
        field: 'name.name',
        message: 'm',
        raised: () => true,
        offer: { formType: 'w9_2024' },
      },
      {
        id: 'US-MAIL',
        severity: 'warning',
        field: 'name.name',
        message: 'm',
        raised: () => true,
        offer: { formType: 'w9_2024' },
      },
      { id: 'NO-OFFER', severity: 'rejection', field: 'name.name', message: 'm', raised: () => true },
    ],
  };
  it("is the offer of the definition's check the code names, for the form's account", () => {
    expect(findingOffer(withChecks, item('E-US-CITIZEN', 'name.name'), 5001)).toEqual({
      formType: 'w9_2024',
      accountId: 5001,
    });
    expect(findingOffer(withChecks, item('WRN-US-MAIL', 'name.name'), 5002)).toEqual({
      formType: 'w9_2024',
      accountId: 5002,
    });
  });
  it('is null for a check without an offer, a code of the other severity, a rule or a scripted finding', () => {
    expect(findingOffer(withChecks, item('E-NO-OFFER'), 5001)).toBeNull();
    expect(findingOffer(withChecks, item('WRN-US-CITIZEN'), 5001)).toBeNull();
    expect(findingOffer(withChecks, item('E-NAME-NAME-REQUIRED', 'name.name'), 5001)).toBeNull();
    expect(findingOffer(def, item('E-US-CITIZEN'), 5001)).toBeNull();
  });
});
