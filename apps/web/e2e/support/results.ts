import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** apps/web/test-results (gitignored): screenshots and downloads. */
export const resultsDir = resolve(import.meta.dirname, '..', '..', 'test-results');
mkdirSync(resultsDir, { recursive: true });
