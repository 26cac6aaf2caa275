import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCatalogued } from '../src/catalogue';
import { printedHeader } from '../src/printed/header';
import { definedFormTypes, loadDefinition } from '../src/registry';

/**
 * Each definition's header notes and "Do NOT use this form for" rows are texts in all nine languages, and
 * every form a row names is catalogued with a printed form name, so the PDF, the review and the screen can name it.
 */
const root = new URL('../../../fixtures/languages/', import.meta.url);
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(new URL(`${locale}/`, root))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8')) as Record<string, string>),
  );

describe('the official header and the "Do NOT use this form for" list of each definition', () => {
  it('has every text in the nine languages and names only catalogued forms with a printed name', async () => {
    expect(locales).toHaveLength(9);
    const missing: string[] = [];
    for (const type of definedFormTypes()) {
      const def = (await loadDefinition(type))!;
      const rows = def.notFor ?? [];
      const keys = [
        ...(def.header?.notes ?? []),
        ...(def.header?.omb ? ['formHeader.omb'] : []),
        ...rows.map((row) => row.text),
        ...(rows.length > 0
          ? ['notFor.heading', 'notFor.instead', 'notFor.summary', 'notFor.useInstead', 'notFor.form']
          : []),
        ...rows.flatMap((row) => row.useInstead.map((named) => `pdf.${named}.formName`)),
      ];
      for (const row of rows)
        for (const named of row.useInstead)
          if (!isCatalogued(named)) missing.push(`${type}: ${named} is not catalogued`);
      for (const locale of locales) {
        const messages = catalogue(locale);
        for (const key of keys) if (!messages[key]?.trim()) missing.push(`${type} ${locale}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads the W-8BEN’s header and list in the language asked for', async () => {
    const messages = catalogue('en');
    const t = (key: string, values: Record<string, string | number> = {}) =>
      (messages[key] ?? key).replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
    const header = printedHeader((await loadDefinition('w8ben_2021'))!, t);
    expect(header).toMatchObject({
      formNumber: 'W-8BEN',
      revision: 'Rev. October 2021',
      omb: 'OMB No. 1545-1621',
      catalogueNumber: null,
    });
    expect(header.notes).toHaveLength(4);
    expect(header.notFor?.rows.map((row) => row.instead.map((form) => `${form.name} (${form.number})`))).toEqual([
      ['Form W-8BEN-E (W-8BEN-E)'],
      ['Form W-9 (W-9)'],
      ['Form W-8ECI (W-8ECI)'],
      [],
      ['Form W-8IMY (W-8IMY)'],
    ]);
  });
});
