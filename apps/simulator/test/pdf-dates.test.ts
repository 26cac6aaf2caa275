import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';
import { renderFormPdf } from '../src/pdf/render-form';

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-dates-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

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
    const text = pdfText(
      await renderFormPdf({
        definition,
        data: {},
        reference: {},
        messages,
        mode: 'document',
        signature,
        submissionReference: null,
      }),
    );
    expect(text).toContain('This form is valid until 12-31-2029');
    // Signed in a group, the form holds the group's sign date ('MMMM dd, yyyy'): the same day counts.
    const inGroup = { ...signature, signDate: 'December 31, 2026' };
    const groupText = pdfText(
      await renderFormPdf({
        definition,
        data: {},
        reference: {},
        messages,
        mode: 'document',
        signature: inGroup,
        submissionReference: null,
      }),
    );
    expect(groupText).toContain('This form is valid until 12-31-2029');
  });
});
