import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, cookiesOf, copyFixtures } from './helper';

/** A scenario file changed on disk is in force without a restart; a broken edit keeps the last good one. */
const dirs: string[] = [];
let app: SimApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function fixturesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxcert-reload-'));
  dirs.push(dir);
  copyFixtures(dir);
  return dir;
}

const scenarioFile = (dir: string, name: string) => join(dir, 'scenarios', `${name}.json`);

describe('scenario hot reload', () => {
  it('watches fixtures/scenarios: an edit is in force at the next call, the session keeps its choice; a broken edit is refused and said why', async () => {
    const dir = fixturesDir();
    writeFileSync(scenarioFile(dir, 'qa'), JSON.stringify({ description: 'QA, first version' }));
    const lines: string[] = [];
    app = await buildTestApp({ fixturesDir: dir, watchScenarios: (line) => lines.push(line) });
    const sim = app;
    const cookie = `taxcert_session=${cookiesOf(await sim.inject({ method: 'GET', url: '/__sim/use/qa' })).taxcert_session}`;
    const config = async () =>
      (await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie } })).statusCode;
    expect(await config()).toBe(200);

    writeFileSync(
      scenarioFile(dir, 'qa'),
      JSON.stringify({ description: 'QA, second version', faults: [{ call: 'config.get', status: 503 }] }),
    );
    await vi.waitFor(() => expect(lines.at(-1)).toMatch(/^Scenarios reloaded: \d+ scenarios in force\.$/), {
      timeout: 5_000,
    });
    expect(await config()).toBe(503);
    expect((await sim.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200); // the server's default

    writeFileSync(scenarioFile(dir, 'qa'), '{ "description": "QA, third version", "faults": [{ "call": "config.gte" ');
    await vi.waitFor(() => expect(lines.at(-1)).toMatch(/^Scenarios not reloaded: the last good versions/), {
      timeout: 5_000,
    });
    expect(lines.at(-1)).toContain(`Fixture ${scenarioFile(dir, 'qa')} is not readable JSON`);
    expect(await config()).toBe(503);
    const status = (await sim.inject({ method: 'GET', url: '/__sim/scenarios' })).json<{
      refused: { problems: string[] } | null;
      scenarios: string[];
    }>();
    expect(status.refused?.problems).toEqual([
      expect.stringContaining(`${scenarioFile(dir, 'qa')} is not readable JSON`),
    ]);
    expect(status.scenarios).toContain('qa');
    const page = (await sim.inject({ method: 'GET', url: '/__sim', headers: { cookie } })).body;
    expect(page).toContain('<div role="alert"><p><strong>The last edit of the scenarios was refused</strong>');
  });

  it('refuses an edit with a schema problem or one that removes the server’s scenario, and forgets the refusal at the next good load', async () => {
    const dir = fixturesDir();
    app = await buildTestApp({ fixturesDir: dir, scenario: 'display-stacked' });
    const sim = app;
    writeFileSync(
      scenarioFile(dir, 'typo'),
      JSON.stringify({ description: 'x', faults: [{ call: 'forms.sgn', status: 500 }] }),
    );
    expect(sim.sim.reloadScenarios().refused?.problems).toEqual([
      `Fixture ${scenarioFile(dir, 'typo')}: field "faults.0.call": unknown call "forms.sgn" (nearest valid name: "forms.sign")`,
    ]);
    expect(sim.sim.fixtures.scenarios.has('typo')).toBe(false);
    rmSync(scenarioFile(dir, 'typo'));
    rmSync(scenarioFile(dir, 'display-stacked'));
    expect(sim.sim.reloadScenarios().refused?.problems).toEqual([
      'the server\'s scenario "display-stacked" is no longer there',
    ]);
    writeFileSync(
      scenarioFile(dir, 'display-stacked'),
      JSON.stringify({ description: 'Stacked, edited', config: { formDisplayMode: 'Irs' } }),
    );
    expect(sim.sim.reloadScenarios().refused).toBeNull();
    const config = (await sim.inject({ method: 'GET', url: '/api/config' })).json<{ formDisplayMode: string }>();
    expect(config.formDisplayMode).toBe('Irs');
  });

  it('a session whose scenario file was deleted keeps its last version', async () => {
    const dir = fixturesDir();
    writeFileSync(
      scenarioFile(dir, 'gone'),
      JSON.stringify({ description: 'x', config: { formDisplayMode: 'Stacked' } }),
    );
    app = await buildTestApp({ fixturesDir: dir });
    const sim = app;
    const cookie = `taxcert_session=${cookiesOf(await sim.inject({ method: 'GET', url: '/__sim/use/gone' })).taxcert_session}`;
    const mode = async () =>
      (await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie } })).json<{ formDisplayMode: string }>()
        .formDisplayMode;
    expect(await mode()).toBe('Stacked');
    rmSync(scenarioFile(dir, 'gone'));
    expect(sim.sim.reloadScenarios().refused).toBeNull();
    expect(await mode()).toBe('Stacked');
    expect((await sim.inject({ method: 'GET', url: '/__sim/use/gone' })).statusCode).toBe(404);
  });
});
