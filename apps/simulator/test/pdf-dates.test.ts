import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';
import { renderFormPdf } from '../src/pdf/render-form';
import { parseDay } from '../src/pdf/values';

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-dates-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('parseDay', () => {
  it('reads a day in the form date formats', () => {
    expect(parseDay('12-31-2026', 'MM-dd-yyyy')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(parseDay('31-12-2026', 'dd-MM-yyyy')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(parseDay('2026-12-31', 'yyyy-MM-dd')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
  it('refuses text that does not fit or names no real day', () => {
    expect(parseDay('31-12-2026', 'MM-dd-yyyy')).toBeNull();
    expect(parseDay('02-30-2026', 'MM-dd-yyyy')).toBeNull();
    expect(parseDay('NOT YET REQUESTED', 'MM-dd-yyyy')).toBeNull();
  });
});

describe('the W-8BEN validity line', () => {
  it('counts from the date signed on the form, not the UTC moment (New Year’s Eve in New York)', async () => {
    const definition = (await loadDefinition('w8ben_2021'))!;
    const messages = loadFixtures().catalogues.get('en') ?? {};
    const signature = {
      printName: 'Jane Doe',
      capacity: 'Signing on Own Behalf',
      signDate: '12-31-2026',
      // 31 December 23:30 in New York is already 1 January 2027 in UTC.
      signedAt: '2027-01-01T04:30:00.000Z',
      pinVerified: false,
      dataHash: 'b'.repeat(64),
      requestKey: 'k',
    };
    const text = pdfText(await renderFormPdf({ definition, data: {}, messages, mode: 'document', signature, formId: 3 }));
    expect(text).toContain('This form is valid until 12-31-2029');
  });
});
