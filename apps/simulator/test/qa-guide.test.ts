import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { defaultFixturesDir } from '../src/fixtures/load';
import { buildTestApp, cookiesOf, copyFixtures, signIn, validW9 } from './helper';

/**
 * The newcomer test of docs/qa/journeys.md: its scenario and request examples are run as written,
 * its TIN table is the fixture's, and the names it tells a script to find are the English catalogue's.
 */
const guide = readFileSync(join(defaultFixturesDir, '..', 'docs', 'qa', 'journeys.md'), 'utf8');
const slug = (description: string) => (description.split(':')[0] ?? '').toLowerCase().replace(/\W+/g, '-');
const scenarios = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1] ?? '{}') as { description: string },
);
const requests = [...guide.matchAll(/```http\n(GET|DELETE|PUT|POST) (\S+)\n→ (\d{3})\n```/g)].map(
  ([, method = '', url = '', status = '']) => ({ method, url, status: Number(status) }),
);

const dir = mkdtempSync(join(tmpdir(), 'taxcert-qa-guide-'));
copyFixtures(dir);
for (const scenario of scenarios)
  writeFileSync(join(dir, 'scenarios', `${slug(scenario.description)}.json`), JSON.stringify(scenario));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let app: SimApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
const clock = { ms: Date.parse('2026-06-01T09:00:00Z') };
const start = async (scenario = 'default') => {
  app = await buildTestApp({ fixturesDir: dir, scenario, now: () => new Date(clock.ms) });
  return app;
};

describe('docs/qa/journeys.md, as a newcomer reads it', () => {
  it('has its examples: two scenarios and four requests', () => {
    expect(scenarios.map((s) => slug(s.description))).toEqual(['qa-outage', 'qa-third-check']);
    expect(requests).toHaveLength(4);
  });

  it('QA third check: only the third W-9 check answers 500', async () => {
    const sim = await start('qa-third-check');
    const auth = await signIn(sim);
    const add = await sim.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const id = add.json<{ formId: number }>().formId;
    const form = await sim.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth });
    const data = validW9(form.json<{ data: Record<string, Record<string, unknown>> }>().data);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++)
      seen.push(
        (await sim.inject({ method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: data }))
          .statusCode,
      );
    expect(seen).toEqual([200, 200, 500, 200]);
  });

  it('QA outage: every call is cut from 30 s to 40 s after the session’s first call', async () => {
    const sim = await start('qa-outage');
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}`;
    const outcome = async (path: string) => {
      try {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        return (error as Error).name;
      }
    };
    const seen = [await outcome('/api/config')];
    for (const step of [29_999, 1, 9_999, 1]) {
      clock.ms += step;
      seen.push(await outcome('/api/language'));
    }
    expect(seen).toEqual([200, 200, 'TypeError', 'TypeError', 200]);
  });

  it('the requests answer as the guide says, in its order, in one browser session', async () => {
    const sim = await start();
    let cookie = '';
    for (const request of requests) {
      const res = await sim.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(request.status);
      const session = cookiesOf(res).taxcert_session;
      if (session) cookie = `taxcert_session=${session}`;
      if (request.url.startsWith('/__sim/use/')) expect(res.headers.location).toBe('/form-selection');
    }
    const config = await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie } });
    expect(config.statusCode).toBe(200);
  });

  it('lists the TIN-matching records of fixtures/tin-matching.json, each with its code', () => {
    const records = JSON.parse(readFileSync(join(defaultFixturesDir, 'tin-matching.json'), 'utf8')) as {
      tin: string;
      tinType: string;
      name: string;
      resultCode: number;
    }[];
    const rows = [...guide.matchAll(/^\| ([\d-]{10,11}) \| (SSN|EIN) \| (.+?) \| (\d) \|$/gm)].map(
      ([, tin = '', type = '', name = '', code = '']) => ({
        tin: tin.replace(/-/g, ''),
        tinType: type === 'SSN' ? 'Ssn' : 'Ein',
        name,
        resultCode: Number(code),
      }),
    );
    expect(rows).toEqual(records);
    expect(guide).toContain("Jane Doe's W-9 with SSN 521-44-7813 is checked with the warning `WRN-TIN-MATCH-3`");
  });

  it('tells a script the names the app shows, as the English catalogue words them', () => {
    const keys = [
      'authentaLink.email',
      'authentaLink.uniqueRef',
      'authentaLink.submit',
      'cookieBanner.label',
      'cookieBanner.accept',
      'eula.title',
      'eula.textLabel',
      'eula.scrollToRead',
      'eula.allRead',
      'eula.accept',
      'formSelection.start',
      'formChoice.confirm',
      'form.check',
      'form.signAndSubmit',
      'results.title',
      'results.noRejections',
      'supportingDocuments.dialogTitle',
      'supportingDocuments.docType',
      'supportingDocuments.chooseFiles',
      'formPreview.title',
      'formPreview.confirm',
      'certification.title',
      'certification.textLabel',
      'certification.certify',
      'pin.title',
      'formSigning.title',
      'formSigning.printName',
      'formSigning.sign',
      'success.title',
      'success.download',
      'connection.offline',
      'connection.waiting',
      'connection.restored',
      'connection.retrying',
    ];
    const all = catalogue();
    for (const key of keys) {
      expect(all[key], key).toBeDefined();
      expect(guide.replace(/\s+/g, ' '), key).toContain(String(all[key]));
    }
  });
});

/** Every English catalogue file merged. */
function catalogue(): Record<string, string> {
  const root = join(defaultFixturesDir, 'languages', 'en');
  return Object.assign(
    {},
    ...readdirSync(root)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}
