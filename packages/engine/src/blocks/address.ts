import type { BlockDef, QuestionDef } from '../types/definition';

export interface AddressBlockOptions {
  id?: string;
  /** Message key. */
  title: string;
  part?: string;
  /** Optional block: once any part is filled, line1 and country become required (questionnaire-and-forms.md §4). */
  optional?: boolean;
  /** Id of the block this one is linked to (the mailing address to the permanent address). */
  linkBlock?: string;
  defaultCountry?: string;
  /** Official line number of the address, e.g. '3'. */
  line?: string;
}

/** The lines of an address besides its country: street, city, state or province, postal code (questionnaire-and-forms.md §3). */
export const ADDRESS_LINES = ['line1', 'line2', 'line3', 'line4', 'postalCode'] as const;

/** True for a block made of an address's questions (`addressQuestions`): its lines and its country. */
export const isAddressBlock = (block: BlockDef): boolean =>
  block.questions.some((q) => q.id === 'country' && q.widget === 'country') &&
  ADDRESS_LINES.every((id) => block.questions.some((q) => q.id === id));

/** The questions of an address (questionnaire-and-forms.md §3): line1–line4, postalCode, country; line1 and country required. */
export function addressQuestions(options: { defaultCountry?: string; line?: string } = {}): QuestionDef[] {
  const line = options.line === undefined ? {} : { line: options.line };
  const text = (id: string): QuestionDef => ({
    id,
    label: `questionnaire.address.${id}.label`,
    widget: 'text',
    ...line,
  });
  return [
    { ...text('line1'), rules: [{ kind: 'required', message: 'questionnaire.address.1.errorMessage' }] },
    text('line2'),
    text('line3'),
    text('line4'),
    text('postalCode'),
    {
      id: 'country',
      label: 'questionnaire.address.country.label',
      widget: 'country',
      ...line,
      ...(options.defaultCountry === undefined ? {} : { default: options.defaultCountry }),
      rules: [{ kind: 'required', message: 'questionnaire.address.country.errorMessage' }],
    },
  ];
}

/** Address answers (questionnaire-and-forms.md §3): line1–line4, postalCode, country. line1 and country are required. */
export function addressBlock(options: AddressBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'address',
    title: options.title,
    questions: addressQuestions({
      ...(options.defaultCountry === undefined ? {} : { defaultCountry: options.defaultCountry }),
      ...(options.line === undefined ? {} : { line: options.line }),
    }),
  };
  if (options.part !== undefined) block.part = options.part;
  if (options.optional) block.optional = true;
  if (options.linkBlock !== undefined) block.linkBlock = options.linkBlock;
  return block;
}
