import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, cookiesOf, XRW } from './helper';

const UNVERIFIED = { code: 4010, message: 'Sorry, we were unable to verify your details. Please try again.' };
const GONE = { code: 4012, message: 'This sign-in link has expired or was already used. Please ask for a new one.' };
const JANE = { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' };

describe('sign-in links (ADR 007)', () => {
  let app: SimApp;
  let now: number;
  beforeEach(async () => {
    now = Date.parse('2026-11-24T10:00:00Z');
    app = await buildTestApp({ now: () => new Date(now) });
  });
  afterEach(() => app.close());

  const issue = () => new URL(app.sim.sendAuthLink(app.sim.customerByRef('CUST-1001')!));
  async function open(link: URL): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    return `taxcert_link=${cookiesOf(res).taxcert_link}`;
  }
  const submit = (cookie: string, identity: object = JANE) =>
    app.inject({ method: 'POST', url: '/api/authentaLink', headers: { ...XRW, cookie }, payload: identity });

  it('works for 60 minutes by default, then answers 410', async () => {
    const onTime = await open(issue());
    const late = await open(issue());
    now += 60 * 60_000;
    expect((await submit(onTime)).statusCode).toBe(200);
    now += 1000;
    const res = await submit(late);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(GONE);
  });

  it('burns a link after 3 wrong identities, with the same answer whatever was wrong', async () => {
    const cookie = await open(issue());
    for (const wrong of [
      { ...JANE, email: 'x@example.com' },
      { ...JANE, name: 'Joan Doe' },
    ]) {
      const res = await submit(cookie, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNVERIFIED);
    }
    const third = await submit(cookie, { ...JANE, uniqueRef: 'CUST-1002' });
    expect(third.statusCode).toBe(410);
    expect(third.json()).toEqual(GONE);
    const right = await submit(cookie);
    expect(right.statusCode).toBe(410);
    expect(right.json()).toEqual(GONE);
  });

  it('voids older links nobody opened once a newer one is used; a link already open elsewhere keeps working', async () => {
    const older = issue();
    const openElsewhere = await open(issue());
    const newer = await open(issue());
    expect((await submit(newer)).statusCode).toBe(200);
    const res = await submit(await open(older));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(GONE);
    expect((await submit(openElsewhere)).statusCode).toBe(200);
  });

  it('forgets links a day after they expired (memory stays bounded), answering them as unknown', async () => {
    const cookie = await open(issue());
    now += 26 * 60 * 60_000;
    issue();
    const res = await submit(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 4011, message: 'Please open the sign-in link from your e-mail first.' });
  });
});
