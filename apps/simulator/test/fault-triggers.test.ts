import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { DEFAULT_FAULT_MESSAGE, faultApplies, faultMessage } from '../src/plugins/faults';
import { addW9, buildTestApp, copyFixtures, expectContract, signIn } from './helper';

const dirs: string[] = [];
let app: SimApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** The simulator on a copy of the fixtures with one extra scenario `s`, with a clock the test moves. */
async function start(scenario: object, clock = { ms: Date.parse('2026-06-01T09:00:00Z') }) {
  const dir = mkdtempSync(join(tmpdir(), 'taxcert-triggers-'));
  dirs.push(dir);
  copyFixtures(dir);
  writeFileSync(join(dir, 'scenarios', 's.json'), JSON.stringify({ description: 'x', ...scenario }));
  app = await buildTestApp({ fixturesDir: dir, scenario: 's', now: () => new Date(clock.ms) });
  return { sim: app, clock };
}

const statusOf = async (sim: SimApp, url = '/api/config') => (await sim.inject({ method: 'GET', url })).statusCode;

describe('fault triggers', () => {
  it('after N: the first N calls work, every later one fails', async () => {
    expect([1, 2, 3, 4].map((n) => faultApplies({ when: { after: 2 } }, n))).toEqual([false, false, true, true]);
    const { sim } = await start({ faults: [{ call: 'config.get', status: 503, when: { after: 2 } }] });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await statusOf(sim));
    expect(statuses).toEqual([200, 200, 503, 503]);
  });

  it('fromMs: calls fail once the scenario has been in force N ms on the simulator clock (from the session’s first call)', async () => {
    const { sim, clock } = await start({ faults: [{ call: 'config.get', status: 500, when: { fromMs: 60_000 } }] });
    expect(await statusOf(sim, '/api/language')).toBe(200);
    clock.ms += 59_999;
    expect(await statusOf(sim)).toBe(200);
    clock.ms += 1;
    expect(await statusOf(sim)).toBe(500);
    expect(await statusOf(sim, '/api/language')).toBe(200);
  });
});

describe('status faults without a body', () => {
  it('send the spec’s text for the statuses it names, and its default server text for any other', async () => {
    const { sim } = await start({
      faults: [
        { call: 'config.get', status: 413 },
        { call: 'config.lobs', status: 418 },
        { call: 'config.jurisdictions', status: 503 },
      ],
    });
    expect((await sim.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      code: 413,
      message: 'The file is larger than the size allowed.',
    });
    expect((await sim.inject({ method: 'GET', url: '/api/config/lobs' })).json()).toEqual({
      code: 418,
      message: 'Unfortunately the operation was not completed.',
    });
    expect((await sim.inject({ method: 'GET', url: '/api/config/jurisdictions' })).json()).toEqual({
      code: 503,
      message: 'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
    });
    expect(faultMessage(401)).toBe('For your security your access to this page has been denied.');
    expect(faultMessage(403)).toBe('You have not been permissioned to access this module.');
    expect(faultMessage(404)).toBe('The requested resource does not exist.');
    expect(faultMessage(501)).toBe('This feature is not currently supported.');
    expect(faultMessage(599)).toBe(DEFAULT_FAULT_MESSAGE);
  });
});

describe('reset', () => {
  it('sends the status line and headers, then cuts the connection inside the body: the client sees a network error', async () => {
    const { sim } = await start({ faults: [{ call: 'language.list', reset: true, when: { first: 1 } }] });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const address = sim.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const first = await fetch(`${base}/api/language`);
    expect(first.status).toBe(200);
    await expect(first.json()).rejects.toThrow(TypeError);
    const second = await fetch(`${base}/api/language`);
    expect(second.status).toBe(200);
    expect(Array.isArray(await second.json())).toBe(true);
  });

  it('is one kind of fault: not beside a status, drop or hang', async () => {
    await expect(start({ faults: [{ call: 'language.list', reset: true, drop: true }] })).rejects.toThrow(
      /field "faults.0": a fault is one of: status, drop, reset, hang or networkDown/,
    );
  });
});

describe('serverLimits', () => {
  const boundary = '----taxcert-limits';
  const multipart = (bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

  async function uploader(serverLimits: object) {
    const { sim } = await start({ serverLimits });
    const auth = await signIn(sim);
    const formId = await addW9(sim, auth);
    return (bytes: Buffer) =>
      sim.inject({
        method: 'PUT',
        url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(bytes),
      });
  }

  it('refuse with 413 an upload larger than the server allows, whatever the client settings (5 MB) allow', async () => {
    const upload = await uploader({ maxFileSize: 0.01 });
    const refused = await upload(pdf(11_000));
    expect(refused.statusCode).toBe(413);
    expectContract('upload.supportingDoc', refused);
    expect(refused.json()).toEqual({ code: 413, message: 'The file is larger than the 0.01 MB the server allows.' });
    expect((await upload(pdf(9_000))).statusCode).toBe(200);
  });

  it('refuse with 400 a document beyond the server’s count', async () => {
    const upload = await uploader({ maxUploadFiles: 1 });
    expect((await upload(pdf(100))).statusCode).toBe(200);
    const refused = await upload(pdf(100));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, message: 'No more than 1 documents can be uploaded (server limit).' });
  });
});
