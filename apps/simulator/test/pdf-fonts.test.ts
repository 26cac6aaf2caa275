import type { FormData } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { renderAffidavitPdf } from '../src/pdf/render-affidavit';
import { renderFormPdf } from '../src/pdf/render-form';
import { scriptRuns, unprintable } from '../src/pdf/fonts';
import type { SignatureEvidence } from '../src/store/forms';
import { buildTestApp } from './helper';

/** Every PDF prints the customer's name and answers in any script, in every language. */
const saved = (bytes: Buffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-fonts-')), 'form.pdf');
  writeFileSync(file, bytes);
  return file;
};
const textOf = (bytes: Buffer) => execFileSync('pdftotext', [saved(bytes), '-'], { encoding: 'utf8' });
const fontsOf = (bytes: Buffer) => execFileSync('pdffonts', [saved(bytes)], { encoding: 'utf8' });
const signature = (printName: string): SignatureEvidence => ({
  printName,
  capacity: '',
  signDate: '11-24-2026',
  signedAt: '2026-11-24T10:00:00.000Z',
  pinVerified: true,
  dataHash: 'ab'.repeat(32),
  requestKey: 'k',
});

describe('PDF fonts', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedPdf(formType: string, locale: 'en' | 'pl' | 'zh' | 'zh-hant', name: string) {
    const definition = await loadDefinition(formType);
    if (!definition?.sampleAnswers) throw new Error(`No sample answers for ${formType}`);
    const data = definition.sampleAnswers({}, name) as FormData;
    return renderFormPdf({
      definition,
      data,
      reference: {},
      messages: app.sim.messages(locale),
      locale,
      mode: 'document',
      signature: signature(name),
      submissionReference: null,
    });
  }

  it('prints a Polish name on an English W-9, in embedded subsets of Noto Sans, and stays small', async () => {
    const pdf = await signedPdf('w9_2024', 'en', 'Łukasz Żółć');
    expect(textOf(pdf)).toContain('Łukasz Żółć');
    const fonts = fontsOf(pdf);
    expect(fonts).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toContain('Helvetica');
    expect(pdf.length).toBeLessThan(300 * 1024);
  });

  it('prints a CRS-I in Polish with its own letters', async () => {
    const pdf = await signedPdf('crsi_2024', 'pl', 'Łukasz Żółć');
    const text = textOf(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain(app.sim.messages('pl')['questionnaire.crsi.title']);
  });

  it.each([
    ['zh', 'NotoSansSC', '王小明 Łukasz', '法国'],
    ['zh-hant', 'NotoSansTC', '陳大文', '法國'],
  ] as const)(
    'prints a CRS-I in %s with %s, a Latin name beside the Chinese one included, countries named in it',
    async (locale, font, name, france) => {
      const pdf = await signedPdf('crsi_2024', locale, name);
      const text = textOf(pdf).replace(/\s+/g, ' ');
      // The sample's tax residence is France.
      expect(text).toContain(france);
      expect(text).not.toContain('France');
      expect(text).toContain(app.sim.messages(locale)['questionnaire.crsi.title']);
      for (const part of name.split(' ')) expect(text).toContain(part);
      expect(fontsOf(pdf)).toMatch(new RegExp(`\\+${font}-Regular\\s+CID TrueType`));
      expect(pdf.length).toBeLessThan(300 * 1024);
    },
  );

  it('prints the affidavit for a customer named in any script', async () => {
    const pdf = await renderAffidavitPdf({
      data: { printName: '王小明' },
      customerName: 'Łukasz Żółć',
      mode: 'document',
      signature: signature('王小明'),
    });
    const text = textOf(pdf);
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('王小明');
  });
});

describe('script runs and coverage', () => {
  it('splits a text into Chinese and everything else, in order', () => {
    expect(scriptRuns('王小明 (Łukasz) 陳')).toEqual([
      { chinese: true, text: '王小明' },
      { chinese: false, text: ' (Łukasz) ' },
      { chinese: true, text: '陳' },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('names the characters no font can print', () => {
    expect(unprintable('Łukasz Żółć, 中文 繁體')).toEqual([]);
    // An Egyptian hieroglyph: neither Noto Sans nor Noto Sans SC has it.
    expect(unprintable('a 𓀀 b')).toEqual(['𓀀']);
  });
});
