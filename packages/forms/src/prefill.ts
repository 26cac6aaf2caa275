import type { PrefillAddress, PrefillRecord } from '@taxcert/contracts';
import {
  convertDate,
  crsTitles,
  isDateFormat,
  type AnswerValue,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
} from '@taxcert/engine';

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const country = (value: string | null | undefined): string | undefined => text(value)?.toUpperCase();

const ADDRESS_FIELDS = ['line1', 'line2', 'line3', 'line4', 'postalCode', 'country'] as const;

/** Every question `prefillAnswers` may fill, by block: the one list both it and `prefillRefs` read. */
const PREFILL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  name: ['name'],
  crsName: ['title', 'titleOther', 'firstName', 'middleName', 'lastName'],
  citizenship: ['country'],
  address: ADDRESS_FIELDS,
  mailingAddress: ADDRESS_FIELDS,
  birthDetails: ['birthDate', 'birthCountry'],
};

/** Only the questions the block has, and only values that are given. */
function put(def: FormDefinition, answers: Answers, blockId: string, values: Record<string, AnswerValue>): void {
  const block = def.blocks.find((b) => b.id === blockId);
  if (!block) return;
  const fields = PREFILL_FIELDS[blockId] ?? [];
  const ids = new Set(block.questions.map((q) => q.id).filter((id) => fields.includes(id)));
  const out: BlockAnswers = {};
  for (const [id, value] of Object.entries(values)) if (value !== undefined && ids.has(id)) out[id] = value;
  if (Object.keys(out).length > 0) answers[blockId] = { ...answers[blockId], ...out };
}

function address(source: PrefillAddress | null | undefined): Record<string, AnswerValue> {
  return {
    line1: text(source?.Line1),
    line2: text(source?.Line2),
    line3: text(source?.Line3),
    line4: text(source?.Line4),
    postalCode: text(source?.PostCode),
    country: country(source?.Country),
  };
}

function fullName(record: PrefillRecord): string | undefined {
  const parts = record.CustomerNameParts;
  const joined = [parts?.FirstName, parts?.MiddleName, parts?.LastName].map(text).filter(Boolean).join(' ');
  return text(record.CustomerName) ?? (joined || undefined);
}

function title(value: string | null | undefined): Record<string, AnswerValue> {
  const given = text(value)?.replace(/\.$/, '');
  if (!given) return {};
  const known = crsTitles.find((t) => t.toLowerCase() === given.toLowerCase());
  return known ? { title: known } : { title: 'Other', titleOther: given };
}

/** The birth date (MM-dd-yyyy in the record) in the format of the definition's birthDate question. */
function birthDate(def: FormDefinition, value: string | null | undefined): string | undefined {
  const given = text(value);
  if (!given) return undefined;
  const question = def.blocks.find((b) => b.id === 'birthDetails')?.questions.find((q) => q.id === 'birthDate');
  const format = question?.props?.format ?? def.dateFormat;
  return isDateFormat(format) ? convertDate(given, 'MM-dd-yyyy', format) : undefined;
}

/**
 * The questions of a definition the customer's pre-fill record can fill (`blockId.questionId`), whatever the record
 * holds: the form screen marks the answers of a new form at these as coming from the institution's record (ADR 072).
 */
export function prefillRefs(def: FormDefinition): string[] {
  return def.blocks.flatMap((block) => {
    const fields = PREFILL_FIELDS[block.id] ?? [];
    return block.questions.filter((q) => fields.includes(q.id)).map((q) => `${block.id}.${q.id}`);
  });
}

/**
 * The answers a definition takes from the customer's pre-fill source record (questionnaire-and-forms.md §3): the name (whole
 * or in parts), citizenship, the FATCA address as the permanent/residence address (W-9: the mailing
 * address when there is no FATCA address), the mailing address, the birth date converted to the
 * family's date format, the country of birth. Only the mapped values are returned; merge them over
 * the defaults with `mergeAnswers(defaultAnswers(def), prefillAnswers(def, record))`.
 */
export function prefillAnswers(def: FormDefinition, record: PrefillRecord): Answers {
  const answers: Answers = {};
  const parts = record.CustomerNameParts;
  put(def, answers, 'name', { name: fullName(record) });
  put(def, answers, 'crsName', {
    ...title(parts?.Title),
    firstName: text(parts?.FirstName),
    middleName: text(parts?.MiddleName),
    lastName: text(parts?.LastName),
  });
  put(def, answers, 'citizenship', { country: country(record.CountryOfCitizenship) });
  const isW9 = def.formType.startsWith('w9');
  put(def, answers, 'address', address(isW9 ? (record.FatcaAddress ?? record.MailingAddress) : record.FatcaAddress));
  put(def, answers, 'mailingAddress', address(record.MailingAddress));
  put(def, answers, 'birthDetails', {
    birthDate: birthDate(def, record.DateOfBirth),
    birthCountry: country(record.CountryOfBirth),
  });
  return answers;
}
