import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError, loadFixtures, resolveScenario } from '../src/fixtures/load';
import { copyFixtures } from './helper';

describe('fixtures are validated by the contract schemas at start', () => {
  const dirs: string[] = [];
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'taxcert-fixtures-'));
    copyFixtures(dir);
    dirs.push(dir);
    return dir;
  };
  const edit = (file: string, change: (json: any) => void) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    change(json);
    writeFileSync(file, JSON.stringify(json));
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('loads the shipped fixtures', () => {
    const fixtures = loadFixtures();
    expect(fixtures.customers.length).toBeGreaterThan(0);
    expect(fixtures.catalogues.get('en')?.['questionnaire.usTin.tin.lengthErrorMessage']).toBeTruthy();
    expect(fixtures.scenarios.has('default')).toBe(true);
  });

  it('names the file and the field of a bad value', () => {
    const dir = copy();
    edit(join(dir, 'customers.json'), (json) => {
      json[0].accounts[0].id = 'five';
    });
    expect(() => loadFixtures(dir)).toThrowError(FixtureError);
    expect(() => loadFixtures(dir)).toThrowError(
      `Fixture ${join(dir, 'customers.json')}: field "0.accounts.0.id": Expected number, received string`,
    );
  });

  it('refuses an unknown key in the online config', () => {
    const dir = copy();
    edit(join(dir, 'config', 'online-config.json'), (json) => {
      json.formDisplayMod = 'Irs';
    });
    expect(() => loadFixtures(dir)).toThrowError(
      /online-config\.json: field "formDisplayMod": unknown key \(nearest valid name: "formDisplayMode"\)/,
    );
  });

  it('refuses a scenario that extends an unknown one', () => {
    const dir = copy();
    writeFileSync(join(dir, 'scenarios', 'child.json'), JSON.stringify({ description: 'x', extends: 'nope' }));
    expect(() => loadFixtures(dir)).toThrowError(/child\.json: field "extends": no scenario "nope"/);
  });

  it('folds a scenario over the one it extends', () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'scenarios', 'stacked.json'),
      JSON.stringify({ description: 'Stacked', extends: 'default', config: { formDisplayMode: 'Stacked' } }),
    );
    const scenario = resolveScenario(loadFixtures(dir), 'stacked');
    expect(scenario).toMatchObject({ name: 'stacked', customer: 'CUST-1001', config: { formDisplayMode: 'Stacked' } });
  });
});
