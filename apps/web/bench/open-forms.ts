import w8beneEveryPartOpen from '../../../fixtures/bench/w8bene-every-part-open.json';

/**
 * A bench's forms at their largest (bench/browser.ts types into them, bench/profile-keys.ts profiles the typing):
 * answers a form is created with (the add call's data). The W-8BEN-E with every Part that can be open at once —
 * Part II (a branch with its GIIN and address), Part III (a treaty claim with a special rate), one status Part
 * (XXVI, the passive NFFE; line 5 opens one Part at a time) and Part XXIX with two substantial U.S. owners — is the
 * fixture the engine's bench evaluates too.
 */
export const OPEN: Readonly<Record<string, Record<string, Record<string, unknown>>>> = {
  w8bene_2021: w8beneEveryPartOpen,
};
