import { describe, expect, it } from 'vitest';
import { isLoopback, networkExposure } from '../src/network';

describe('where the simulator may listen', () => {
  it('knows the loopback hosts', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', 'LOCALHOST'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'qa.bank.example', '128.0.0.1'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('refuses another host unless SIM_ALLOW_NETWORK=1, and the banner says which it is', () => {
    expect(networkExposure('127.0.0.1', false)).toEqual({
      ok: true,
      banner: 'Network:  loopback only (127.0.0.1); /__sim is not reachable from other machines',
    });
    expect(networkExposure('0.0.0.0', false)).toEqual({
      ok: false,
      error:
        'Refusing to listen on 0.0.0.0: /__sim shows every PIN and sign-in link to anyone who can reach it. ' +
        'Use HOST=127.0.0.1, or set SIM_ALLOW_NETWORK=1 on a QA host that is meant to be shared.',
    });
    expect(networkExposure('0.0.0.0', true)).toEqual({
      ok: true,
      banner: "Network:  OPEN on 0.0.0.0 (SIM_ALLOW_NETWORK=1): anyone who reaches it can read /__sim's PINs and links",
    });
  });
});
