import { PrefillRecordSchema, type PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, evaluateForm, mergeAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { prefillAnswers, prefillRefs } from '../src/index';
import { w8ben_2021 } from '../src/w8ben';
import { w9_2024 } from '../src/w9';
import { today } from './support';

const record: PrefillRecord = PrefillRecordSchema.parse({
  CustomerName: 'Pierre Martin',
  CustomerNameParts: { Title: 'Mr', FirstName: 'Pierre', MiddleName: null, LastName: 'Martin' },
  CountryOfCitizenship: 'fr',
  FatcaAddress: { Line1: '1 Rue de Rivoli', Line2: null, Line3: 'Paris', PostCode: '75001', Country: 'FR' },
  MailingAddress: { Line1: 'BP 12', Country: 'FR' },
  DateOfBirth: '07-04-1980',
  CountryOfBirth: 'FR',
});

describe('pre-fill source record', () => {
  it('validates with the contract schema; every field is optional', () => {
    expect(PrefillRecordSchema.safeParse({}).success).toBe(true);
    expect(PrefillRecordSchema.safeParse({ DateOfBirth: '1980-07-04' }).success).toBe(false);
    expect(PrefillRecordSchema.safeParse({ Unknown: 1 }).success).toBe(false);
  });

  it('fills W-8BEN: name, citizenship, addresses, birth date as MM-dd-yyyy', () => {
    expect(prefillAnswers(w8ben_2021, record)).toEqual({
      name: { name: 'Pierre Martin' },
      citizenship: { country: 'FR' },
      address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
      mailingAddress: { line1: 'BP 12', country: 'FR' },
      birthDetails: { birthDate: '07-04-1980' },
    });
  });

  it('fills CRS-I: name parts with title, addresses, birth date converted to dd-MM-yyyy and country of birth', () => {
    expect(prefillAnswers(crsi_2024, record)).toEqual({
      crsName: { title: 'Mr', firstName: 'Pierre', lastName: 'Martin' },
      address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
      mailingAddress: { line1: 'BP 12', country: 'FR' },
      birthDetails: { birthDate: '04-07-1980', birthCountry: 'FR' },
    });
    expect(prefillAnswers(crsi_2024, { CustomerNameParts: { Title: 'Prof.' } }).crsName).toEqual({
      title: 'Other',
      titleOther: 'Prof',
    });
  });

  it('fills W-9: name and the FATCA address, else the mailing address', () => {
    expect(prefillAnswers(w9_2024, record)).toEqual({
      name: { name: 'Pierre Martin' },
      address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    });
    expect(prefillAnswers(w9_2024, { MailingAddress: { Line1: 'PO Box 1', Country: 'US' } }).address).toEqual({
      line1: 'PO Box 1',
      country: 'US',
    });
  });

  it('builds a form that needs only what the record lacks', () => {
    const answers = mergeAnswers(defaultAnswers(w8ben_2021), prefillAnswers(w8ben_2021, record));
    const missing = evaluateForm(w8ben_2021, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}`);
    expect(missing).toEqual(['foreignTin.tin', 'treatyClaim.claimed', 'part3.capacityToSign', 'part3.name']);
  });

  it('ignores blank values and impossible dates', () => {
    expect(prefillAnswers(w8ben_2021, { CustomerName: '  ', DateOfBirth: '13-45-1980' })).toEqual({});
    expect(prefillAnswers(w8ben_2021, { CustomerNameParts: { FirstName: 'Ana', LastName: 'Silva' } }).name).toEqual({
      name: 'Ana Silva',
    });
  });
});

describe('prefillRefs: the questions a record can fill', () => {
  const full: PrefillRecord = PrefillRecordSchema.parse({
    CustomerName: 'Pierre Martin',
    CustomerNameParts: { Title: 'Baron', FirstName: 'Pierre', MiddleName: 'Jean', LastName: 'Martin' },
    CountryOfCitizenship: 'FR',
    FatcaAddress: { Line1: 'a', Line2: 'b', Line3: 'c', Line4: 'd', PostCode: '1', Country: 'FR' },
    MailingAddress: { Line1: 'a', Line2: 'b', Line3: 'c', Line4: 'd', PostCode: '1', Country: 'FR' },
    DateOfBirth: '07-04-1980',
    CountryOfBirth: 'FR',
  });
  const refsOf = (answers: Record<string, Record<string, unknown>>) =>
    Object.entries(answers).flatMap(([blockId, block]) => Object.keys(block).map((id) => `${blockId}.${id}`));

  it.each([w8ben_2021, crsi_2024, w9_2024])('holds every answer a full record fills in $formType', (def) => {
    const refs = prefillRefs(def);
    expect(refsOf(prefillAnswers(def, full)).length).toBeGreaterThan(3);
    for (const ref of refsOf(prefillAnswers(def, full))) expect(refs).toContain(ref);
  });

  it('names W-8BEN questions that exist, and none that the record cannot fill', () => {
    const refs = prefillRefs(w8ben_2021);
    expect(refs).toEqual(
      expect.arrayContaining(['name.name', 'address.line1', 'address.country', 'citizenship.country']),
    );
    expect(refs).not.toContain('usTin.tin');
    expect(refs).not.toContain('crsName.firstName');
  });
});
