import { routeNames } from '@taxcert/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn, XRW } from './helper';
import { documentCalls, formCalls } from './contract-form-calls';
import { groupCalls } from './contract-group-calls';

/**
 * Calls every endpoint of the contract over HTTP (inject) and checks that each answer parses with the
 * contract's schema for its status — success and error statuses alike.
 */
describe('every call of the contract answers what the contract declares', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  const seen = new Map<string, Set<number>>();

  async function call(name: string, options: InjectOptions, status: number): Promise<LightMyRequestResponse> {
    const res = await app.inject(options);
    expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(status);
    expectContract(name, res);
    seen.set(name, (seen.get(name) ?? new Set()).add(status));
    return res;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    app.sim.changeConfig((config) => {
      // A group of two defined forms, so that the group calls can be exercised before CRS-I and W-8BEN exist.
      config.formGroups.push({
        formType: 'w9pair',
        formTypes: ['w9_2024', 'w9_2018'],
        title: 'Test group',
        isEnabled: true,
        isVisible: true,
        canPrepopulate: true,
        crsRestricted: false,
      });
      // A group of form types the engine has no definition for yet.
      config.formGroups.push({
        formType: 'entitypair',
        formTypes: ['w8bene', 'w8exp_2023'],
        title: 'Not defined yet',
        isEnabled: true,
        isVisible: true,
        canPrepopulate: true,
        crsRestricted: false,
      });
    });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it('language, auth state and config, signed out and in', async () => {
    await call('language.list', { method: 'GET', url: '/api/language' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/en' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/zh-TW' }, 200);
    await call('language.get', { method: 'GET', url: '/api/language/pt-BR' }, 404);
    await call('language.get', { method: 'GET', url: '/api/language/xx' }, 404);
    await call('auth.state', { method: 'GET', url: '/api/auth/state' }, 200);
    await call('auth.state', { method: 'GET', url: '/api/auth/state', headers: auth }, 200);
    const signedOut = await call('config.get', { method: 'GET', url: '/api/config' }, 200);
    expect(signedOut.json().customer).toBeNull();
    const signedIn = await call('config.get', { method: 'GET', url: '/api/config', headers: auth }, 200);
    expect(signedIn.json().customer.accounts).toHaveLength(2);
    await call('config.preload', { method: 'GET', url: '/api/config/preload.json' }, 404);
  });

  it('reference data', async () => {
    await call(
      'config.specialRateProvisions',
      { method: 'GET', url: '/api/config/specialrateprovisions/GB?hasPensionClaim=true' },
      200,
    );
    await call('config.specialRateProvisions', { method: 'GET', url: '/api/config/specialrateprovisions/ZZ' }, 404);
    await call('config.specialRateProvisions', { method: 'GET', url: '/api/config/specialrateprovisions/gb' }, 400);
    await call('config.otherArticles', { method: 'GET', url: '/api/config/otherarticles' }, 200);
    await call('config.jurisdictions', { method: 'GET', url: '/api/config/jurisdictions' }, 200);
    await call('config.paymentTypes', { method: 'GET', url: '/api/config/payment-types' }, 200);
    await call('config.igaSubclassifications', { method: 'GET', url: '/api/config/igasubclassifications' }, 200);
    await call('config.stockMarkets', { method: 'GET', url: '/api/config/stockmarkets' }, 200);
    await call('config.lobs', { method: 'GET', url: '/api/config/lobs' }, 200);
  });

  it('system calls', async () => {
    await call(
      'system.consoleLog',
      { method: 'POST', url: '/api/consolelog?level=error&code=0&message=boom', headers: XRW },
      204,
    );
    await call(
      'system.consoleLog',
      { method: 'POST', url: '/api/consolelog?level=nope&code=0&message=x', headers: XRW },
      400,
    );
    await call('system.keepAlive', { method: 'GET', url: '/api/keepalive?t=1700000000000', headers: auth }, 200);
  });

  it('sign-in calls and their errors', async () => {
    await call('auth.login', { method: 'GET', url: '/api/auth/login?lang=en' }, 302);
    await call('auth.token', { method: 'GET', url: '/api/auth/token?token=unknown' }, 302);
    await call('auth.token', { method: 'GET', url: '/api/auth/token' }, 400);
    const body = { email: 'jane.doe@example.com', uniqueRef: 'CUST-1001', name: 'Jane Doe' };
    await call(
      'auth.authenticationLink',
      { method: 'POST', url: '/api/authentaLink', headers: XRW, payload: body },
      401,
    );
    await call('auth.authenticationLink', { method: 'POST', url: '/api/authentaLink', payload: body }, 403);
    await call(
      'auth.authenticationLink',
      { method: 'POST', url: '/api/authentaLink', headers: XRW, payload: { email: 1 } },
      400,
    );
    await call(
      'auth.sendPin',
      { method: 'PUT', url: '/api/auth/sendpin', headers: auth, payload: { pinType: 1 } },
      200,
    );
    const pin = app.sim.outbox.list()[0]?.pin ?? '';
    const wrong = pin === '000000' ? '111111' : '000000';
    const miss = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin: wrong, pinType: 1 } },
      200,
    );
    expect(miss.json().verified).toBe(false);
    const hit = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers: auth, payload: { pin, pinType: 1 } },
      200,
    );
    expect(hit.json().verified).toBe(true);
    await call('auth.sendPin', { method: 'PUT', url: '/api/auth/sendpin', payload: { pinType: 1 }, headers: XRW }, 401);
    await call(
      'auth.sendNoEmailPin',
      {
        method: 'PUT',
        url: '/api/auth/sendnoemailpin',
        headers: XRW,
        payload: { pinType: 2, resendReference: 'nope' },
      },
      400,
    );
  });

  it('the no-email sign-in: PIN, resend and confirmation', async () => {
    const customer = app.sim.customerByRef('CUST-1003')!;
    const link = new URL(app.sim.sendAuthLink(customer));
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const res = await call(
      'auth.authenticationLink',
      {
        method: 'POST',
        url: '/api/authentaLink',
        headers: { ...XRW, cookie },
        payload: { email: '', uniqueRef: customer.uniqueRef, name: customer.name },
      },
      200,
    );
    expect(res.json()).toMatchObject({ loginSuccess: false, navigateToPath: '/confirmPin' });
    const session = String(res.headers['set-cookie']).match(/taxcert_session=[^;]+/)![0];
    const headers = { ...XRW, cookie: session };
    await call(
      'auth.sendNoEmailPin',
      {
        method: 'PUT',
        url: '/api/auth/sendnoemailpin',
        headers,
        payload: { pinType: 2, resendReference: res.json().resendReference },
      },
      200,
    );
    const pin = app.sim.outbox.list()[0]!.pin!;
    const ok = await call(
      'auth.validatePin',
      { method: 'POST', url: '/api/validatepin', headers, payload: { pin, pinType: 2 } },
      200,
    );
    expect(ok.json()).toMatchObject({ verified: true, authState: 'Authorised' });
  });

  it('forms: add, get, validate, confirm, certify, sign, submit, revert and PDFs', async () => {
    await formCalls({ app, auth, call });
  });

  it('supporting documents: upload, list, view, download, delete', async () => {
    await documentCalls({ app, auth, call });
  });

  it('form groups: add, get, validate, confirm, certify, sign, submit, revert, PDFs, documents', async () => {
    await groupCalls({ app, auth, call });
  });

  it('logout ends the session; its calls then answer 403 with body code 498', async () => {
    const session = await signIn(app);
    await call('auth.logout', { method: 'GET', url: '/api/auth/logout', headers: session }, 302);
    const after = await app.inject({ method: 'GET', url: '/api/auth/state', headers: session });
    expect(after.json().authState).not.toBe('Authorised');
  });

  it('covered every route of the contract', () => {
    const missing = routeNames.filter((name) => !seen.has(name));
    expect(missing).toEqual([]);
  });
});
