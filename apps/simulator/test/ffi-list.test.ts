import type { FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { canonicalGiin, findOnFfiList } from '../src/domain/ffi-list';
import { validateForm } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';

const fixtures = loadFixtures();

/** A one-question definition with a GIIN field, to exercise the lookup whatever form carries one. */
const definition = {
  formType: 'crse',
  family: 'CRS',
  title: 't',
  revision: 'r',
  signatureSection: 'part4',
  dateFormat: 'dd-MM-yyyy',
  blocks: [{ id: 'giin', title: 't', questions: [{ id: 'value', label: 'l', widget: 'giin' }] }],
} as unknown as FormDefinition;

const run = (giin: string) =>
  validateForm({
    definition,
    data: { giin: { value: giin } },
    customer: { customerId: 1, name: 'x' },
    messages: fixtures.catalogues.get('en')!,
    tinMatches: null,
    ffiList: fixtures.ffiList,
    reference: {},
    today: new Date('2026-06-15T12:00:00Z'),
  });

describe('the simulated IRS FFI list', () => {
  it('finds a GIIN typed with or without separators, in any case', () => {
    expect(canonicalGiin('98q96b00000le250')).toBe('98Q96B.00000.LE.250');
    expect(findOnFfiList(fixtures.ffiList, '98q96b.00000.le.250')?.name).toBe('Banque Exemple Paris SA');
    expect(findOnFfiList(fixtures.ffiList, '98Q96B.00000.LE.251')).toBeUndefined();
  });

  it('warns (never rejects) when a GIIN is not on the list', () => {
    expect(run('98Q96B.00000.LE.250').warnings).toEqual([]);
    const missing = run('AAAAAA.00000.LE.250');
    expect(missing.valid).toBe(true);
    expect(missing.warnings).toEqual([
      {
        code: 'WRN-GIIN-NOT-ON-FFI-LIST',
        codeDescription: expect.stringContaining('not on the IRS FFI list'),
        field: 'giin.value',
      },
    ]);
  });
});
