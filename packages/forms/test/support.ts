import { readFileSync } from 'node:fs';
import { defaultAnswers, type Answers, type BlockAnswers, type BlockDef, type FormDefinition } from '@taxcert/engine';
import { w9_2024 } from '../src/w9';

export const today = new Date('2024-06-15T12:00:00Z');

/** A form definition around the given blocks, for the tests of one block. */
export function form(...blocks: BlockDef[]): FormDefinition {
  return {
    formType: 'test',
    family: 'W',
    title: 'test.title',
    revision: 'test',
    signatureSection: 'signer',
    dateFormat: 'MM-dd-yyyy',
    blocks,
  };
}

/** A complete, valid W-9 (2024) for an individual, with the given blocks overridden. */
export function validW9(overrides: Partial<Record<string, BlockAnswers>> = {}): Answers {
  const answers = defaultAnswers(w9_2024);
  const filled: Answers = {
    ...answers,
    name: { name: 'Jane Q. Public' },
    address: { ...answers.address, line1: '123 Main Street', line3: 'Springfield', line4: 'IL', postalCode: '62701' },
    usTin: { ...answers.usTin, tin: '123456780' },
    certification: { ...answers.certification, name: 'Jane Q. Public', date: '06-15-2024' },
  };
  for (const [id, block] of Object.entries(overrides)) if (block) filled[id] = { ...filled[id], ...block };
  return filled;
}

/** A JSON file of the repository's fixtures folder, e.g. `reference/static-data.json`. */
export const fixture = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8')) as T;

/** The English catalogue files `names` (of fixtures/languages/en) merged, and a `t` that reads it as the app does. */
export function englishCatalogue(names: readonly string[]): {
  english: Record<string, string>;
  t: (key: string, values?: Record<string, string | number>) => string;
} {
  const english = Object.assign(
    {},
    ...names.map((name) => fixture<Record<string, string>>(`languages/en/${name}.json`)),
  ) as Record<string, string>;
  const t = (key: string, values?: Record<string, string | number>) =>
    (english[key] ?? `missing ${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  return { english, t };
}
