import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFixturesDir, loadFixtures, resolveScenario } from '../src/fixtures/load';
import { ScenarioSchema } from '../src/fixtures/scenario';
import { BaseConfigSchema } from '../src/fixtures/schemas';
import { faultMessage } from '../src/plugins/faults';
import { buildTestApp, copyFixtures } from './helper';

/** docs/simulator.md, QA's guide: it must be enough on its own, so its examples and tables are checked here. */
const guide = readFileSync(join(defaultFixturesDir, '..', 'docs', 'simulator.md'), 'utf8');
const examples = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

const dir = mkdtempSync(join(tmpdir(), 'taxcert-guide-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/simulator.md', () => {
  it('has a worked scenario for each need QA named, each followed by its json example', () => {
    const needs = [
      'Retry',
      'Slow call',
      'Custom rejection',
      'TIN mismatch',
      'Timeout',
      'Upload refusal',
      'No-email customer',
      'Dropped catalogue',
      'Not pre-populatable',
      'Parallel sessions',
    ];
    for (const need of needs)
      expect(guide, need).toMatch(new RegExp(`\\*\\*${need}\\*\\* — [^]*?\`\`\`json\\n\\{ "description": "${need}`));
  });

  it('loads every json example of the guide as a scenario, and the simulator starts on each', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    copyFixtures(dir);
    examples.forEach((text, index) => writeFileSync(join(dir, 'scenarios', `guide-${index}.json`), text));
    const fixtures = loadFixtures(dir);
    for (const [index] of examples.entries()) {
      const scenario = resolveScenario(fixtures, `guide-${index}`);
      expect(scenario.description.length, `example ${index}`).toBeGreaterThan(0);
      const app = await buildTestApp({ fixtures, scenario: `guide-${index}` });
      const res = await app.inject({ method: 'GET', url: '/api/language' });
      expect([200, 503, 500, 403], `example ${index}`).toContain(res.statusCode);
      await app.close();
    }
  });

  it('states the message each fault status sends without a body, as the simulator sends it', () => {
    const table = guide.slice(guide.indexOf('| status without `body` | `message` sent |'));
    const rows = [...table.matchAll(/^\| ([\d, ]+?)(?: and any other status)? \| (.+?) \|$/gm)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    );
    expect(rows.length).toBe(8);
    for (const [statuses, message] of rows) {
      for (const status of statuses.split(', ')) expect(faultMessage(Number(status)), status).toBe(message);
    }
    expect(guide).toContain('| 500 and any other status | Unfortunately the operation was not completed. |');
    expect(faultMessage(418)).toBe('Unfortunately the operation was not completed.');
  });

  it('names every key a scenario can have, every config field and every form of "when"', () => {
    for (const key of Object.keys(ScenarioSchema.shape))
      expect(guide, key).toMatch(new RegExp(`^\\| (?:\`\\w+\` / )?\`${key.replace('$', '\\$')}\``, 'm'));
    for (const field of Object.keys(BaseConfigSchema.shape)) expect(guide, field).toContain(`\`${field}\``);
    for (const field of [
      'uploadTimeout',
      'maxUploadFiles',
      'maxFileSize',
      'maxParallelUploads',
      'isMultipleFileUpload',
    ]) {
      expect(guide, field).toContain(`| \`uploadFileSettings.${field}\` |`);
    }
    for (const when of [
      '"always"',
      '{"first": N}',
      '{"every": N}',
      '{"after": N}',
      '{"calls": [3]}',
      '{"fromMs": N, "untilMs": M}',
      '{"probability": 0.3, "seed": 42}',
    ])
      expect(guide, when).toContain(when);
    expect(guide).toContain('[field-ids.md](field-ids.md)');
  });
});
