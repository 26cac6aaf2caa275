import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultFixturesDir, FixtureError, loadFixtures } from '../src/fixtures/load';
import { WHEN_FORMS } from '../src/fixtures/scenario';
import { SCENARIO_SCHEMA_FILE, scenarioJsonSchemaText, scenarioSchemaPath } from '../src/fixtures/scenario-json-schema';
import { copyFixtures } from './helper';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the fixtures with extra scenario files. */
function fixturesWith(scenarios: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxcert-validation-'));
  copyFixtures(dir);
  for (const [name, body] of Object.entries(scenarios))
    writeFileSync(join(dir, 'scenarios', `${name}.json`), JSON.stringify(body));
  dirs.push(dir);
  return dir;
}

/** The problems start-up reports for these scenario files, one line each. */
function problemsOf(scenarios: Record<string, object>): { dir: string; problems: readonly string[] } {
  const dir = fixturesWith(scenarios);
  try {
    loadFixtures(dir);
  } catch (error) {
    if (error instanceof FixtureError) return { dir, problems: error.problems };
    throw error;
  }
  throw new Error('the fixtures loaded');
}

describe('scenario validation at start', () => {
  it('refuses a misspelt form type or group under formTypes, formGroups and validation, with the nearest valid name', () => {
    const { dir, problems } = problemsOf({
      typo: {
        description: 'x',
        formTypes: { w9_2042: { isEnabled: false } },
        formGroups: { crsiw8bn: { isVisible: false } },
        validation: { w8bne: { tinMatchCode: 3 } },
      },
    });
    const file = join(dir, 'scenarios', 'typo.json');
    expect(problems).toEqual([
      `Fixture ${file}: field "formTypes.w9_2042": unknown form type "w9_2042" (nearest valid name: "w9_2024")`,
      `Fixture ${file}: field "formGroups.crsiw8bn": unknown form group "crsiw8bn" (nearest valid name: "crsiw8ben")`,
      `Fixture ${file}: field "validation.w8bne": unknown form type "w8bne" (nearest valid name: "w8ben")`,
    ]);
  });

  it('refuses extends of a scenario that does not exist, with the nearest scenario name, and a scenario that extends itself', () => {
    const { dir, problems } = problemsOf({
      child: { description: 'x', extends: 'defualt' },
      a: { description: 'x', extends: 'b' },
      b: { description: 'x', extends: 'a' },
    });
    const scenarios = join(dir, 'scenarios');
    expect(problems).toEqual([
      `Fixture ${join(scenarios, 'a.json')}: field "extends": "a" extends itself (a → b → a)`,
      `Fixture ${join(scenarios, 'b.json')}: field "extends": "b" extends itself (b → a → b)`,
      `Fixture ${join(scenarios, 'child.json')}: field "extends": no scenario "defualt" (nearest valid name: "default")`,
    ]);
  });

  it('explains the allowed forms of tinMatchCode and when', () => {
    const { dir, problems } = problemsOf({
      codes: {
        description: 'x',
        validation: { w9_2024: { tinMatchCode: '3' }, w9_2018: { tinMatchCode: 9 } },
        faults: [
          { call: 'config.get', status: 503, when: { aftr: 2 } },
          { call: 'config.get', status: 503, when: { every: 1 } },
          { call: 'config.get', status: 503, when: { first: 2, every: 3 } },
          { call: 'config.get', drop: false },
        ],
      },
    });
    const file = join(dir, 'scenarios', 'codes.json');
    expect(problems).toEqual([
      `Fixture ${file}: field "validation.w9_2024.tinMatchCode": must be a whole number 0–8 (a number, not a string) or "outage"`,
      `Fixture ${file}: field "validation.w9_2018.tinMatchCode": a whole number 0–8 or "outage"`,
      `Fixture ${file}: field "faults.0.when": must be ${WHEN_FORMS}`,
      `Fixture ${file}: field "faults.1.when.every": every: at least 2`,
      `Fixture ${file}: field "faults.2.when.every": unknown key here: one form at a time, ${WHEN_FORMS}`,
      `Fixture ${file}: field "faults.3.drop": true, or leave the key out`,
    ]);
    expect(WHEN_FORMS).toBe(
      'one of: "always"; {"first": N} (the first N calls); {"calls": [N, …]} (exactly these calls, 1 = the first); ' +
        '{"every": N} (every Nth call, N ≥ 2); {"after": N} (every call after the first N); ' +
        '{"fromMs": N, "untilMs": M} (every call from N ms to before M ms after the session’s first call; either may be left out); ' +
        '{"probability": p, "seed": N} (0 < p ≤ 1, seeded)',
    );
  });

  it('lists every problem of every file in one message, naming file and field', () => {
    const dir = fixturesWith({
      one: { description: 'x', faults: [{ call: 'forms.sgn', status: 500 }], fualts: [] },
      two: { description: '', auth: { fixedPin: 123456 } },
    });
    const one = join(dir, 'scenarios', 'one.json');
    const two = join(dir, 'scenarios', 'two.json');
    expect(() => loadFixtures(dir)).toThrowError(
      [
        '4 problems in the fixtures:',
        `  Fixture ${one}: field "faults.0.call": unknown call "forms.sgn" (nearest valid name: "forms.sign")`,
        `  Fixture ${one}: field "fualts": unknown key (nearest valid name: "faults")`,
        `  Fixture ${two}: field "description": String must contain at least 1 character(s)`,
        `  Fixture ${two}: field "auth.fixedPin": Expected string, received number`,
      ].join('\n'),
    );
  });

  it('also reports problems of the other fixture files in the same message', () => {
    const dir = fixturesWith({ bad: { description: 'x', extends: 'nope' } });
    const customers = join(dir, 'customers.json');
    const json = JSON.parse(readFileSync(customers, 'utf8')) as { accounts: { id: unknown }[] }[];
    json[0]!.accounts[0]!.id = 'five';
    writeFileSync(customers, JSON.stringify(json));
    expect(() => loadFixtures(dir)).toThrowError(
      [
        '2 problems in the fixtures:',
        `  Fixture ${customers}: field "0.accounts.0.id": Expected number, received string`,
        `  Fixture ${join(dir, 'scenarios', 'bad.json')}: field "extends": no scenario "nope" (nearest valid name: "default")`,
      ].join('\n'),
    );
  });
});

describe('the scenario JSON Schema', () => {
  it('is what the generator writes from ScenarioSchema today (npm run generate:scenario-schema -w @taxcert/simulator)', () => {
    expect(readFileSync(scenarioSchemaPath(), 'utf8')).toBe(scenarioJsonSchemaText());
  });

  it('is named by every shipped scenario, and the loader accepts $schema and does not take the schema for a scenario', () => {
    const files = readdirSync(join(defaultFixturesDir, 'scenarios')).filter(
      (f) => f.endsWith('.json') && f !== SCENARIO_SCHEMA_FILE,
    );
    for (const file of files) {
      const json = JSON.parse(readFileSync(join(defaultFixturesDir, 'scenarios', file), 'utf8')) as {
        $schema?: string;
      };
      expect(json.$schema, file).toBe('./scenario.schema.json');
    }
    const fixtures = loadFixtures();
    expect(fixtures.scenarios.size).toBe(files.length);
    expect(fixtures.scenarios.has('scenario.schema')).toBe(false);
  });
});
