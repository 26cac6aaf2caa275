import { defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { today } from './support';

const valid = (): Answers =>
  mergeAnswers(defaultAnswers(crsi_2024), {
    crsName: { title: 'Mr', firstName: 'Pierre', lastName: 'Martin' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    birthDetails: { birthDate: '04-07-1980', birthTown: 'Lyon', birthCountry: 'FR' },
    taxResidences: { taxResidences: [{ country: 'FR', tin: '1234567890123' }] },
    part3: { name: 'Pierre Martin', date: '15-06-2024' },
  });

describe('CRS individual 2024', () => {
  it('lays out Part 1, Part 2 and Part 3 (the signer under part3)', () => {
    expect(crsi_2024.blocks.map((b) => [b.id, b.part])).toEqual([
      ['crsName', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['birthDetails', '1'],
      ['taxResidences', '2'],
      ['part3', '3'],
    ]);
  });

  it('starts with one tax residence and evaluates a complete form as valid', () => {
    expect(defaultAnswers(crsi_2024).taxResidences).toEqual({ taxResidences: [{}] });
    expect(evaluateForm(crsi_2024, valid(), { today }).failures).toEqual([]);
  });

  it('offers the reasons A, B and C and requires the explanation for B', () => {
    const answers = mergeAnswers(valid(), {
      taxResidences: {
        taxResidences: [
          { country: 'FR', tin: '1' },
          { country: 'AE', reason: 'B' },
        ],
      },
    });
    expect(evaluateForm(crsi_2024, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}`)).toEqual([
      'taxResidences.taxResidences.1.reasonExplanation',
    ]);
  });

  it('allows five residences at most', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ country: ['FR', 'DE', 'IT', 'ES', 'NL', 'BE'][i], tin: '1' }));
    const answers = mergeAnswers(valid(), { taxResidences: { taxResidences: six } });
    expect(evaluateForm(crsi_2024, answers, { today }).failures.map((f) => f.rule)).toEqual(['maxItems']);
  });

  it('asks the name family name first, as the widely used templates do', () => {
    expect(crsi_2024.blocks[0]?.questions.map((q) => q.id)).toEqual([
      'title',
      'titleOther',
      'lastName',
      'firstName',
      'middleName',
    ]);
  });

  it('requires the town or city of the residence address, with its own message; an untouched mailing address needs none', () => {
    const answers = mergeAnswers(valid(), { address: { line3: '' } });
    expect(
      evaluateForm(crsi_2024, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`),
    ).toEqual(['address.line3:questionnaire.crsi.address.townErrorMessage']);
    const labels = crsi_2024.blocks.find((b) => b.id === 'address')?.questions.map((q) => q.label);
    expect(labels).toContain('questionnaire.address.international.line3.label');
    expect(labels).not.toContain('questionnaire.address.postalCode.label');
  });

  it('reads the birth date as dd-MM-yyyy and signs as an individual', () => {
    const answers = mergeAnswers(valid(), { birthDetails: { birthDate: '12-31-1980' } });
    expect(evaluateForm(crsi_2024, answers, { today }).failures.map((f) => f.message)).toEqual([
      'questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
    expect(defaultAnswers(crsi_2024).part3?.capacity).toBe('Signing on Own Behalf');
  });
});

describe('CRS individual, unversioned (crsi)', () => {
  it('asks what the 2024 revision asks, under its own code and revision (ADR 017)', async () => {
    const { crsi } = await import('../src/crsi');
    expect([crsi.formType, crsi.revision, crsi.signatureSection, crsi.dateFormat]).toEqual([
      'crsi',
      '2016',
      'part3',
      'dd-MM-yyyy',
    ]);
    expect(crsi.blocks).toBe(crsi_2024.blocks);
    expect(crsi.certification).toBe(crsi_2024.certification);
    expect(evaluateForm(crsi, { ...valid() }, { today }).failures).toEqual([]);
  });
});
