import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

const HOUR = 60 * 60_000;
const boundary = '----taxcert-retention';
const pdf = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  Buffer.from('%PDF-1.7\n%test\n'),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

describe('memory does not only grow', () => {
  let app: SimApp;
  let now: number;
  beforeEach(async () => {
    now = Date.parse('2026-11-24T10:00:00Z');
    app = await buildTestApp({ now: () => new Date(now), retentionHours: 2 });
  });
  afterEach(() => app.close());

  async function customerWithFormAndFile() {
    const auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const formId = added.json<{ formId: number }>().formId;
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=passport&id=${formId}&linkType=form`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: pdf,
    });
    expect(upload.statusCode).toBe(200);
    return { auth, formId };
  }

  it('drops sessions, forms and files unused for longer than the retention, keeps what is used', async () => {
    const idle = await customerWithFormAndFile();
    const busy = await customerWithFormAndFile();
    expect(app.sim.store.counts).toEqual({ forms: 2, groups: 0, files: 2 });
    // The busy customer calls every 15 minutes (inside the 20-minute idle time-out) for 2.5 hours.
    for (let quarter = 0; quarter < 10; quarter += 1) {
      now += HOUR / 4;
      expect(
        (await app.inject({ method: 'GET', url: `/api/forms/${busy.formId}`, headers: busy.auth })).statusCode,
      ).toBe(200);
    }
    // The next request after the retention prunes: the idle customer's session, form and file are gone.
    await app.inject({ method: 'GET', url: '/api/auth/state' });
    expect(app.sim.store.counts).toEqual({ forms: 1, groups: 0, files: 1 });
    const gone = await app.inject({ method: 'GET', url: `/api/forms/${idle.formId}`, headers: idle.auth });
    expect(gone.statusCode).toBe(401);
    expect(app.sim.sessions.size).toBe(1);
    // The call counts of /__sim/calls go with their session (the busy one's, and the anonymous count, stay).
    expect(app.sim.calls.size).toBe(2);
  });
});
