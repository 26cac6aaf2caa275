import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type SimApp } from '../src/app';
import { linkOrigins } from '../src/link-origins';

/**
 * Links are built from the configured public URL or the address the simulator listens on, never from a Host
 * header (ADR 039): the Host header may only choose among the listening address's own names.
 */
describe('sign-in links name one of the simulator’s own origins', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The simulator listening on 127.0.0.1 at a free port, as `npm start` and the browser tests run it. */
  const listening = async (options: { publicUrl?: string } = {}) => {
    app = await buildApp({ webRoot: '/nonexistent', logger: false, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { sim: app, port: (app.server.address() as AddressInfo).port };
  };
  const linkAt = async (sim: SimApp, host: string) => {
    const res = await sim.inject({ method: 'GET', url: '/__sim/auth-link?customer=CUST-1002', headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json<{ link: string }>().link;
  };

  it('/__sim/auth-link and the outbox: 127.0.0.1 for a request to 127.0.0.1, localhost for one to localhost', async () => {
    const { sim, port } = await listening();
    expect(await linkAt(sim, `127.0.0.1:${port}`)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/auth/token\\?token=[^&]+$`),
    );
    expect(await linkAt(sim, `localhost:${port}`)).toMatch(
      new RegExp(`^http://localhost:${port}/api/auth/token\\?token=`),
    );
    const outbox = sim.sim.outbox.list().map((entry) => ('link' in entry ? String(entry.link) : ''));
    expect(outbox.map((link) => new URL(link).host)).toEqual([`localhost:${port}`, `127.0.0.1:${port}`]);
  });

  it('a Host header that is not one of its own origins is never used: another host, another port, a path', async () => {
    const { sim, port } = await listening();
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      '127.0.0.1:1',
      `127.0.0.2:${port}`,
      'evil.example/path?',
    ]) {
      expect(new URL(await linkAt(sim, host)).origin, host).toBe(`http://localhost:${port}`);
    }
    const res = await sim.inject({
      method: 'GET',
      url: '/__sim/sign-in?customer=CUST-1001',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/auth\/token\?token=/);
    const [latest] = sim.sim.outbox.list();
    expect(latest && 'link' in latest ? new URL(String(latest.link)).origin : '').toBe(`http://localhost:${port}`);
    for (const entry of sim.sim.outbox.list()) expect(JSON.stringify(entry)).not.toContain('evil');
  });

  it('/__sim/sign-in keeps the host too: its redirect is a path on the same host, the outbox link names it', async () => {
    const { sim, port } = await listening();
    const res = await sim.inject({
      method: 'GET',
      url: '/__sim/sign-in?customer=CUST-1001',
      headers: { host: `127.0.0.1:${port}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/auth\/token\?token=/);
    const [latest] = sim.sim.outbox.list();
    expect(latest && 'link' in latest ? new URL(String(latest.link)).host : '').toBe(`127.0.0.1:${port}`);
  });

  it('a set public URL (PUBLIC_URL) wins over every Host; not listening, links use the public URL', async () => {
    const { sim, port } = await listening({ publicUrl: 'https://sim.example' });
    expect(await linkAt(sim, `127.0.0.1:${port}`)).toMatch(/^https:\/\/sim\.example\/api\/auth\/token\?token=/);
    await sim.close();
    app = await buildApp({ webRoot: '/nonexistent', logger: false });
    expect(await linkAt(app, '127.0.0.1:4321')).toMatch(/^http:\/\/localhost:3000\/api\/auth\/token\?token=/);
  });

  it('the origins of a listening address: loopback by its address and localhost, another address by itself', () => {
    const at = (address: string, family = 'IPv4') => linkOrigins({ address, family, port: 4103 });
    expect(at('127.0.0.1')).toEqual({
      fallback: 'http://localhost:4103',
      own: new Set(['http://127.0.0.1:4103', 'http://localhost:4103']),
    });
    expect(at('::1', 'IPv6').own).toEqual(new Set(['http://[::1]:4103', 'http://localhost:4103']));
    expect(at('10.1.2.3')).toEqual({ fallback: 'http://10.1.2.3:4103', own: new Set(['http://10.1.2.3:4103']) });
    const wildcard = at('0.0.0.0');
    expect(wildcard.fallback).toBe('http://localhost:4103');
    expect(wildcard.own).toContain('http://127.0.0.1:4103');
  });
});
