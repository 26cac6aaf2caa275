import { readFileSync } from 'node:fs';
import type { PrefillRecord } from '@taxcert/contracts';
import {
  createEvaluationMemo,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { definedFormTypes, formReference, loadDefinition, prefillAnswers } from '../src/index';
import { exploreDefinition, fireRule, type Exploration } from '../src/testing';
import { today } from './support';

/**
 * Generated from every definition of the registry: a new form type is covered here
 * with no new test code. For each definition, from its defaults and the pre-fill of every fixture
 * customer, a search (src/testing/explore.ts) changes one answer at a time and checks that
 *  - every block and every question (inside repeater items too) is visible under some reachable answers,
 *    except those the definition turns off with a constant `visible: false` (e.g. the W-8BEN's TIN type);
 *  - every rule a question declares under some reachable answers (the definition's `rules`, resolved
 *    for those answers) fires: `evaluateForm` reports its message key at that question for some answer.
 * "Reachable" is what that search finds, not a proof; a question or rule it cannot reach fails the test,
 * to be looked at (a dead branch of the definition, or a search to teach). The engine's own rules (the
 * widget rules, the depth check) are tested in packages/engine, not per form.
 */

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));
const staticData = fixture('reference/static-data.json') as ReferenceData;
/** The fixture configuration's valid chapter 3 / chapter 4 pairs of each form type join the static data (ADR 014). */
const config = fixture('config/online-config.json') as Parameters<typeof formReference>[2];
const customers = fixture('customers.json') as { uniqueRef: string; prefill: PrefillRecord }[];

/** The starting points: the definition's defaults, and each fixture customer's pre-filled form. */
function seeds(def: FormDefinition): Answers[] {
  const defaults = defaultAnswers(def);
  return [defaults, ...customers.map((customer) => mergeAnswers(defaults, prefillAnswers(def, customer.prefill)))];
}

const types = definedFormTypes();
const explorations = new Map<string, { def: FormDefinition; reference: ReferenceData; exploration: Exploration }>();
async function explored(type: string) {
  const known = explorations.get(type);
  if (known) return known;
  const def = await loadDefinition(type);
  if (!def) throw new Error(`No definition for ${type}`);
  const reference = formReference(staticData, type, config);
  const result = { def, reference, exploration: exploreDefinition(def, { seeds: seeds(def), reference, today }) };
  explorations.set(type, result);
  return result;
}

describe.each(types)('%s, generated from its definition', (type) => {
  it('shows every block and question under some reachable answers', async () => {
    const { exploration } = await explored(type);
    const unreached = exploration.all.filter(
      (path) => !exploration.visibleIn.has(path) && !exploration.hiddenByDefinition.includes(path),
    );
    expect(unreached).toEqual([]);
  });

  it('declares rules, and each declared rule fires at its question for some answer', async () => {
    const { def, reference, exploration } = await explored(type);
    expect(exploration.rules.size).toBeGreaterThan(0);
    const silent = [...exploration.rules.entries()]
      .filter(([, site]) => fireRule(def, exploration, site, { reference, today }) === undefined)
      .map(([key]) => key);
    expect(silent).toEqual([]);
  });

  it("evaluates through an editor's memo as afresh, from each reachable state to the next (ADR 112)", async () => {
    const { def, reference, exploration } = await explored(type);
    const memo = createEvaluationMemo();
    const differing = exploration.states.filter(
      (answers) =>
        JSON.stringify(evaluateForm(def, answers, { reference, today, memo })) !==
        JSON.stringify(evaluateForm(def, answers, { reference, today })),
    );
    expect(differing).toEqual([]);
  });
});
