import { readFileSync } from 'node:fs';
import type { PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, evaluateForm, mergeAnswers, type ReferenceData } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { definedFormTypes, loadDefinition, prefillAnswers } from '../src/index';
import { today } from './support';

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));
const reference = fixture('reference/static-data.json') as ReferenceData;
const customers = fixture('customers.json') as { uniqueRef: string; prefill?: PrefillRecord }[];
/** The customers whose record pre-fills a whole identity (name parts, address, birth date), as the contract check's does. */
const fullyPrefilled = customers.filter((c) => c.prefill?.CustomerNameParts && c.prefill.DateOfBirth);

describe("each definition's sample of valid answers", () => {
  it('is declared by every defined form type', async () => {
    for (const type of definedFormTypes())
      expect((await loadDefinition(type))?.sampleAnswers, type).toBeTypeOf('function');
  });

  it.each(definedFormTypes())('%s: passes every rule on a pre-filled form, signed by the given name', async (type) => {
    const def = await loadDefinition(type);
    const sample = def?.sampleAnswers;
    if (!def || !sample) throw new Error(`${type} has no sample answers`);
    expect(fullyPrefilled.length).toBeGreaterThan(0);
    for (const customer of fullyPrefilled) {
      const current = mergeAnswers(defaultAnswers(def), prefillAnswers(def, customer.prefill ?? {}));
      const answers = sample(current, 'Ada Lovelace');
      const evaluation = evaluateForm(def, answers, { today, reference });
      expect(evaluation.failures, `${type} for ${customer.uniqueRef}`).toEqual([]);
      expect(answers[def.signatureSection]?.name).toBe('Ada Lovelace');
    }
  });
});
