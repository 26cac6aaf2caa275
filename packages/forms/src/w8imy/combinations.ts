import type { Ch3Ch4Combination } from '@taxcert/engine';
import { W8IMY_CH3_STATUSES, W8IMY_CH4_STATUSES } from './statuses';

/**
 * The chapter 4 statuses a W-8IMY line 4 box may take on line 5. ASSUMPTION (ours, unconfirmed): the institution's
 * online configuration (`validCh3Ch4Combinations`) is the authority and this is only the simulator's default. The one
 * pair the reference settles: a chapter 3 territory financial institution — a financial institution organised in a
 * U.S. possession (w8imy.md Part V) — is, for chapter 4, the territory financial institution of line 5, and both open
 * Part V. Every other pair is allowed.
 */
function allowed(ch3: string, ch4: string): boolean {
  if (ch3 === 'TerritoryFinancialInstitution') return ch4 === 'TerritoryFinancialInstitution';
  return true;
}

/** The default valid pairs of the W-8IMY's boxes, in the form's order of both lines. */
export function defaultW8imyCombinations(): Ch3Ch4Combination[] {
  return W8IMY_CH3_STATUSES.flatMap((ch3Status) =>
    W8IMY_CH4_STATUSES.filter((ch4Status) => allowed(ch3Status, ch4Status)).map((ch4Status) => ({
      ch3Status,
      ch4Status,
    })),
  );
}
