import { ErrorCodes } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * The server's half of the time rules of app-shell.md §4 at midnight on 31 December (ADR 073): at the instant the
 * signer's browser shows the date below, the simulator accepts it as the date of signing, prints it, and counts the
 * W-8's validity from it (31 December of the third year after) — not from its own UTC day. The browser's half (which
 * date the sign dialog shows in each time zone) is apps/web's time-edges test; the browser test
 * apps/web/e2e/time-edges.e2e.ts runs one of these cases end to end.
 */
const EDGES = [
  {
    name: 'New York, 23:55 on 31 December (1 January in UTC)',
    at: '2027-01-01T04:55:00Z',
    signDate: '12-31-2026',
    validUntil: 2029,
  },
  { name: 'New York, 00:05 on 1 January', at: '2027-01-01T05:05:00Z', signDate: '01-01-2027', validUntil: 2030 },
  { name: 'Tokyo, 23:55 on 31 December', at: '2026-12-31T14:55:00Z', signDate: '12-31-2026', validUntil: 2029 },
  {
    name: 'Tokyo, 00:05 on 1 January (capped at the UTC day)',
    at: '2026-12-31T15:05:00Z',
    signDate: '12-31-2026',
    validUntil: 2029,
  },
] as const;

let app: SimApp | undefined;
afterEach(() => app?.close());

/** A simulator whose clock stands at `at`, Jane signed in, and a W-8BEN with its sample answers. */
async function w8benAt(at: string) {
  app = await buildTestApp({ now: () => new Date(at) });
  const auth = await signIn(app);
  const journey = formJourney(app, auth, 'w8ben_2021');
  const { id, data } = await journey.create();
  const answers = (await loadDefinition('w8ben_2021'))!.sampleAnswers!(data, 'Jane Doe');
  return { journey, id, answers, auth };
}

const signature = (signDate: string) => ({ printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate });

describe('the date of signing and the validity at midnight on 31 December', () => {
  it.each(EDGES)('$name: signs on $signDate, valid until 31 December $validUntil', async (edge) => {
    const { journey, id, answers } = await w8benAt(edge.at);
    const pdf = await journey.signed(id, answers, signature(edge.signDate), `time-edge-${edge.at}`);
    expect(pdf).toContain(edge.signDate);
    expect(pdf).toContain(`This form is valid until 12-31-${edge.validUntil}`);
    // The evidence block's time stamp is the server's clock, in UTC.
    expect(pdf).toContain(`Signed (UTC): ${new Date(edge.at).toISOString()}`);
  });

  it('refuses the local day when it is ahead of the UTC day (Tokyo, 00:05 on 1 January): why the browser caps it', async () => {
    const { journey, id, answers, auth } = await w8benAt('2026-12-31T15:05:00Z');
    const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      app!.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expect(await journey.rejections(id, answers)).toEqual([]);
    await call('PUT', `/api/forms/${id}/confirm`, {});
    await call('POST', `/api/forms/${id}/certify`);
    const refused = await call('POST', `/api/forms/${id}/sign`, signature('01-01-2027'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: ErrorCodes.SignDateFuture,
      message: 'The date of signing cannot be after today (12-31-2026).',
    });
  });
});
