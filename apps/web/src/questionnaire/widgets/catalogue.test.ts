// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const languages = join(root, 'fixtures/languages/en');
const widgets = JSON.parse(readFileSync(join(languages, 'widgets.json'), 'utf8')) as Record<string, string>;
const sources = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'widget-test-utils.tsx')
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'))
  .join('\n');

/** Keys the widgets build at run time (template literals). */
const built = [
  ...['Ssn', 'Ein'].map((format) => `widgets.tin.format.${format}`),
  ...['giin16', 'giin15', 't8'].map((layout) => `widgets.giin.format.${layout}`),
  ...['day', 'month', 'year'].map((part) => `widgets.date.${part}`),
  ...['days', 'months', 'years'].flatMap((unit) => [`widgets.date.age.${unit}_one`, `widgets.date.age.${unit}_other`]),
  'widgets.exchange.count_one',
  'widgets.exchange.count_other',
];

describe('fixtures/languages/en/widgets.json', () => {
  it('is a flat record of non-empty texts', () => {
    for (const [key, text] of Object.entries(widgets)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('has every key the widgets name, literally or built', () => {
    const literal = [...sources.matchAll(/'((?:widgets|questionnaire)\.[A-Za-z0-9.]+)'/g)].map(
      (match) => match[1] as string,
    );
    const plural = new Set(['widgets.exchange.count']);
    const used = [...literal.filter((key) => !plural.has(key) && !key.endsWith('.')), ...built];
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((key) => !(key in widgets))).toEqual([]);
  });

  it('collides with no other English catalogue file', () => {
    const others = readdirSync(languages).filter((file) => file.endsWith('.json') && file !== 'widgets.json');
    const clashes = others.flatMap((file) => {
      const keys = Object.keys(JSON.parse(readFileSync(join(languages, file), 'utf8')) as Record<string, string>);
      return keys.filter((key) => key in widgets).map((key) => `${file}: ${key}`);
    });
    expect(clashes).toEqual([]);
  });
});
