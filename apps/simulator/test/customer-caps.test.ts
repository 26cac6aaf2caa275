import { describe, expect, it } from 'vitest';
import { CUSTOMER_CAPS } from '../src/store/forms';
import { signedInApp, signIn } from './helper';

const HOUR = 60 * 60_000;
let now = Date.parse('2026-11-24T10:00:00Z');

/** A customer's forms and groups are capped (CUSTOMER_CAPS); unused ones are pruned after the retention. */
describe('forms and groups per customer', () => {
  const session = signedInApp({ now: () => new Date(now), retentionHours: 1 }, true);
  const addForm = (language = 'en') =>
    session.app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: { ...session.auth, 'accept-language': language },
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
  const addGroup = () =>
    session.app.inject({
      method: 'POST',
      url: '/api/formgroups',
      headers: session.auth,
      payload: { isOnline: true, accountId: 5001, formTypes: ['crsi_2024', 'w8ben_2021'] },
    });

  it(`refuses the form after ${CUSTOMER_CAPS.forms} with 400 code 4001, in the request's language; room again once unused ones are pruned`, async () => {
    for (let i = 0; i < CUSTOMER_CAPS.forms; i += 1) expect((await addForm()).statusCode).toBe(200);
    const refused = await addForm();
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        code: 4001,
        message: `You already have ${CUSTOMER_CAPS.forms} forms, the most that can be kept. Please continue with one of them.`,
      },
    ]);
    expect((await addForm('de')).json<{ message: string }>().message).toBe(
      `Sie haben bereits ${CUSTOMER_CAPS.forms} Formulare, die Höchstzahl, die gespeichert werden kann. Bitte fahren Sie mit einem davon fort.`,
    );
    // A group needs room for its two forms too.
    expect((await addGroup()).json<{ code: number }>().code).toBe(4001);
    expect(session.app.sim.store.counts.forms).toBe(CUSTOMER_CAPS.forms);
    now += 2 * HOUR; // past the retention: the next request prunes them; the session has timed out by then
    await session.app.inject({ method: 'GET', url: '/api/auth/state' });
    expect(session.app.sim.store.counts.forms).toBe(0);
    session.auth = await signIn(session.app);
    expect((await addForm()).statusCode).toBe(200);
  });

  it(`refuses the group after ${CUSTOMER_CAPS.groups} with 400 code 4001`, async () => {
    for (let i = 0; i < CUSTOMER_CAPS.groups; i += 1) expect((await addGroup()).statusCode).toBe(200);
    const refused = await addGroup();
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        code: 4001,
        message: `You already have ${CUSTOMER_CAPS.groups} form groups, the most that can be kept. Please continue with one of them.`,
      },
    ]);
    expect((await addForm()).statusCode).toBe(200); // forms alone still have room (2 × 50 + 1 ≤ 250)
  });
});
