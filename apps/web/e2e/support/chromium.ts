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
