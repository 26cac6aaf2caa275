import type { Locale } from '@taxcert/contracts';
import { loadDefinition, type PrintedSignature } from '@taxcert/forms';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { MARGIN, signatureBlock } from '../src/pdf/draw';
import { notoDocumentOptions, useNotoFonts } from '../src/pdf/fonts';
import { formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';
import { overlaps, run, words } from './pdf-words';

/**
 * The signed PDF's signature line in the PDF's language: "Sign Here" as the catalogue words it (the English words
 * with, in other languages, their translation: "Sign Here (signez ici)"), then the signature — "Electronically
 * signed by …" in the same language (pdf.signedBy) — and the date, none of them drawn over another however long
 * the catalogue's words are. Measured on the words' boxes as poppler reads them (pdftotext -bbox). The evidence box
 * under it names the capacity in the same language.
 */

const cases: { locale: Locale; type: string; capacity: string; signDate: string }[] = [
  { locale: 'en', type: 'rc519_2024', capacity: 'Director', signDate: '2026-11-22' },
  { locale: 'fr', type: 'rc519_2024', capacity: 'Director', signDate: '2026-11-22' },
  { locale: 'de', type: 'crse', capacity: 'Director', signDate: '22-11-2026' },
  { locale: 'pl', type: 'crse', capacity: 'Director', signDate: '22-11-2026' },
];

describe.each(cases)('the signature line of a signed $type in $locale', ({ locale, type, capacity, signDate }) => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
  });
  afterAll(() => app.close());

  it('prints "Sign Here", the signature in the PDF\'s language and the date side by side, none over another', async () => {
    const auth = { ...(await signIn(app)), 'accept-language': locale };
    const journey = formJourney(app, auth, type);
    const { id, data } = await journey.create();
    const definition = (await loadDefinition(type))!;
    await journey.signed(
      id,
      definition.sampleAnswers!(data, 'Jean Gagnon'),
      { printName: 'Jean Gagnon', capacity, signDate },
      `${type}-${locale}-line`,
    );
    const pdf = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth });
    const all = words(pdf.rawPayload, `${type}-${locale}-words`);

    const messages = app.sim.messages(locale);
    const signHere = run(all, messages['pdf.signHere'] ?? 'missing');
    const signature = run(all, (messages['pdf.signedBy'] ?? 'missing').replace('{{name}}', 'Jean Gagnon'));
    // The date on the signature line (the evidence box under it repeats it).
    const line = signature[0]?.yMin ?? -1;
    const date = all.filter((w) => w.text === signDate && Math.abs(w.yMin - line) < 3);
    expect({ signHere: signHere.length, signature: signature.length, date: date.length }).toEqual({
      signHere: (messages['pdf.signHere'] ?? '').split(/\s+/).length,
      signature: (messages['pdf.signedBy'] ?? '').split(/\s+/).length + 1,
      date: 1,
    });
    const drawnOver = signHere.flatMap((a) =>
      [...signature, ...date].filter((b) => overlaps(a, b)).map((b) => `${a.text} / ${b.text}`),
    );
    expect(drawnOver).toEqual([]);
    // Reading order: the label, then the signature beside it, then the date.
    expect(Math.max(...signHere.map((w) => w.xMax))).toBeLessThanOrEqual(Math.min(...signature.map((w) => w.xMin)));
    expect(Math.max(...signature.map((w) => w.xMax))).toBeLessThan(Math.min(...date.map((w) => w.xMin)));
    if (locale !== 'en') expect(all.map((w) => w.text).join(' ')).not.toContain('Electronically signed');
    // The evidence names the capacity as the PDF's language words the option the signer chose, not its value.
    const capacityLine = (messages['pdf.evidence.capacity'] ?? 'missing').replace(
      '{{value}}',
      messages['questionnaire.signer.capacity.option.Director'] ?? 'missing',
    );
    expect(run(all, capacityLine).length).toBeGreaterThan(0);
  });
});

describe('the signature line with a "Sign Here" too long to leave room beside it', () => {
  /** The signature block alone, drawn with a catalogue whose "Sign Here" takes `label`. */
  async function drawn(label: string): Promise<Buffer> {
    const doc = new PDFDocument({ ...notoDocumentOptions(), size: 'LETTER', margin: MARGIN });
    useNotoFonts(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    const printed: PrintedSignature = {
      intro: 'I declare that the information is correct.',
      items: [],
      note: null,
      struckNote: null,
      ticked: [],
      consent: null,
      line: [
        { label: 'Signature', value: 'Signed by Jean Gagnon' },
        { label: 'Date', value: '2026-11-22' },
      ],
      under: [],
    };
    signatureBlock(doc, printed, (key) => (key === 'pdf.signHere' ? label : key));
    doc.end();
    return done;
  }

  it('prints the signature and date under the label, at their full width, none over another', async () => {
    const label = 'Sign Here (a translation long enough to take more than two fifths of the line)';
    const all = words(await drawn(label), 'long-sign-here');
    const signHere = run(all, label);
    const signature = run(all, 'Signed by Jean Gagnon');
    const date = run(all, '2026-11-22');
    expect([signHere.length, signature.length, date.length]).toEqual([label.split(' ').length, 4, 1]);
    expect(signHere.flatMap((a) => [...signature, ...date].filter((b) => overlaps(a, b)))).toEqual([]);
    expect(Math.max(...signHere.map((w) => w.yMax))).toBeLessThanOrEqual(Math.min(...signature.map((w) => w.yMin)));
    // Under the label, the signature starts near the left margin rather than after the label.
    expect(Math.min(...signature.map((w) => w.xMin))).toBeLessThan(MARGIN + 40);
  });
});
