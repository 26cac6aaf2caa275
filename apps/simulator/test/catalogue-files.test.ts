import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFixturesDir } from '../src/fixtures/load';

/**
 * The catalogue files themselves, before the loader merges them: JSON.parse keeps the last of two equal keys
 * without a word, and the merged catalogue cannot tell in which file a key stands. So each file is read as text.
 */
const root = join(defaultFixturesDir, 'languages');
const locales = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
const jsonFiles = (locale: string) =>
  readdirSync(join(root, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();
const read = (locale: string, file: string) => readFileSync(join(root, locale, file), 'utf8');

/** The keys a flat catalogue file writes, in order, counting one written twice twice. */
const writtenKeys = (text: string): string[] =>
  [...text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((m) => m[1] ?? '');
const twice = (keys: readonly string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL_SUFFIX, '');

describe('catalogue files: each key once, in the file English keeps it in', () => {
  it('finds a key written twice, which JSON.parse would hide', () => {
    const text = '{\n  "a.title": "One",\n  "b.title": "Two",\n  "a.title": "Three"\n}\n';
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['a.title', 'b.title']);
    expect(twice(writtenKeys(text))).toEqual(['a.title']);
    expect(writtenKeys('{\n  "q.\\"x\\"": "quoted"\n}')).toEqual(['q.\\"x\\"']);
  });

  it.each(locales)('%s writes no key twice in a file', (locale) => {
    const repeated = jsonFiles(locale).flatMap((file) =>
      twice(writtenKeys(read(locale, file))).map((key) => `${file}: ${key}`),
    );
    expect(repeated).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s is split into the same files as English, each key where English has it',
    (locale) => {
      expect(jsonFiles(locale)).toEqual(jsonFiles('en'));
      const misplaced = jsonFiles(locale).flatMap((file) => {
        const english = new Set(Object.keys(JSON.parse(read('en', file)) as Record<string, string>).map(base));
        return Object.keys(JSON.parse(read(locale, file)) as Record<string, string>)
          .filter((key) => !english.has(base(key)))
          .map((key) => `${file}: ${key}`);
      });
      expect(misplaced).toEqual([]);
    },
  );
});
