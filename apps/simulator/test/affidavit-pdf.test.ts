import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAffidavitPdf } from '../src/pdf/render-affidavit';

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-affidavit-')), 'affidavit.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const data = {
  formType: 'w8ben_2021',
  formTitle: 'Form W-8BEN',
  formRevision: 'Rev. October 2021',
  printName: 'Jane Doe',
};
const signature = {
  printName: 'Jane Doe',
  capacity: 'Signing on Own Behalf',
  signDate: '01-02-2026',
  signedAt: '2026-01-02T10:00:00.000Z',
  pinVerified: true,
  dataHash: 'a'.repeat(64),
  requestKey: 'k',
};

describe('the affidavit of unchanged status PDF', () => {
  it('prints the declaration, the labelled data and, when signed, the evidence block with the capacity', async () => {
    const text = pdfText(await renderAffidavitPdf({ data, customerName: 'Jane Doe', mode: 'document', signature }));
    expect(text).toContain('Affidavit of Unchanged Status');
    expect(text).toContain('I, Jane Doe, declare that the information I previously certified');
    expect(text).toContain('Form: Form W-8BEN');
    expect(text).toContain('Revision: Rev. October 2021');
    expect(text).toContain('Electronic signature evidence');
    expect(text).toContain('Capacity: Signing on Own Behalf');
    expect(text).toContain('Signed (UTC): 2026-01-02T10:00:00.000Z');
    expect(text).toContain('E-signature PIN verified: yes');
    expect(text).toContain(`SHA-256 of the submitted data: ${'a'.repeat(64)}`);
    expect(text).not.toContain('PREVIEW');
  });

  it('marks a preview and carries no evidence', async () => {
    const text = pdfText(
      await renderAffidavitPdf({ data, customerName: 'Jane Doe', mode: 'preview', signature: null }),
    );
    expect(text).toContain('PREVIEW');
    expect(text).not.toContain('Electronic signature evidence');
  });
});
