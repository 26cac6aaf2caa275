import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait for what a test expects: an upper bound against a hang, not a time check
 * (as the suite's test time-out, vitest.config.ts). Testing Library's 1 s default was shorter than a lazy route chunk
 * takes to load on a busy 2-core CI machine, and made FormSelection's and the revision-not-accepted tests fail there
 * while nothing was wrong.
 */
configure({ asyncUtilTimeout: 10_000 });
