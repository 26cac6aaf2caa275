import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { verify } from '../src/contract-check/verify';
import { buildTestApp, signIn } from './helper';

const baseOf = (app: { server: { address(): unknown } }) => {
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
};

describe('the contract check that can verify any API', () => {
  let sim: SimApp;
  let impostor: FastifyInstance;
  beforeAll(async () => {
    sim = await buildTestApp();
    await sim.listen({ port: 0, host: '127.0.0.1' });
    impostor = Fastify();
    impostor.get('/api/language', async () => [{ locale: 'klingon', name: 'tlhIngan' }]);
    impostor.get('/api/config', async (_req, reply) => reply.status(418).send('teapot'));
    await impostor.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sim.close();
    await impostor.close();
  });

  it('finds that the simulator conforms on every read-only call, signed in', async () => {
    const auth = await signIn(sim);
    const verdicts = await verify({ baseUrl: baseOf(sim), cookie: auth.cookie! });
    expect(verdicts.filter((v) => v.outcome !== 'conforms')).toEqual([]);
    expect(verdicts.map((v) => v.name)).toContain('forms.get');
  });

  it('reports a wrong body with its schema error, an undeclared status, and an unreachable API', async () => {
    const verdicts = await verify({
      baseUrl: baseOf(impostor),
      checks: [{ name: 'language.list', path: '/api/language' }, { name: 'config.get', path: '/api/config' }],
    });
    expect(verdicts[0]).toMatchObject({ outcome: 'does not conform', detail: expect.stringContaining('0.locale') });
    expect(verdicts[1]).toMatchObject({ outcome: 'does not conform', status: 418, detail: 'status 418 is not declared' });
    const down = await verify({ baseUrl: 'http://127.0.0.1:9', checks: [{ name: 'auth.state', path: '/api/auth/state' }], timeoutMs: 2000 });
    expect(down[0]).toMatchObject({ outcome: 'not reachable', status: null });
  });
});
