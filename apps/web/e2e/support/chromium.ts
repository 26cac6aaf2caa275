/** Debian's Chromium (stack.md); never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags this machine needs: without the background-networking ones Chromium keeps calling hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's environment: the test process's, less LD_PRELOAD. Chromium does not start under libfaketime,
 * which runs the suite at another machine time (`faketime`); its pages read the test clock
 * (support/clock.ts) in any case.
 */
export const CHROMIUM_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0] !== 'LD_PRELOAD' && entry[1] !== undefined,
  ),
);
