/**
 * Whether the simulator may listen on a host: /__sim shows every PIN and sign-in link it sends
 * and switches scenarios, so it listens on the loopback interface only, unless SIM_ALLOW_NETWORK=1 says
 * that a shared QA host is meant.
 */
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost|\[::1\])$/i;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}

/** The start-up banner's line about the network, or an error when the host is not allowed. */
export function networkExposure(
  host: string,
  allowNetwork: boolean,
): { ok: true; banner: string } | { ok: false; error: string } {
  if (isLoopback(host))
    return { ok: true, banner: `Network:  loopback only (${host}); /__sim is not reachable from other machines` };
  if (!allowNetwork) {
    return {
      ok: false,
      error:
        `Refusing to listen on ${host}: /__sim shows every PIN and sign-in link to anyone who can reach it. ` +
        'Use HOST=127.0.0.1, or set SIM_ALLOW_NETWORK=1 on a QA host that is meant to be shared.',
    };
  }
  return {
    ok: true,
    banner: `Network:  OPEN on ${host} (SIM_ALLOW_NETWORK=1): anyone who reaches it can read /__sim's PINs and links`,
  };
}
