import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';
import { overlaps, run, words, type Word } from './pdf-words';

/**
 * The first page's header carries the form number, revision, title, OMB number (and catalogue number where
 * the definition gives one) and the header notes, and the "Do NOT use this form for" list follows it, each row with
 * the form numbers it names on its right — all read from the definition (`header`, `notFor`), in the PDF's language.
 */
describe('the PDF header of a form that declares one', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
  });
  afterAll(() => app.close());

  async function firstPage(type: string, locale = 'en'): Promise<Word[]> {
    const auth = { ...(await signIn(app)), 'accept-language': locale };
    const { id } = await formJourney(app, auth, type).create();
    const preview = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
    expect(preview.statusCode).toBe(200);
    return words(preview.rawPayload, `form-header-${type}-${locale}`);
  }
  const text = (all: Word[]) => all.map((w) => w.text).join(' ');

  it('W-8BEN (Rev. October 2021): form number, revision, title, OMB number and the four notes, above the list', async () => {
    const all = await firstPage('w8ben_2021');
    const messages = app.sim.messages('en');
    for (const printed of [
      'W-8BEN',
      '(Rev. October 2021)',
      messages['questionnaire.w8ben.title']!,
      'OMB No. 1545-1621',
      messages['formHeader.w8ben.forUse']!,
      messages['formHeader.w8ben.sectionReferences']!,
      messages['formHeader.w8ben.instructions']!,
      messages['formHeader.w8ben.giveTo']!,
    ])
      expect(run(all, printed), printed).not.toEqual([]);
    // The corner text is a note now, printed once.
    expect(text(all).split('Do not send to the IRS').length - 1).toBe(1);
    const heading = run(all, 'Do NOT use this form for:');
    const part1 = run(all, 'Identification of Beneficial Owner');
    expect(heading).not.toEqual([]);
    // The list stands under the header's notes and above Part I.
    const notesEnd = Math.max(...run(all, messages['formHeader.w8ben.giveTo']!).map((w) => w.yMax));
    expect(heading[0]!.yMin).toBeGreaterThan(notesEnd);
    expect(part1[0]!.yMin).toBeGreaterThan(heading[0]!.yMax);
  });

  it('prints each row of the list with the form numbers it names on the same line, right of the text', async () => {
    const all = await firstPage('w8ben_2021');
    const messages = app.sim.messages('en');
    const instead = run(all, 'Instead, use Form:');
    expect(instead).not.toEqual([]);
    const rows: [string, string | null][] = [
      ['notFor.w8ben.entity', 'W-8BEN-E'],
      ['notFor.w8ben.usPerson', 'W-9'],
      ['notFor.w8ben.effectivelyConnected', 'W-8ECI'],
      ['notFor.w8ben.personalServices', null],
      ['notFor.w8ben.intermediary', 'W-8IMY'],
    ];
    for (const [key, number] of rows) {
      const row = run(all, messages[key]!);
      expect(row, key).not.toEqual([]);
      if (!number) continue;
      const last = row.at(-1)!;
      const named = all.filter(
        (w) => w.text === number && w.xMin > last.xMax && Math.abs(w.yMin - last.yMin) < 2 && w.yMin < 300,
      );
      expect(named, `${key} → ${number}`).toHaveLength(1);
      expect(named[0]!.xMax).toBeGreaterThan(instead.at(-1)!.xMax - 2);
    }
    // No word of the header and list overlaps another (the words before Part I's heading; the preview's watermark aside).
    const part1 = all.findIndex((w, i) => w.text === 'Part' && all[i + 1]?.text === 'I');
    const top = all.slice(0, part1).filter((w) => !/PREVIEW/.test(w.text) && w.yMin > 30);
    // Each word's box without its font's ascent and descent room (a 20 pt form number's box reaches the next line's).
    const core = (w: Word): Word => {
      const room = (w.yMax - w.yMin) * 0.25;
      return { ...w, yMin: w.yMin + room, yMax: w.yMax - room };
    };
    const clashes = top.flatMap((a, i) =>
      top
        .slice(i + 1)
        .filter((b) => overlaps(core(a), core(b)))
        .map((b) => `${a.text}/${b.text}`),
    );
    expect(clashes).toEqual([]);
  });

  it('the earlier W-8BEN revision prints its own revision with the same header', async () => {
    const all = await firstPage('w8ben');
    expect(run(all, '(Rev. July 2017)')).not.toEqual([]);
    expect(run(all, 'OMB No. 1545-1621')).not.toEqual([]);
    expect(run(all, 'Do NOT use this form for:')).not.toEqual([]);
  });

  it('in German: the notes and the list in the PDF’s language, the form numbers as printed', async () => {
    const all = await firstPage('w8ben_2021', 'de');
    const messages = app.sim.messages('de');
    for (const key of ['formHeader.w8ben.forUse', 'notFor.heading', 'notFor.instead', 'notFor.w8ben.entity'])
      expect(run(all, messages[key]!), key).not.toEqual([]);
    expect(run(all, 'OMB-Nr. 1545-1621')).not.toEqual([]);
  });

  it('a form without a header prints its corner text and no list (the W-9)', async () => {
    const def = await loadDefinition('w9_2024');
    expect(def?.header).toBeUndefined();
    const all = await firstPage('w9_2024');
    expect(run(all, app.sim.messages('en')['pdf.w9_2024.corner']!)).not.toEqual([]);
    expect(run(all, 'Do NOT use this form for:')).toEqual([]);
  });

  it('every definition with a header prints its OMB and catalogue numbers (or, without them, its corner text: the RC forms’ “Protected B when completed”) and every note', async () => {
    const messages = app.sim.messages('en');
    for (const type of definedFormTypes()) {
      const def = await loadDefinition(type);
      if (!def?.header) continue;
      const all = await firstPage(type);
      const expected = [
        def.header.formNumber,
        ...(def.header.omb ? [`OMB No. ${def.header.omb}`] : [messages[`pdf.${type}.corner`] ?? `pdf.${type}.corner`]),
        ...(def.header.catalogueNumber ? [def.header.catalogueNumber] : []),
        ...def.header.notes.map((key) => messages[key] ?? key),
        ...(def.notFor ?? []).map((row) => messages[row.text] ?? row.text),
      ];
      for (const printed of expected) expect(run(all, printed), `${type}: ${printed}`).not.toEqual([]);
    }
  });
});
