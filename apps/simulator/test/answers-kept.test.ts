import { OnlineConfigSchema } from '@taxcert/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptCustomerData } from '../src/domain/customer-data';
import type { SimApp } from '../src/app';
import { buildTestApp, cookiesOf, signIn, XRW } from './helper';

/**
 * ADR 025: the answers the simulator sends again and again (the online config, a catalogue) are
 * built once, checked against the contract once and sent as the same JSON — and still change as soon as
 * what they are built from changes (the base config, the session's scenario, a new session).
 */
describe('answers built once and kept', () => {
  let app: SimApp;
  afterEach(() => app.close());

  const config = async (headers: Record<string, string> = XRW) => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('sends the same config twice, and the changed one after the base config changes', async () => {
    app = await buildTestApp();
    const first = await config();
    expect((await config()).body).toBe(first.body);
    expect(OnlineConfigSchema.parse(first.json())).toMatchObject({
      previewOnlyMode: false,
      customer: null,
      secretKey: null,
    });
    app.sim.changeConfig((c) => {
      c.previewOnlyMode = true;
    });
    expect((await config()).json()).toMatchObject({ previewOnlyMode: true });
  });

  it('refuses a change made behind its back: the running base config is frozen', async () => {
    app = await buildTestApp();
    expect(() => {
      app.sim.fixtures.baseConfig.previewOnlyMode = true;
    }).toThrow(TypeError);
    expect(() => {
      app.sim.fixtures.baseConfig.formTypes[0]!.isVisible = true;
    }).toThrow(TypeError);
  });

  it("follows the session's scenario: switching it changes that session's config only", async () => {
    app = await buildTestApp();
    const chosen = await app.inject({ method: 'GET', url: '/__sim/use/display-stacked' });
    const session = { ...XRW, cookie: `taxcert_session=${cookiesOf(chosen).taxcert_session}` };
    expect((await config(session)).json()).toMatchObject({ formDisplayMode: 'Stacked' });
    expect((await config()).json()).toMatchObject({ formDisplayMode: 'Irs' });
    await app.inject({ method: 'GET', url: '/__sim/use/default', headers: { cookie: session.cookie } });
    expect((await config(session)).json()).toMatchObject({ formDisplayMode: 'Irs' });
  });

  it('gives each signed-in session its own key, customer data and accounts, the same on every call', async () => {
    app = await buildTestApp();
    const jane = await signIn(app);
    const again = await signIn(app);
    const first = (await config(jane)).json();
    expect((await config(jane)).json()).toEqual(first);
    const other = (await config(again)).json();
    expect(other.secretKey).not.toBe(first.secretKey);
    expect(decryptCustomerData(first.customerData, Buffer.from(first.secretKey, 'base64'))).toEqual(
      decryptCustomerData(other.customerData, Buffer.from(other.secretKey, 'base64')),
    );
    expect(first.customer).toEqual({
      customerId: expect.any(Number),
      accounts: expect.arrayContaining([expect.objectContaining({ id: 5001 })]),
    });
    // Signed out again, the session's config carries no customer.
    await app.inject({ method: 'GET', url: '/api/auth/logout', headers: jane });
    expect((await config(jane)).json()).toMatchObject({ customer: null, secretKey: null, customerData: null });
  });

  it('still refuses to send a config the contract does not allow (checked once, when it is built)', async () => {
    app = await buildTestApp();
    app.sim.changeConfig((c) => {
      c.languages = [];
    });
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: XRW });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Unfortunately the operation was not completed.' });
    // Not remembered as good: the next call is refused too.
    expect((await app.inject({ method: 'GET', url: '/api/config', headers: XRW })).statusCode).toBe(500);
  });

  it('sends a catalogue built once per locale, English filling the keys a locale lacks', async () => {
    app = await buildTestApp();
    const en = await app.inject({ method: 'GET', url: '/api/language/en', headers: XRW });
    const fr = await app.inject({ method: 'GET', url: '/api/language/fr', headers: XRW });
    expect((await app.inject({ method: 'GET', url: '/api/language/fr', headers: XRW })).body).toBe(fr.body);
    const english = en.json().messages as Record<string, string>;
    const french = fr.json().messages as Record<string, string>;
    expect(Object.keys(english).filter((key) => !(key in french))).toEqual([]);
    expect(french).not.toEqual(english);
  });
});
