import { certificationText, defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { validUntil } from '../src/validity';
import { w8ben, w8ben_2021, W8BEN_2017_UNCONFIRMED } from '../src/w8ben';
import { today } from './support';

const valid = (): Answers =>
  mergeAnswers(defaultAnswers(w8ben), {
    name: { name: 'Pierre Martin' },
    citizenship: { country: 'FR' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    foreignTin: { tin: '1234567890123' },
    birthDetails: { birthDate: '07-04-1980' },
    treatyClaim: { claimed: 'No' },
    part3: { name: 'Pierre Martin', date: '06-15-2024' },
  });

describe('W-8BEN, the revision before October 2021 (w8ben)', () => {
  it('is the 2021 form with the "capacity in which acting" instead of the capacity-to-sign box', () => {
    const ids = (def: typeof w8ben) => def.blocks.find((b) => b.id === 'part3')?.questions.map((q) => q.id);
    expect(ids(w8ben)).toEqual(['name', 'capacity', 'otherCapacity', 'generateAffidavit', 'signature', 'date']);
    expect(ids(w8ben_2021)).toContain('capacityToSign');
    expect(w8ben.blocks.map((b) => b.id)).toEqual(w8ben_2021.blocks.map((b) => b.id));
    expect(w8ben.paper?.signature.ticked).toBeUndefined();
    expect(w8ben.paper?.signature.under?.map((row) => row.label)).toEqual([
      'pdf.w8ben_2021.printName',
      'questionnaire.signer.capacity.label',
    ]);
  });

  it('signs on the individual’s own behalf by default, or in another capacity described', () => {
    expect(evaluateForm(w8ben, valid(), { today }).failures).toEqual([]);
    expect(valid().part3?.capacity).toBe('Signing on Own Behalf');
    const other = mergeAnswers(valid(), { part3: { capacity: 'Other' } });
    expect(evaluateForm(w8ben, other, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.signer.otherCapacity.errorMessage',
    ]);
  });

  it('names its revision and keeps the three-year validity', () => {
    expect([w8ben.formType, w8ben.revision, w8ben.signatureSection]).toEqual(['w8ben', 'Rev. July 2017', 'part3']);
    expect(validUntil('w8ben', new Date('2026-11-22T00:00:00Z'))).toBe('2029-12-31');
  });

  it('shows the 2021 certification texts, each listed as unconfirmed for this revision', () => {
    const cert = certificationText(w8ben, {});
    const keys = [cert.introKey, ...cert.items.flatMap((i) => [i.key, ...i.subKeys]), cert.noteKey];
    expect(keys).toEqual([...W8BEN_2017_UNCONFIRMED]);
  });
});
