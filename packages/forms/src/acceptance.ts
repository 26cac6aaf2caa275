import { formCatalogue, isCatalogued, type FormType } from './catalogue';

/**
 * Which revisions the IRS still lets a bank request (ADR 058). When the IRS releases a new revision
 * of a Form W-8, a withholding agent may keep requesting the prior one through the end of the sixth full month after
 * the new revision's date, then only the new one; a prior revision already signed stays valid for its own period
 * (w8eci-w8exp-lines.md, "Revision acceptance"; signatures-and-validity.md). The rule is derived here from each
 * revision's month, and `acceptance.test.ts` holds it to the reference's table (30 April 2022 for the 2017 W-8s,
 * 30 April 2024 for the W-8EXP of July 2017).
 */
export interface RevisionFacts {
  /**
   * The revision's month as printed ("Rev. October 2021" → '2021-10'), from its catalogue entry's `edition`; null where
   * the reference gives none (the unversioned W-8BEN-E, "before July 2017").
   */
  revision: string | null;
  /** The day the IRS released it, where the reference gives one (ISO date); else the revision's month stands for it. */
  released?: string;
  /** The revision that replaced it; absent for a current revision. */
  supersededBy?: FormType;
  /** Where the facts come from. */
  source: string;
}

/**
 * The W-8 revisions the catalogue knows. The W-9, CRS, FATCA/CRS and Canadian forms have no entry: the reference
 * gives no limit on requesting their earlier revisions (a W-9 of October 2018 already collected does not expire,
 * w9.md; whether a bank may still *request* one is not stated), so every revision of theirs stays startable.
 */
const revisions: Partial<Record<FormType, Omit<RevisionFacts, 'revision'>>> = {
  w8ben_2021: { source: 'w8ben.md' },
  w8ben: { supersededBy: 'w8ben_2021', source: 'w8eci-w8exp-lines.md, Revision acceptance' },
  w8bene_2021: { source: 'w8bene-lines.md' },
  w8bene_2017: {
    supersededBy: 'w8bene_2021',
    source: 'w8eci-w8exp-lines.md, Revision acceptance',
  },
  // The unversioned code: a revision before July 2017 (ADR 016), its month not in the reference; it is superseded by
  // the July 2017 revision, whose date gives its last day (31 January 2018, derived).
  w8bene: { supersededBy: 'w8bene_2017', source: 'ADR 016; derived from Rev. July 2017' },
  w8imy_2021: { source: 'w8imy-lines.md' },
  w8imy_2017: {
    supersededBy: 'w8imy_2021',
    source: 'w8eci-w8exp-lines.md, Revision acceptance',
  },
  // The unversioned code: Rev. April 2014 (its catalogue edition, as the spec's online configuration named it);
  // superseded by June 2017 (31 December 2017, derived).
  w8imy: {
    supersededBy: 'w8imy_2017',
    source: 'online configuration; derived from Rev. June 2017',
  },
  w8eci_2021: { source: 'w8eci-w8exp-lines.md' },
  w8eci: { supersededBy: 'w8eci_2021', source: 'w8eci-w8exp-lines.md, Revision acceptance' },
  w8exp_2023: {
    released: '2023-11-20',
    source: 'w8eci-w8exp-lines.md (released 20 November 2023)',
  },
  w8exp: { supersededBy: 'w8exp_2023', source: 'w8eci-w8exp-lines.md, Revision acceptance' },
};

/** The facts of a form type's revision, or undefined for a form type without a request limit. */
export function revisionFacts(type: string): RevisionFacts | undefined {
  const facts = isCatalogued(type) ? revisions[type] : undefined;
  if (!facts || !isCatalogued(type)) return undefined;
  const edition = formCatalogue[type].edition;
  return { ...facts, revision: 'month' in edition ? edition.month : null };
}

/** The current revision of a form type: the last one of its chain of successors (itself when current). */
export function currentRevisionOf(type: string): string {
  let current = type;
  for (let next = revisionFacts(current)?.supersededBy; next; next = revisionFacts(next)?.supersededBy) current = next;
  return current;
}

/** The last day of the sixth full month after a revision's month ('2021-10' → '2022-04-30'), as an ISO date. */
export function sixMonthsAfter(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the month after the sixth: the last day of the sixth full month (Date.UTC counts months from 0).
  return new Date(Date.UTC(year, monthNumber + 6, 0)).toISOString().slice(0, 10);
}

/**
 * The last day the IRS lets a bank request this revision for a new certification (ISO date), or null for a current
 * revision (and a form type without a limit).
 */
export function irsAcceptedUntil(type: string): string | null {
  const successor = revisionFacts(type)?.supersededBy;
  const month = successor ? revisionFacts(successor)?.revision : null;
  return month ? sixMonthsAfter(month) : null;
}

/** Whether a revision may be started for a new certification on a day, and if not, since when and what replaces it. */
export type Acceptance = { accepted: true; until: string | null } | { accepted: false; until: string; current: string };

/** The UTC calendar day of a moment, as an ISO date. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/**
 * Whether a form type's revision may be started for a new certification on `today` (its UTC day): always for a current
 * revision; a superseded one until the IRS's last day, or until the later day the institution's online configuration
 * names for the form type (`formTypes[].acceptedUntil`, the institution's decision: it can extend, never shorten — a
 * form type it no longer wants it hides). A form already stored under a superseded revision is not concerned: it still
 * opens, prints and downloads.
 */
export function revisionAcceptance(type: string, today: Date, extendedUntil?: string | null): Acceptance {
  const irs = irsAcceptedUntil(type);
  if (irs === null) return { accepted: true, until: null };
  const until = extendedUntil && extendedUntil > irs ? extendedUntil : irs;
  return utcDay(today) <= until
    ? { accepted: true, until }
    : { accepted: false, until, current: currentRevisionOf(type) };
}
