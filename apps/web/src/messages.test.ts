// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EULA_PARAGRAPHS } from './features/agreements/EulaText';
import { statusPages } from './features/status/status-pages';

const root = join(import.meta.dirname, '..', '..', '..');
const app = JSON.parse(readFileSync(join(root, 'fixtures/languages/en/app.json'), 'utf8')) as Record<string, string>;
/** What GET /api/language/en serves: every catalogue file of the locale, merged. */
const catalogue: Record<string, string> = Object.assign(
  {},
  ...readdirSync(join(root, 'fixtures/languages/en'))
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) => JSON.parse(readFileSync(join(root, 'fixtures/languages/en', name), 'utf8')) as Record<string, string>,
    ),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('fixtures/languages/en/app.json', () => {
  it('is a flat record of non-empty texts', () => {
    for (const [key, text] of Object.entries(app)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim(), key).not.toBe('');
    }
  });

  it("has every key the app's code names literally", () => {
    const used = new Set<string>();
    for (const file of sources(import.meta.dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    // A plural key (i18next) exists as key_one / key_other.
    expect([...used].filter((key) => !(key in catalogue) && !(`${key}_other` in catalogue))).toEqual([]);
  });

  it('has the keys the app builds at run time', () => {
    const built = [
      ...Object.values(statusPages).flatMap((prefix) => [`${prefix}.title`, `${prefix}.text`]),
      ...['privacy', 'cookies', 'termsOfUse'].flatMap((page) => [`footer.link.${page}`, `footer.${page}`]),
      ...[1, 2, 3, 4].map((n) => `certification.w9.item${n}`),
      'certification.w9.intro',
      'certification.w9.instructions',
      'certification.generic.intro',
      ...Array.from({ length: EULA_PARAGRAPHS }, (_, i) => `eula.p${i + 1}`),
      'header.help',
    ];
    expect(built.filter((key) => !(key in catalogue))).toEqual([]);
  });
});
