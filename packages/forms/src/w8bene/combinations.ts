import type { Ch3Ch4Combination } from '@taxcert/engine';
import { CH4_STATUSES, type CH3_STATUSES } from '../blocks/entityType';

type Ch3 = (typeof CH3_STATUSES)[number] | 'Government';
type Ch4 = (typeof CH4_STATUSES)[number];

/**
 * The chapter 4 statuses a chapter 3 status of line 4 may take on line 5, read from the definitions of the
 * Instructions for Form W-8BEN-E (w8bene.md): a foreign government, its integral part or central bank of issue is
 * the foreign government status (Part XIII) or, under an IGA, a nonreporting IGA FFI; an international organization
 * is Part XIV (or a nonreporting IGA FFI); a 501(c) organization (Part XXI) is a tax-exempt organization or private
 * foundation; those two government statuses and the international organization status belong to no other line 4
 * box. ASSUMPTION (ours, unconfirmed): every other pair is allowed — the institution's online configuration
 * (`validCh3Ch4Combinations`) is the authority, and this is only the simulator's default. A controlled entity of a
 * foreign government may also be an ordinary FFI or NFFE (it engages in commercial activity), so it takes every
 * status but the international organization's and the 501(c)'s. Rev. July 2017 has one "Government" box.
 */
function allowed(ch3: Ch3, ch4: Ch4): boolean {
  if (ch3 === 'InternationalOrganization') return ch4 === 'InternationalOrganization' || ch4 === 'NonReportingIgaFfi';
  if (ch3 === 'ForeignGovernmentIntegralPart' || ch3 === 'CentralBankOfIssue')
    return ch4 === 'ForeignGovernment' || ch4 === 'NonReportingIgaFfi';
  if (ch4 === 'InternationalOrganization') return false;
  if (ch4 === 'Organization501C') return ch3 === 'TaxExemptOrganization' || ch3 === 'PrivateFoundation';
  if (ch3 === 'ForeignGovernmentControlledEntity' || ch3 === 'Government') return true;
  return ch4 !== 'ForeignGovernment';
}

/** The default valid pairs of a revision's line 4 boxes, in the form's order of both lines. */
export function defaultCh3Ch4Combinations(ch3Statuses: readonly Ch3[]): Ch3Ch4Combination[] {
  return ch3Statuses.flatMap((ch3Status) =>
    CH4_STATUSES.filter((ch4Status) => allowed(ch3Status, ch4Status)).map((ch4Status) => ({ ch3Status, ch4Status })),
  );
}
