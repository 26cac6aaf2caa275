import { readdirSync, readFileSync } from 'node:fs';

/** Debian's Chromium (stack.md); never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

const DISABLE_FEATURES = '--disable-features=';

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core 1.65.1, its chromiumSwitches):
 * Chromium reads only the last `--disable-features` of its command line, so the one below must name these too.
 * `checkFeaturesOff` fails the browser tests if Playwright's list has changed.
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser interface that headless Chromium builds for every new window although it never shows: the address bar's
 * two popups, each a WebUI app (chrome://omnibox-popup.top-chrome and its AI-mode page) loaded in a renderer process
 * of its own as each test's page opens, about as much CPU as the page itself (ADR 120). Chromium's own interface, not
 * the page's: no page renders, runs or is timed differently without them.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The flags this machine needs: without the background-networking ones Chromium keeps calling hosts it cannot reach;
 * without the features off, every new page pays for browser interface nobody sees.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `${DISABLE_FEATURES}${[...PLAYWRIGHT_FEATURES_OFF, ...UNUSED_BROWSER_UI].join(',')}`,
];

/**
 * Throws if a Chromium this process launched was given a feature that Playwright turns off and CHROMIUM_ARGS does
 * not (after an upgrade of playwright-core): Chromium would turn it back on, since only the last list counts. Read
 * from the browser process's own command line (/proc; the browser is a child of this process).
 */
export function checkFeaturesOff(): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    let argv: string[];
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // a process that ended meanwhile
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid || !argv[0]?.includes('chromium')) continue;
    const lists = argv
      .filter((arg) => arg.startsWith(DISABLE_FEATURES))
      .map((arg) => arg.slice(DISABLE_FEATURES.length));
    const last = new Set(lists.at(-1)?.split(','));
    const lost = lists.flatMap((list) => list.split(',')).filter((feature) => feature && !last.has(feature));
    if (lost.length > 0)
      throw new Error(
        `Chromium was launched with features off that CHROMIUM_ARGS's --disable-features lacks, so they are on: ` +
          `${[...new Set(lost)].join(', ')}. Add them to PLAYWRIGHT_FEATURES_OFF (e2e/support/chromium.ts).`,
      );
  }
}

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
