import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { defaultFixturesDir } from '../src/fixtures/load';
import { buildTestApp, cookiesOf, copyFixtures, signIn, validW9, XRW } from './helper';

/**
 * Each worked scenario of docs/simulator.md ("Worked scenarios, one per need") does what the guide says it
 * does: the example is taken from the guide as written, saved as a scenario and driven through the API.
 */
const guide = readFileSync(join(defaultFixturesDir, '..', 'docs', 'simulator.md'), 'utf8');
const examples = new Map(
  [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => {
    const scenario = JSON.parse(match[1] ?? '{}') as { description: string };
    return [scenario.description.split(':')[0] ?? '', scenario] as const;
  }),
);

const dir = mkdtempSync(join(tmpdir(), 'taxcert-guide-examples-'));
copyFixtures(dir);
for (const [need, scenario] of examples)
  writeFileSync(join(dir, 'scenarios', `${need.toLowerCase().replace(/\W+/g, '-')}.json`), JSON.stringify(scenario));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the guide’s worked scenarios do what it says', () => {
  let app: SimApp | undefined;
  const clock = { ms: Date.parse('2026-06-01T09:00:00Z') };
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const start = async (need: string) => {
    expect(examples.has(need), need).toBe(true);
    app = await buildTestApp({
      fixturesDir: dir,
      scenario: need.toLowerCase().replace(/\W+/g, '-'),
      now: () => new Date(clock.ms),
    });
    return app;
  };
  const statuses = async (sim: SimApp, n: number, request: () => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await request()).statusCode);
    return out;
  };
  /** A signed-in W-9 and a way to validate answers for it. */
  const w9 = async (sim: SimApp, auth: Record<string, string>) => {
    const id = (
      await sim.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
      })
    ).json<{ formId: number }>().formId;
    const data = validW9(
      (await sim.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json<{
        data: Record<string, Record<string, unknown>>;
      }>().data,
    );
    return {
      id,
      validate: () =>
        sim.inject({ method: 'POST', url: `/api/forms/w9_2024/${id}/validate`, headers: auth, payload: data }),
    };
  };

  it('Retry: 503, 503, then 200', async () => {
    const sim = await start('Retry');
    expect(await statuses(sim, 3, () => sim.inject({ method: 'GET', url: '/api/config' }))).toEqual([503, 503, 200]);
  });

  it('Validation works twice, then fails', async () => {
    const sim = await start('Validation works twice, then fails');
    const form = await w9(sim, await signIn(sim));
    expect(await statuses(sim, 4, form.validate)).toEqual([200, 200, 500, 500]);
  });

  it('Custom rejection and TIN mismatch: the scripted items are in the result', async () => {
    let sim = await start('Custom rejection');
    let result = (await (await w9(sim, await signIn(sim))).validate()).json<{
      rejections: object[];
      warnings: object[];
    }>();
    expect(result.rejections).toContainEqual({
      code: 'E-NAME-CHECK',
      codeDescription: 'The name does not match our records.',
      field: 'name.name',
    });
    expect(result.warnings).toContainEqual({
      code: 'WRN-ADDRESS-CHECK',
      codeDescription: 'Please check your address.',
      field: 'address.line1',
    });
    await sim.close();
    sim = await start('TIN mismatch');
    result = (await (await w9(sim, await signIn(sim))).validate()).json<{ rejections: object[]; warnings: object[] }>();
    expect(result).toMatchObject({ tinMatched: false });
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'WRN-TIN-MATCH-3', field: 'usTin.tin' }));
  });

  it('Timeout: a session idle for over a minute times out; form loads answer the scripted 498 from 2 minutes on', async () => {
    const sim = await start('Timeout');
    const idle = await signIn(sim);
    const first = await w9(sim, idle);
    clock.ms += 61_000;
    const timedOut = await sim.inject({ method: 'GET', url: `/api/forms/${first.id}`, headers: idle });
    expect(timedOut.statusCode).toBe(403);
    expect(timedOut.json()).toMatchObject({ code: 498 });
    expect(timedOut.json<{ message: string }>().message).not.toBe('Your session has timed out.');
    const auth = await signIn(sim);
    const form = await w9(sim, auth);
    const load = () => sim.inject({ method: 'GET', url: `/api/forms/${form.id}`, headers: auth });
    clock.ms += 59_000;
    expect((await load()).statusCode).toBe(200);
    clock.ms += 59_000;
    expect((await load()).statusCode).toBe(200);
    clock.ms += 2_000;
    const scripted = await load();
    expect([scripted.statusCode, scripted.json()]).toEqual([
      403,
      { code: 498, message: 'Your session has timed out.' },
    ]);
  });

  it('Upload refusal: a 2 MB PDF the dialog allows is refused by the server with 413', async () => {
    const sim = await start('Upload refusal');
    const auth = await signIn(sim);
    const config = (await sim.inject({ method: 'GET', url: '/api/config', headers: auth })).json<{
      uploadFileSettings: { maxFileSize: number };
    }>();
    expect(config.uploadFileSettings.maxFileSize).toBe(5);
    const { id } = await w9(sim, auth);
    const boundary = '----guide';
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const res = await sim.inject({
      method: 'PUT',
      url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${id}&linkType=form`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      413,
      'The file is larger than the 1 MB the server allows.',
    ]);
  });

  it('No-email customer: an empty e-mail signs Pierre Martin in to the PIN step; PIN 246810 confirms', async () => {
    const sim = await start('No-email customer');
    const link = await sim.inject({ method: 'GET', url: '/__sim/auth-link' });
    const {
      link: url,
      uniqueRef,
      name,
      email,
    } = link.json<{ link: string; uniqueRef: string; name: string; email: null }>();
    expect([uniqueRef, name, email]).toEqual(['CUST-1003', 'Pierre Martin', null]);
    const opened = await sim.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    const signed = await sim.inject({
      method: 'POST',
      url: '/api/authentaLink',
      headers: { ...XRW, cookie: `taxcert_link=${cookiesOf(opened).taxcert_link}` },
      payload: { email: '', uniqueRef, name },
    });
    expect(signed.json()).toMatchObject({ loginSuccess: false, navigateToPath: '/confirmPin' });
    const session = `taxcert_session=${cookiesOf(signed).taxcert_session}`;
    const pin = await sim.inject({
      method: 'POST',
      url: '/api/validatepin',
      headers: { ...XRW, cookie: session },
      payload: { pin: '246810', pinType: 2 },
    });
    expect(pin.json()).toMatchObject({ verified: true, authState: 'Authorised' });
  });

  it('Dropped catalogue: language/{code} is cut inside the answer every time', async () => {
    const sim = await start('Dropped catalogue');
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${(sim.server.address() as { port: number }).port}/api/language/en`);
    await expect(res.json()).rejects.toThrow(TypeError);
  });

  it('Not pre-populatable: the W-9 cannot be added', async () => {
    const sim = await start('Not pre-populatable');
    const auth = await signIn(sim);
    const config = (await sim.inject({ method: 'GET', url: '/api/config', headers: auth })).json<{
      formTypes: { formType: string; canPrepopulate: boolean }[];
    }>();
    expect(config.formTypes.find((f) => f.formType === 'w9_2024')?.canPrepopulate).toBe(false);
    expect(
      (
        await sim.inject({
          method: 'PUT',
          url: '/api/forms',
          headers: auth,
          payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('Parallel sessions: two browser sessions on two scenarios side by side', async () => {
    const sim = await start('Parallel sessions');
    const use = async (name: string) =>
      `taxcert_session=${cookiesOf(await sim.inject({ method: 'GET', url: `/__sim/use/${name}` })).taxcert_session}`;
    const [stacked, standard] = [await use('parallel-sessions'), await use('default')];
    const mode = async (cookie: string) =>
      (await sim.inject({ method: 'GET', url: '/api/config', headers: { cookie } })).json<{ formDisplayMode: string }>()
        .formDisplayMode;
    expect([await mode(stacked), await mode(standard)]).toEqual(['Stacked', 'Irs']);
  });

  it('Third W-8BEN check fails: only that call answers 500', async () => {
    const sim = await start('Third W-8BEN check fails');
    const auth = await signIn(sim);
    const id = (
      await sim.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021' },
      })
    ).json<{ formId: number }>().formId;
    const checkW8ben = () =>
      sim.inject({ method: 'POST', url: `/api/forms/w8ben_2021/${id}/validate`, headers: auth, payload: {} });
    const w9form = await w9(sim, auth);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push((await w9form.validate()).statusCode, (await checkW8ben()).statusCode);
    expect(seen).toEqual([200, 200, 200, 200, 200, 500, 200, 200]);
  });

  it('Network down: calls are cut from 30 s to 40 s after the session’s first call', async () => {
    const sim = await start('Network down');
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}`;
    const outcome = async () => {
      try {
        const res = await fetch(`${base}/api/language`);
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        return (error as Error).name;
      }
    };
    const seen = [await outcome()];
    for (const step of [29_999, 1, 9_999, 1]) {
      clock.ms += step;
      seen.push(await outcome());
    }
    expect(seen).toEqual([200, 200, 'TypeError', 'TypeError', 200]);
  });

  it('Slow call: Check answers after 4 s (the delay is the guide’s)', () => {
    expect(examples.get('Slow call')).toEqual({
      description: 'Slow call: every Check takes 4 s',
      faults: [{ call: 'forms.validate', delayMs: 4000 }],
    });
  });
});
