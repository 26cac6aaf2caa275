import {
  addressBlock,
  isBlank,
  type AddressBlockOptions,
  type AnswerValue,
  type BlockDef,
  type PaperRow,
  type RuleDef,
} from '@taxcert/engine';

/**
 * Labels of an address outside the US (W-8 and CRS forms): the W-8BEN's line 3 asks for the "City or town,
 * state or province. Include postal code where appropriate." — not the W-9's "City, state, and ZIP code".
 */
export const INTERNATIONAL_ADDRESS_LABELS: Readonly<Record<string, string>> = {
  line3: 'questionnaire.address.international.line3.label',
  line4: 'questionnaire.address.international.line4.label',
  postalCode: 'questionnaire.address.international.postalCode.label',
};

/** The PDF label of the line that holds city or town, state or province and postal code (W-8BEN lines 3 and 4). */
export const INTERNATIONAL_CITY_LINE = 'pdf.address.international.cityLine';

export interface InternationalAddressOptions extends AddressBlockOptions {
  /** Rules added to questions of the block, by question id (after the engine's own). */
  rules?: Readonly<Record<string, readonly RuleDef[]>>;
}

/** The engine's address block with the international labels and the form's own extra rules. */
export function internationalAddressBlock(options: InternationalAddressOptions): BlockDef {
  const { rules = {}, ...address } = options;
  const block = addressBlock(address);
  return {
    ...block,
    questions: block.questions.map((question) => {
      const extra = rules[question.id] ?? [];
      const label = INTERNATIONAL_ADDRESS_LABELS[question.id] ?? question.label;
      const own = Array.isArray(question.rules) ? question.rules : [];
      return extra.length === 0 ? { ...question, label } : { ...question, label, rules: [...own, ...extra] };
    }),
  };
}

/**
 * The address as the paper form prints it: the street (lines 1 and 2) under `streetLabel`, then city or town,
 * state or province and postal code on one line (under `cityLabel`, the W-8BEN's wording by default), then the
 * country.
 */
export function internationalAddressRows(
  blockId: string,
  streetLabel: string,
  line?: string,
  cityLabel = INTERNATIONAL_CITY_LINE,
): PaperRow[] {
  const numbered = line === undefined ? {} : { line };
  return [
    { ...numbered, label: streetLabel, answers: [`${blockId}.line1`, `${blockId}.line2`] },
    { label: cityLabel, answers: [`${blockId}.line3`, `${blockId}.line4`, `${blockId}.postalCode`] },
    { label: 'questionnaire.address.country.label', answers: [`${blockId}.country`] },
  ];
}

const text = (value: AnswerValue): string => (typeof value === 'string' ? value : '');

/**
 * A post-office box in the words of the languages served: P.O. Box, PO Box, Post Office Box, POB 12, Postfach,
 * Boîte postale, Apartado (de correos) 12, Apdo. 12, Casella postale, Postbus. (Our list: the W-8BEN instructions
 * name the P.O. box, not its foreign names.)
 */
const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*box|post\s*office\s*box|pob\s*\d|postfach|bo[iî]te\s+postale|apartado(?:\s+de\s+correos)?\s*\d|apdo\.?\s*\d|casella\s+postale|postbus)/iu;
/** An in-care-of address: "c/o …", "care of …", "in care of …". */
const IN_CARE_OF = /(?:^|[\s,(])(?:c\s*\/\s*o|(?:in\s+)?care\s+of)\b/iu;

/** True unless the text names a post-office box. */
export const isNotPoBox = (value: AnswerValue): boolean => isBlank(value) || !PO_BOX.test(text(value));
/** True unless the text is an in-care-of address. */
export const isNotInCareOf = (value: AnswerValue): boolean => isBlank(value) || !IN_CARE_OF.test(text(value));
/** True unless the country is the United States. */
export const isOutsideUs = (value: AnswerValue): boolean => value !== 'US';

/**
 * W-8BEN line 3 (w8ben.md, Part I): a permanent residence address outside the United States, "Do not use a P.O.
 * box or in-care-of address." Each rule has its own message; they apply to the street lines and the country.
 */
export function permanentResidenceRules(messages: {
  poBox: string;
  inCareOf: string;
  inUs: string;
}): Record<string, RuleDef[]> {
  const street: RuleDef[] = [
    { kind: 'custom', test: isNotPoBox, message: messages.poBox },
    { kind: 'custom', test: isNotInCareOf, message: messages.inCareOf },
  ];
  return { line1: street, line2: street, country: [{ kind: 'custom', test: isOutsideUs, message: messages.inUs }] };
}
