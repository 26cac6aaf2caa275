import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** apps/web/test-results (gitignored): screenshots and downloads. */
export const resultsDir = resolve(import.meta.dirname, '..', '..', 'test-results');
mkdirSync(resultsDir, { recursive: true });

/**
 * Whether the browser tests save screenshots for people to look at (they assert nothing): yes on a developer's
 * machine, no in CI (`CI` set), where nobody looks at them and each costs a capture, often at two widths
 * (ADR 091). `TAXCERT_SCREENSHOTS=1` (or `0`) decides either way.
 */
export const screenshotsWanted =
  process.env.TAXCERT_SCREENSHOTS === undefined ? !process.env.CI : process.env.TAXCERT_SCREENSHOTS !== '0';
