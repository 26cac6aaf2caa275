import { ErrorCodes } from '@taxcert/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn } from './helper';

/**
 * ADR 058: a superseded revision cannot be started for a new certification after the IRS's last
 * day for it (six full months after the next revision: 30 April 2022 for the W-8BEN-E of July 2017, 30 April 2024
 * for the W-8EXP of July 2017) unless the online configuration extends it (`acceptedUntil`); the add call refuses it
 * with 400 `{code: 4002, message}` naming the current revision. A form already stored still opens, prints and
 * downloads. The simulator's clock is set by hand: nothing depends on the day the suite runs.
 */
describe('revisions the IRS still accepts, on the add call', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The scenario offering W-8BEN-E Rev. July 2017 and the unversioned W-8BEN-E without extension, W-8EXP 2017 with one. */
  async function at(iso: string) {
    let time = Date.parse(iso);
    app = await buildTestApp({ scenario: 'revision-no-longer-accepted', now: () => new Date(time) });
    let auth = await signIn(app);
    const add = async (formType: string, language = 'en') => {
      const res = await app!.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: { ...auth, 'accept-language': language },
        payload: { isOnline: true, accountId: 5001, formType },
      });
      expectContract('forms.add', res);
      return res;
    };
    /** The clock moved on; the session timed out meanwhile, so the customer signs in again. */
    const moveTo = async (later: string) => {
      time = Date.parse(later);
      auth = await signIn(app!);
      return auth;
    };
    return { auth, add, moveTo };
  }

  it('refuses W-8BEN-E Rev. July 2017 the day after 30 April 2022, naming the current revision', async () => {
    const { add } = await at('2022-05-01T00:00:00Z');
    const res = await add('w8bene_2017');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ErrorCodes.RevisionNotAccepted,
      message:
        'Form W-8BEN-E (Rev. July 2017) can no longer be started for a new certification: it was accepted until ' +
        '2022-04-30. Start the current revision, Form W-8BEN-E (Rev. October 2021), instead.',
    });
  });

  it('answers in the request’s language, with the configuration’s localised titles', async () => {
    const { add } = await at('2026-11-22T12:00:00Z');
    const res = await add('w8bene_2017', 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(4002);
    expect(res.json().message).toBe(
      'Formular W-8BEN-E (Rev. Juli 2017) kann für eine neue Bescheinigung nicht mehr begonnen werden: angenommen bis ' +
        '2022-04-30. Beginnen Sie stattdessen die aktuelle Fassung, Formular W-8BEN-E (Rev. Oktober 2021).',
    );
  });

  it('accepts it on its last day (23:59 UTC on 30 April 2022)', async () => {
    const { add } = await at('2022-04-30T23:59:00Z');
    const res = await add('w8bene_2017');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, formId: expect.any(Number) });
  });

  it('refuses the unversioned W-8BEN-E (before 2017) and names W-8BEN-E Rev. October 2021, not July 2017', async () => {
    const { add } = await at('2026-11-22T12:00:00Z');
    const res = await add('w8bene');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.RevisionNotAccepted);
    expect(res.json().message).toContain('accepted until 2018-01-31');
    expect(res.json().message).toContain('Start the current revision, Form W-8BEN-E (Rev. October 2021), instead.');
  });

  it('accepts W-8EXP Rev. July 2017 after 30 April 2024 where the configuration extends it, to that day only', async () => {
    const { add, moveTo } = await at('2026-11-22T12:00:00Z');
    expect((await add('w8exp')).statusCode).toBe(200);
    await moveTo('2100-01-01T00:00:00Z');
    const res = await add('w8exp');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('accepted until 2099-12-31');
    expect(res.json().message).toContain('Form W-8EXP (Rev. October 2023)');
  });

  it('refuses W-8EXP Rev. July 2017 without the extension, and never shortens the IRS’s day', async () => {
    const { add } = await at('2024-04-30T12:00:00Z');
    app!.sim.changeConfig((config) => {
      const entry = config.formTypes.find((f) => f.formType === 'w8exp')!;
      entry.acceptedUntil = '2023-01-01';
    });
    // An earlier day than the IRS's changes nothing: still accepted on 30 April 2024.
    expect((await add('w8exp')).statusCode).toBe(200);
    app!.sim.changeConfig((config) => {
      delete config.formTypes.find((f) => f.formType === 'w8exp')!.acceptedUntil;
    });
    expect((await add('w8exp')).statusCode).toBe(200);
  });

  it('a form stored before the day still opens, checks, previews and downloads after it', async () => {
    // Within the simulator's retention (a form unused for 24 hours is pruned): added at noon on the last day.
    const { add, moveTo } = await at('2022-04-30T12:00:00Z');
    const id = (await add('w8bene_2017')).json().formId as number;
    const auth = await moveTo('2022-05-01T06:00:00Z');
    expect((await add('w8bene_2017')).statusCode).toBe(400);
    const get = await app!.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth });
    expectContract('forms.get', get);
    expect(get.statusCode).toBe(200);
    expect(get.json().formType).toBe('w8bene_2017');
    const validate = await app!.inject({
      method: 'POST',
      url: `/api/forms/w8bene_2017/${id}/validate`,
      headers: auth,
      payload: get.json().data,
    });
    expect(validate.statusCode).toBe(200);
    for (const kind of ['preview', 'download']) {
      const pdf = await app!.inject({ method: 'GET', url: `/api/forms/${id}/pdf/${kind}`, headers: auth });
      expect(pdf.statusCode, kind).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  it('refuses a form group with a superseded member as that form alone', async () => {
    const { auth } = await at('2026-11-22T12:00:00Z');
    app!.sim.changeConfig((config) => {
      config.formGroups.push({
        formType: 'oldpair',
        formTypes: ['w9_2024', 'w8bene_2017'],
        title: 'Test group',
        isEnabled: true,
        isVisible: true,
        canPrepopulate: true,
        crsRestricted: false,
      });
    });
    const res = await app!.inject({
      method: 'POST',
      url: '/api/formgroups',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formTypes: ['w9_2024', 'w8bene_2017'] },
    });
    expectContract('formGroups.add', res);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.RevisionNotAccepted);
  });

  it('the current revisions are always accepted', async () => {
    const { add } = await at('2099-06-01T12:00:00Z');
    for (const type of ['w8bene_2021', 'w8ben_2021', 'w9_2024']) expect((await add(type)).statusCode, type).toBe(200);
  });
});
