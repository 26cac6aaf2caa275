import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { whenCovers } from '../src/fixtures/fault';
import { fixtureProblems, FixtureError, loadScenarioFiles, resolveScenario } from '../src/fixtures/load';
import { ScenarioSchema } from '../src/fixtures/scenario';

/** The scenario schema refuses contradictory faults, and faults the combination rule makes ambiguous. */
const problems = (faults: object[]) => fixtureProblems('s.json', ScenarioSchema, { description: 'x', faults });

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a fault that contradicts itself', () => {
  it('is refused with the field and the reason', () => {
    expect(
      problems([
        { call: 'config.get', status: 503, when: { fromMs: 5000, untilMs: 5000 } },
        { call: 'config.get', status: 503, when: { calls: [2, 2] } },
        { call: 'config.get', formType: 'w9_2024', status: 503 },
        { call: 'forms.get', params: { formId: '3' }, status: 503 },
        { networkDown: true, call: 'config.get', when: { untilMs: 1000 } },
        { networkDown: true },
        { status: 503 },
        { call: 'config.get', status: 503, when: {} },
        { call: 'config.get', status: 503, when: { calls: [] } },
      ]),
    ).toEqual([
      'Fixture s.json: field "faults.0.when": untilMs must be after fromMs: the window would hold no call',
      'Fixture s.json: field "faults.1.when.calls": calls: a call number is named twice',
      expect.stringMatching(
        /^Fixture s\.json: field "faults\.2\.formType": "config\.get" is not about one form type; calls that are: forms\.get, forms\.validate, /,
      ),
      'Fixture s.json: field "faults.3.params.formId": "forms.get" has no path parameter "formId" (it has: id)',
      'Fixture s.json: field "faults.4.call": a networkDown fault is for every call: leave this key out',
      'Fixture s.json: field "faults.5.when": a networkDown fault needs a window: {"fromMs": N, "untilMs": M}',
      'Fixture s.json: field "faults.6.call": which call: a contract route name such as "forms.validate" (only networkDown is for every call)',
      expect.stringMatching(/^Fixture s\.json: field "faults\.7\.when": must be one of: "always"/),
      'Fixture s.json: field "faults.8.when.calls": calls: at least one call number',
    ]);
  });
});

describe('faults the combination rule (first match wins) makes ambiguous', () => {
  it('refuses a fault an earlier one always beats, naming both', () => {
    const never = (later: number, earlier: number) =>
      `Fixture s.json: field "faults.${later}": never applies: fault ${earlier} matches every call this one does and comes first (the first fault that matches a call answers it)`;
    expect(
      problems([
        { call: 'forms.validate', status: 500, when: { first: 3 } },
        { call: 'forms.validate', formType: 'w8ben_2021', status: 503, when: { calls: [2, 3] } },
        { call: 'language.get', status: 500, when: { every: 2 } },
        { call: 'language.get', params: { code: 'de' }, status: 503, when: { every: 4 } },
        { networkDown: true, when: { fromMs: 1000, untilMs: 9000 } },
        { call: 'config.get', status: 500, when: { fromMs: 2000, untilMs: 3000 } },
        { call: 'config.lobs', status: 500 },
        { call: 'config.lobs', status: 503, when: { probability: 0.5, seed: 1 } },
      ]),
    ).toEqual([never(1, 0), never(3, 2), never(5, 4), never(7, 6)]);
  });

  it('accepts faults that overlap only in part: each still wins some calls', () => {
    expect(
      problems([
        { call: 'forms.validate', formType: 'w8ben_2021', status: 500, when: { calls: [3] } },
        { call: 'forms.validate', status: 503, when: { first: 3 } },
        { call: 'config.get', delayMs: 10, when: { first: 1 } },
        { call: 'config.get', status: 503, when: { calls: [1, 2] } },
        { networkDown: true, when: { fromMs: 1000, untilMs: 9000 } },
        { call: 'config.get', status: 500, when: { fromMs: 5000 } },
      ]),
    ).toEqual([]);
    expect(whenCovers({ after: 2 }, { calls: [3, 9] })).toBe(true);
    expect(whenCovers({ after: 2 }, { calls: [2, 9] })).toBe(false);
    expect(whenCovers({ every: 3 }, { every: 6 })).toBe(true);
    expect(whenCovers({ untilMs: 5000 }, { fromMs: 0, untilMs: 4000 })).toBe(true);
  });

  it('puts a scenario’s own faults before those it extends, and refuses an extended fault its own always beat', () => {
    const dir = mkdtempSync(join(tmpdir(), 'taxcert-fault-schema-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'scenarios'));
    const write = (name: string, body: object) =>
      writeFileSync(join(dir, 'scenarios', `${name}.json`), JSON.stringify({ description: name, ...body }));
    write('base', { faults: [{ call: 'config.get', status: 503, when: { calls: [2] } }] });
    write('narrower', { extends: 'base', faults: [{ call: 'config.get', status: 500, when: { calls: [1] } }] });
    expect(resolveScenario({ scenarios: loadScenarioFiles(dir) }, 'narrower').faults).toEqual([
      { call: 'config.get', status: 500, when: { calls: [1] } },
      { call: 'config.get', status: 503, when: { calls: [2] } },
    ]);
    write('wider', { extends: 'base', faults: [{ call: 'config.get', status: 500 }] });
    expect(() => loadScenarioFiles(dir)).toThrow(FixtureError);
    expect(() => loadScenarioFiles(dir)).toThrow(
      `Fixture ${join(dir, 'scenarios', 'wider.json')}: field "faults" (with the faults it extends, 1): never applies: fault 0`,
    );
  });
});
