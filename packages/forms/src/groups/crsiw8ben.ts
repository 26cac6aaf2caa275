import { convertDate, type Answers, type AnswerValue, type CheckDef } from '@taxcert/engine';
import { usIndiciaChecks } from '../blocks/usIndicia';

/**
 * The CRS-I + W-8BEN group (crsiw8ben): what its two forms say about the same person must agree before it is
 * signed (issue 21 item 6) — a different name, birth date or treaty residence is a rejection, a residence or
 * address that differs a warning. Each check reads both forms' answers (group block ids `<formType>/<blockId>`) and
 * points at the W-8BEN's field, the form that repeats what the CRS-I asks first.
 */
const CRS = 'crsi_2024/';
const W8 = 'w8ben_2021/';

const text = (value: AnswerValue): string => (typeof value === 'string' ? value : '');
/** Compared without case, punctuation or spacing: "Unter den Linden 1," is "unter den linden 1". */
const normal = (value: AnswerValue): string => text(value).toLocaleLowerCase('en').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The CRS-I's name as one line, first name first (the W-8BEN's line 1 asks for it so). */
function crsName(answers: Answers): string {
  const name = answers[`${CRS}crsName`] ?? {};
  return normal([name.firstName, name.middleName, name.lastName].map(text).filter(Boolean).join(' '));
}

/** The W-8BEN's name, or the CRS-I's in the same words in either order (family name first or last). */
function sameName(answers: Answers): boolean {
  const w8 = normal(answers[`${W8}name`]?.name);
  const name = answers[`${CRS}crsName`] ?? {};
  const familyFirst = normal([name.lastName, name.firstName, name.middleName].map(text).filter(Boolean).join(' '));
  return w8 === crsName(answers) || w8 === familyFirst;
}

/** The CRS-I's birth date (dd-MM-yyyy) and the W-8BEN's (MM-dd-yyyy), both as yyyy-MM-dd; undefined when not a date. */
function birthDates(answers: Answers): [string | undefined, string | undefined] {
  return [
    convertDate(text(answers[`${CRS}birthDetails`]?.birthDate), 'dd-MM-yyyy', 'yyyy-MM-dd'),
    convertDate(text(answers[`${W8}birthDetails`]?.birthDate), 'MM-dd-yyyy', 'yyyy-MM-dd'),
  ];
}

/** The countries the CRS-I gives as tax residences. */
function crsResidences(answers: Answers): string[] {
  const items = answers[`${CRS}taxResidences`]?.taxResidences;
  return (Array.isArray(items) ? items : []).map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? text(item.country) : '')).filter(Boolean);
}

/** The W-8BEN's country in `block` is given, and the CRS-I lists tax residences without it. */
const notAmongCrsResidences = (block: string) => (answers: Answers): boolean => {
  const country = text(answers[`${W8}${block}`]?.country);
  const residences = crsResidences(answers);
  return Boolean(country) && residences.length > 0 && !residences.includes(country);
};

const both = (a: string | undefined, b: string | undefined): boolean => Boolean(a) && Boolean(b);

export const crsiw8benChecks: readonly CheckDef[] = [
  {
    id: 'GROUP-NAME-DIFFERS',
    severity: 'rejection',
    field: `${W8}name.name`,
    message: 'questionnaire.group.crsiw8ben.nameDiffers',
    raised: (answers) => both(normal(answers[`${W8}name`]?.name), crsName(answers)) && !sameName(answers),
  },
  {
    id: 'GROUP-BIRTH-DATE-DIFFERS',
    severity: 'rejection',
    field: `${W8}birthDetails.birthDate`,
    message: 'questionnaire.group.crsiw8ben.birthDateDiffers',
    raised: (answers) => {
      const [crs, w8] = birthDates(answers);
      return both(crs, w8) && crs !== w8;
    },
  },
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
      return both(street(crs), street(w8)) && (street(crs) !== street(w8) || normal(crs.country) !== normal(w8.country));
    },
  },
  // The W-8BEN asks no place of birth; the CRS-I does, and a US one is a US indicium for the W-8BEN.
  ...usIndiciaChecks('individual', { birthCountry: `${CRS}birthDetails.birthCountry` }),
];
