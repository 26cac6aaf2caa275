// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Connection, PROBE_INTERVAL_MS, RETRY_DELAY_MS, type Environment } from './connection';

/** `answers`: whether the API answers a probe (the network beyond the browser is up). */
function fakeEnvironment(online = true, answers = () => true) {
  const sleeps: number[] = [];
  const probes: string[] = [];
  let resolveOnline: () => void = () => undefined;
  const env: Environment & { goOnline: () => void; sleeps: number[]; probes: string[] } = {
    sleeps,
    probes,
    probe: async (url) => {
      probes.push(url);
      return answers();
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    browserOnline: () => online,
    waitForOnline: () =>
      new Promise((resolve) => {
        resolveOnline = () => {
          online = true;
          resolve();
        };
      }),
    goOnline: () => resolveOnline(),
  };
  return env;
}

const answer = (status: number) => ({ status, body: {}, headers: new Headers() });

function script(...steps: (number | 'network')[]) {
  let i = 0;
  const calls: number[] = [];
  const call = async () => {
    const step = steps[Math.min(i, steps.length - 1)];
    calls.push(i);
    i += 1;
    if (step === 'network') throw new TypeError('Failed to fetch');
    return answer(step ?? 200);
  };
  return { call, calls };
}

describe('Connection.run', () => {
  it('retries 408, 429, 501, 502 and 503 once at once and once after 3 s, then gives up', async () => {
    for (const status of [408, 429, 501, 502, 503]) {
      const env = fakeEnvironment();
      const connection = new Connection(env);
      const { call, calls } = script(status);
      await expect(connection.run(call)).resolves.toMatchObject({ status });
      expect(calls).toHaveLength(3);
      expect(env.sleeps).toEqual([RETRY_DELAY_MS]);
      expect(connection.getState().retries).toBe(0);
    }
  });

  it('does not retry other statuses', async () => {
    for (const status of [200, 400, 401, 403, 404, 409, 422, 500]) {
      const connection = new Connection(fakeEnvironment());
      const { call, calls } = script(status);
      await connection.run(call);
      expect(calls).toHaveLength(1);
    }
  });

  it('counts retries (overlay above 1) and resets them on success', async () => {
    const env = fakeEnvironment();
    const connection = new Connection(env);
    const seen: number[] = [];
    connection.subscribe(() => seen.push(connection.getState().retries));
    const { call } = script(503, 503, 200);
    await expect(connection.run(call)).resolves.toMatchObject({ status: 200 });
    expect(seen).toEqual([1, 2, 0]);
  });

  it('keeps the overlay while a call waits for its retry, whatever other calls succeed meanwhile (side by side at start-up)', async () => {
    let wake: () => void = () => undefined;
    const env = { ...fakeEnvironment(), sleep: () => new Promise<void>((resolve) => (wake = resolve)) };
    const connection = new Connection(env);
    const config = script(503, 503, 200);
    const waiting = connection.run(config.call);
    for (let i = 0; i < 50 && connection.getState().retries < 2; i += 1) await Promise.resolve();
    expect(connection.getState().retries).toBe(2);
    // The catalogue answers while the config call waits 3 s: the overlay stays.
    await expect(connection.run(script(200).call)).resolves.toMatchObject({ status: 200 });
    expect(connection.getState().retries).toBe(2);
    wake();
    await expect(waiting).resolves.toMatchObject({ status: 200 });
    expect(connection.getState().retries).toBe(0);
  });

  it('flags offline on a network error and restores it, with the restored flag, on success', async () => {
    const connection = new Connection(fakeEnvironment());
    const { call } = script('network', 200);
    await connection.run(call);
    expect(connection.getState()).toMatchObject({ isOnline: true, retries: 0, restored: true });
    connection.dismissRestored();
    expect(connection.getState().restored).toBe(false);
  });

  it('queues a call while the browser is offline and replays it when the connection returns', async () => {
    const env = fakeEnvironment(false);
    const connection = new Connection(env);
    let online = false;
    const calls: number[] = [];
    const call = async () => {
      calls.push(calls.length);
      if (!online) throw new TypeError('Failed to fetch');
      return answer(200);
    };
    const pending = connection.run(call);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connection.getState()).toMatchObject({ isOnline: false, queued: 1 });
    expect(calls).toHaveLength(3);
    online = true;
    env.goOnline();
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(4);
    expect(connection.getState()).toMatchObject({ isOnline: true, queued: 0, restored: true, retries: 0 });
  });

  it('hands a network failure back when the browser believes it is online and the API answers a probe (the call alone fails)', async () => {
    const env = fakeEnvironment(true);
    const connection = new Connection(env);
    connection.probeAt('/api/language');
    const { call, calls } = script('network');
    await expect(connection.run(call)).rejects.toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
    expect(env.probes).toEqual(['/api/language']);
    expect(connection.getState().isOnline).toBe(false);
  });

  it('queues a call when the network is down behind an online browser (no probe answered), probes every 5 s and replays it once when a probe is answered', async () => {
    let up = false;
    const env = fakeEnvironment(true, () => up);
    const connection = new Connection(env);
    connection.probeAt('/api/language');
    const calls: number[] = [];
    const call = async () => {
      calls.push(calls.length);
      if (!up) throw new TypeError('Failed to fetch');
      return answer(200);
    };
    let probesBeforeUp = 0;
    const probing = env.probe;
    env.probe = async (url) => {
      const answered = await probing(url);
      if (!up && env.probes.length === 3) up = true; // the third probe still fails; the network is back after it
      if (!answered) probesBeforeUp += 1;
      return answered;
    };
    const second = connection.run(call);
    await expect(second).resolves.toMatchObject({ status: 200 });
    // Three tries, then one replay after the connection came back: never a second replay.
    expect(calls).toHaveLength(4);
    expect(env.sleeps).toEqual([RETRY_DELAY_MS, PROBE_INTERVAL_MS, PROBE_INTERVAL_MS, PROBE_INTERVAL_MS]);
    expect(probesBeforeUp).toBe(3);
    expect(env.probes).toHaveLength(4);
    expect(connection.getState()).toMatchObject({ isOnline: true, queued: 0, restored: true, retries: 0 });
  });

  it('shares one probe among the calls queued while the network is down', async () => {
    let up = false;
    let wake: () => void = () => undefined;
    const env = { ...fakeEnvironment(true, () => up) };
    env.sleep = (ms) =>
      ms === PROBE_INTERVAL_MS ? new Promise<void>((resolve) => (wake = resolve)) : Promise.resolve();
    const connection = new Connection(env);
    connection.probeAt('/api/language');
    const failing = () => async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return answer(200);
    };
    const both = Promise.all([connection.run(failing()), connection.run(failing())]);
    for (let i = 0; i < 50 && connection.getState().queued < 2; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(connection.getState().queued).toBe(2);
    const probesQueued = env.probes.length; // one each, to learn the network is down
    up = true;
    wake();
    await expect(both).resolves.toHaveLength(2);
    expect(env.probes.length - probesQueued).toBe(1);
  });
  it('does not retry a 429 that refuses this customer more PINs (code 4290): asking again cannot succeed', async () => {
    const env = fakeEnvironment();
    const connection = new Connection(env);
    let calls = 0;
    const refused = {
      status: 429,
      body: { code: 4290, message: 'Too many PINs were asked for.' },
      headers: new Headers(),
    };
    const result = await connection.run(async () => {
      calls += 1;
      return refused;
    });
    expect(result).toBe(refused);
    expect(calls).toBe(1);
    expect(env.sleeps).toEqual([]);
    expect(connection.getState().retries).toBe(0);
  });
});
