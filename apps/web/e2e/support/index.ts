export { launchBrowser, type TestBrowser } from './browser';
export { pdfText } from './pdf';
export { signIn } from './sign-in';
export { requestAuthLink, startSimulator, webRoot, type RunningSimulator } from './simulator';

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** apps/web/test-results (gitignored): screenshots and downloads. */
export const resultsDir = resolve(import.meta.dirname, '..', '..', 'test-results');
mkdirSync(resultsDir, { recursive: true });
