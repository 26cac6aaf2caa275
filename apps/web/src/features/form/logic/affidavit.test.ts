import { describe, expect, it } from 'vitest';
import { affidavitRequest, signerCapacity } from './affidavit';

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
});
