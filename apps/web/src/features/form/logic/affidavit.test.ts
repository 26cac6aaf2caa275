import { signerBlock, type FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { affidavitRequest, capacitySent, capacityShown, signerCapacity } from './affidavit';

const entityForm: FormDefinition = {
  formType: 'w8bene_2016',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'part30',
  dateFormat: 'MM-dd-yyyy',
  blocks: [signerBlock({ id: 'part30', title: 't', signer: 'entityOnly', dateFormat: 'MM-dd-yyyy' })],
};
// French labels of two options, every other key as itself.
const french: Record<string, string> = {
  'questionnaire.signer.capacity.option.Director': 'Administrateur',
  'questionnaire.signer.capacity.option.Partner': 'Associé',
};
const t = (key: string) => french[key] ?? key;

describe('signer details for the sign dialog', () => {
  it('takes the chosen capacity, or the words given for Other', () => {
    expect(signerCapacity(undefined)).toBe('');
    expect(signerCapacity({ capacity: 'Signing on Own Behalf' })).toBe('Signing on Own Behalf');
    expect(signerCapacity({ capacity: 'Other', otherCapacity: 'Attorney in fact' })).toBe('Attorney in fact');
    expect(signerCapacity({ capacity: 'Other', otherCapacity: ' ' })).toBe('Other');
  });

  it('asks for the affidavit only when generateAffidavit is ticked', () => {
    expect(affidavitRequest('w8ben_2021', 'Form W-8BEN', 'Rev. October 2021', { generateAffidavit: false })).toBeNull();
    expect(affidavitRequest('w8ben_2021', 'Form W-8BEN', 'Rev. October 2021', {})).toBeNull();
    expect(affidavitRequest('w8ben_2021', 'Form W-8BEN', 'Rev. October 2021', { generateAffidavit: true })).toEqual({
      formType: 'w8ben_2021',
      formTitle: 'Form W-8BEN',
      formRevision: 'Rev. October 2021',
    });
  });

  it('shows a chosen capacity by its label in the interface language, a typed one as typed', () => {
    expect(capacityShown(entityForm, 'Director', t)).toBe('Administrateur');
    expect(capacityShown(entityForm, 'Attorney in fact', t)).toBe('Attorney in fact');
    expect(capacityShown({ ...entityForm, blocks: [] }, 'Director', t)).toBe('Director');
  });

  it("signs with the option's stored value for its label (shown or typed again), with other words as typed", () => {
    expect(capacitySent(entityForm, 'Administrateur', t)).toBe('Director');
    expect(capacitySent(entityForm, ' Associé ', t)).toBe('Partner');
    expect(capacitySent(entityForm, 'Administrateur délégué', t)).toBe('Administrateur délégué');
    expect(capacitySent(entityForm, 'administrateur', t)).toBe('administrateur');
    expect(capacitySent(entityForm, '', t)).toBe('');
  });
});
