import {
  convertDate,
  type Answers,
  type AnswerValue,
  type CheckDef,
  type FollowedBlockDef,
  type SharedAnswerDef,
} from '@taxcert/engine';
import { usIndiciaChecks } from '../blocks/usIndicia';

/**
 * The CRS-I + W-8BEN group (crsiw8ben): what its two forms say about the same person is entered once or must agree
 * before it is signed (ADR 029). The person's name and date of birth are the same fact on both
 * forms: entered in the CRS-I and shown, locked, on the W-8BEN (`crsiw8benShares`; a W-8BEN holding another one
 * is refused). The CRS-I's current residence address fills in the W-8BEN's permanent residence address (line 3:
 * the address in the country of tax residence, never a P.O. box — w8ben.md) until the customer makes it differ
 * (`crsiw8benFollows`). What the forms ask in different terms only warns (`crsiw8benChecks`): the two residence
 * addresses, the W-8BEN's address country beside the CRS-I's tax residences; a treaty
 * country (line 9) the CRS-I does not list is refused. Line 2, citizenship, is not a residence: not compared.
 * Each check reads both forms' answers (group block ids `<formType>/<blockId>`) and points at the W-8BEN's field,
 * the form that repeats what the CRS-I asks first.
 */
const CRS = 'crsi_2024/';
const W8 = 'w8ben_2021/';

const text = (value: AnswerValue): string => (typeof value === 'string' ? value : '');
/** Compared without case, punctuation or spacing: "Unter den Linden 1," is "unter den linden 1". */
const normal = (value: AnswerValue): string =>
  text(value)
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A name's words in any order: the W-8BEN's line 1 written family name first ("SCHMIDT Anna") names the same person. */
const nameWords = (value: AnswerValue): string => normal(value).split(' ').sort().join(' ');

const toIso = (value: AnswerValue, format: 'dd-MM-yyyy' | 'MM-dd-yyyy'): string | undefined =>
  convertDate(text(value), format, 'yyyy-MM-dd');

/**
 * The answers entered in the CRS-I and shown on the W-8BEN. Line 1's name is the CRS-I's first, middle and last
 * names on one line, first name first (the title is not part of it); a W-8BEN saved with the same words in another
 * order (family name first) still agrees. Line 8's date of birth is the CRS-I's, written MM-DD-YYYY; it is shown only once the CRS-I's
 * is a whole date.
 */
export const crsiw8benShares: readonly SharedAnswerDef[] = [
  {
    id: 'GROUP-NAME-DIFFERS',
    message: 'questionnaire.group.crsiw8ben.nameDiffers',
    from: [`${CRS}crsName.lastName`, `${CRS}crsName.firstName`, `${CRS}crsName.middleName`],
    to: `${W8}name.name`,
    value: (answers) => {
      const name = answers[`${CRS}crsName`] ?? {};
      return (
        [name.firstName, name.middleName, name.lastName]
          .map((part) => text(part).trim())
          .filter(Boolean)
          .join(' ') || undefined
      );
    },
    same: (held, shared) => nameWords(held) === nameWords(shared),
  },
  {
    id: 'GROUP-BIRTH-DATE-DIFFERS',
    message: 'questionnaire.group.crsiw8ben.birthDateDiffers',
    from: [`${CRS}birthDetails.birthDate`],
    to: `${W8}birthDetails.birthDate`,
    value: (answers) => {
      const iso = toIso(answers[`${CRS}birthDetails`]?.birthDate, 'dd-MM-yyyy');
      return iso === undefined ? undefined : convertDate(iso, 'yyyy-MM-dd', 'MM-dd-yyyy');
    },
    same: (held, shared) => toIso(held, 'MM-dd-yyyy') === toIso(shared, 'MM-dd-yyyy'),
  },
];

/**
 * The blocks of the W-8BEN that follow the CRS-I's (ADR 029): line 3, the permanent residence
 * address with its country, is filled in from the CRS-I's current residence address while the customer has not
 * made it differ — for most customers the same address, typed once. Not locked: line 3 has rules of its own (the
 * country of tax residence, never a P.O. box or in-care-of, not in the US) and may rightly differ; the checks below
 * warn when they do.
 */
export const crsiw8benFollows: readonly FollowedBlockDef[] = [
  {
    from: `${CRS}address`,
    to: `${W8}address`,
    fields: ['line1', 'line2', 'line3', 'line4', 'postalCode', 'country'],
    note: 'formGroup.followed.residenceAddress',
  },
];

/** The countries the CRS-I gives as tax residences. */
function crsResidences(answers: Answers): string[] {
  const items = answers[`${CRS}taxResidences`]?.taxResidences;
  return (Array.isArray(items) ? items : [])
    .map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? text(item.country) : ''))
    .filter(Boolean);
}

/** The W-8BEN's country in `block` is given, and the CRS-I lists tax residences without it. */
const notAmongCrsResidences =
  (block: string) =>
  (answers: Answers): boolean => {
    const country = text(answers[`${W8}${block}`]?.country);
    const residences = crsResidences(answers);
    return Boolean(country) && residences.length > 0 && !residences.includes(country);
  };

const both = (a: string | undefined, b: string | undefined): boolean => Boolean(a) && Boolean(b);

export const crsiw8benChecks: readonly CheckDef[] = [
  {
    // W-8BEN line 3 is the address in the country of tax residence (w8ben.md), so the CRS-I should list that
    // country. A warning, not a rejection: the customer may have left a residence out of the CRS-I by mistake
    // or moved, and the institution decides which form to correct (ours, unconfirmed).
    id: 'GROUP-RESIDENCE-DIFFERS',
    severity: 'warning',
    field: `${W8}address.country`,
    message: 'questionnaire.group.crsiw8ben.residenceDiffers',
    raised: notAmongCrsResidences('address'),
  },
  {
    // Line 9: "a resident of ___ within the meaning of the income tax treaty" — a residence the CRS-I must list too.
    id: 'GROUP-TREATY-COUNTRY-DIFFERS',
    severity: 'rejection',
    field: `${W8}treatyClaim.country`,
    message: 'questionnaire.group.crsiw8ben.treatyCountryDiffers',
    raised: notAmongCrsResidences('treatyClaim'),
  },
  {
    // Two forms, two residence addresses: the street may be written differently, so a difference is a warning.
    id: 'GROUP-ADDRESS-DIFFERS',
    severity: 'warning',
    field: `${W8}address.line1`,
    message: 'questionnaire.group.crsiw8ben.addressDiffers',
    raised: (answers) => {
      const crs = answers[`${CRS}address`] ?? {};
      const w8 = answers[`${W8}address`] ?? {};
      const street = (a: typeof crs) => normal(a.line1);
      return (
        both(street(crs), street(w8)) && (street(crs) !== street(w8) || normal(crs.country) !== normal(w8.country))
      );
    },
  },
  // The W-8BEN asks no place of birth; the CRS-I does, and a US one is a US indicium for the W-8BEN.
  ...usIndiciaChecks('individual', { birthCountry: `${CRS}birthDetails.birthCountry` }),
];
