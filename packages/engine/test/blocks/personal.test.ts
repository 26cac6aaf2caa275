import { describe, expect, it } from 'vitest';
import { birthDetailsBlock, clearHidden, crsNameBlock, evaluateForm, giinBlock } from '../../src/index';
import { form, today } from '../support';

describe('CRS name block', () => {
  const def = form(crsNameBlock({ title: 't' }));
  it('requires first and last name', () => {
    expect(evaluateForm(def, { crsName: {} }, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.crsName.firstName.errorMessage',
      'questionnaire.crsName.lastName.errorMessage',
    ]);
  });
  it('shows and requires titleOther for Other, and clears it otherwise', () => {
    const answers = { crsName: { title: 'Other', firstName: 'A', lastName: 'B' } };
    expect(evaluateForm(def, answers, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.crsName.titleOther.errorMessage',
    ]);
    expect(
      clearHidden(def, { crsName: { title: 'Dr', titleOther: 'Prof', firstName: 'A', lastName: 'B' } }, { today })
        .crsName,
    ).toEqual({ title: 'Dr', firstName: 'A', lastName: 'B' });
  });
});

describe('birth details block', () => {
  const crs = form(birthDetailsBlock({ title: 't', dateFormat: 'dd-MM-yyyy', place: true }));
  const w = form(birthDetailsBlock({ title: 't', dateFormat: 'MM-dd-yyyy' }));
  const messages = (def: typeof crs, birthDetails: Record<string, string>) =>
    evaluateForm(def, { birthDetails }, { today }).failures.map((f) => f.message);
  it('requires the birth date and, with the place, the country of birth', () => {
    expect(messages(crs, {})).toEqual([
      'questionnaire.birthDetails.birthDate.errorMessage',
      'questionnaire.birthDetails.birthCountry.errorMessage',
    ]);
    expect(messages(crs, { birthDate: '31-12-1980', birthCountry: 'FR' })).toEqual([]);
  });
  it('reads the family format: dd-MM-yyyy for CRS, MM-dd-yyyy for W', () => {
    expect(messages(crs, { birthDate: '12-31-1980', birthCountry: 'FR' })).toEqual([
      'questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
    expect(messages(w, { birthDate: '12-31-1980' })).toEqual([]);
  });
  it('rejects dates outside 125 years ago to yesterday', () => {
    expect(messages(w, { birthDate: '06-15-2024' })).toEqual([
      'questionnaire.birthDetails.birthDate.rangeErrorMessage',
    ]);
    expect(messages(w, { birthDate: '06-14-1899' })).toEqual([
      'questionnaire.birthDetails.birthDate.rangeErrorMessage',
    ]);
  });
});

describe('GIIN block', () => {
  const def = form(giinBlock({ title: 't' }));
  const messages = (giin: Record<string, unknown>) =>
    evaluateForm(def, { giin: giin as never }, { today }).failures.map((f) => f.message);
  it('requires a 16-character GIIN in the spec layout, each failure with its key', () => {
    expect(messages({})).toEqual(['questionnaire.giin.errorMessage']);
    expect(messages({ value: '98Q96B00000LE25' })).toEqual(['questionnaire.giin.lengthErrorMessage']);
    expect(messages({ value: '98Q96B0000ALE250' })).toEqual(['questionnaire.giin.formatErrorMessage']);
    expect(messages({ value: '98Q96B00000LE250' })).toEqual([]);
  });
  it('disables the value and marks it valid when applied for', () => {
    expect(evaluateForm(def, { giin: { appliedFor: 'true' } }, { today }).blocks.giin?.questions.value).toMatchObject({
      disabled: true,
      valid: true,
    });
  });
});
