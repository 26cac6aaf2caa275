import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type SimApp } from '../src/app';

describe('sign-in links name the host the request came in on', () => {
  let app: SimApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const linkAt = async (sim: SimApp, host: string) => {
    const res = await sim.inject({ method: 'GET', url: '/__sim/auth-link?customer=CUST-1002', headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json<{ link: string }>().link;
  };

  it('/__sim/auth-link and the outbox: 127.0.0.1 for a request to 127.0.0.1, localhost for one to localhost', async () => {
    app = await buildApp({ webRoot: '/nonexistent', logger: false });
    expect(await linkAt(app, '127.0.0.1:4321')).toMatch(/^http:\/\/127\.0\.0\.1:4321\/api\/auth\/token\?token=[^&]+$/);
    expect(await linkAt(app, 'localhost:4321')).toMatch(/^http:\/\/localhost:4321\/api\/auth\/token\?token=/);
    const outbox = app.sim.outbox.list().map((entry) => ('link' in entry ? String(entry.link) : ''));
    expect(outbox.map((link) => new URL(link).host)).toEqual(['localhost:4321', '127.0.0.1:4321']);
  });

  it('/__sim/sign-in keeps the host too: its redirect is a path on the same host, the outbox link names it', async () => {
    app = await buildApp({ webRoot: '/nonexistent', logger: false });
    const res = await app.inject({
      method: 'GET',
      url: '/__sim/sign-in?customer=CUST-1001',
      headers: { host: '127.0.0.1:4321' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/auth\/token\?token=/);
    const [latest] = app.sim.outbox.list();
    expect(latest && 'link' in latest ? new URL(String(latest.link)).host : '').toBe('127.0.0.1:4321');
  });

  it('a set public URL (PUBLIC_URL) wins, and a Host header that is not a plain host[:port] is not used', async () => {
    app = await buildApp({ webRoot: '/nonexistent', logger: false, publicUrl: 'https://sim.example' });
    expect(await linkAt(app, '127.0.0.1:4321')).toMatch(/^https:\/\/sim\.example\/api\/auth\/token\?token=/);
    await app.close();
    app = await buildApp({ webRoot: '/nonexistent', logger: false });
    expect(await linkAt(app, 'evil.example/path?')).toMatch(/^http:\/\/localhost:3000\/api\/auth\/token\?token=/);
  });
});
