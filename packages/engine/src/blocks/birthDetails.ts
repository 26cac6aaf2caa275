import type { BlockDef, DateFormat, QuestionDef } from '../types/definition';
import type { RuleDef } from '../types/rules';

/** questionnaire-and-forms.md §9: a birth date lies between 125 years ago and yesterday. */
export const BIRTH_DATE_WINDOW = { minYearsAgo: 125, maxDaysAgo: 1 } as const;

/** Birth date rules: required, a real date in the family's format, inside the window, each with its key. */
export function birthDateRules(format: DateFormat, required = true): RuleDef[] {
  const rules: RuleDef[] = [];
  if (required) rules.push({ kind: 'required', message: 'questionnaire.birthDetails.birthDate.errorMessage' });
  rules.push(
    { kind: 'dateFormat', format, message: 'questionnaire.birthDetails.birthDate.formatErrorMessage' },
    {
      kind: 'dateWindow',
      format,
      ...BIRTH_DATE_WINDOW,
      message: 'questionnaire.birthDetails.birthDate.rangeErrorMessage',
    },
  );
  return rules;
}

export interface BirthDetailsBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** dd-MM-yyyy for CRS and rc forms, MM-dd-yyyy for W forms (questionnaire-and-forms.md §5). */
  dateFormat: DateFormat;
  /** Ask for the place of birth: town (optional) and country (required). */
  place?: boolean;
  line?: string;
}

/** Birth details (questionnaire-and-forms.md §3, §5): birthDate, and optionally birthTown and birthCountry. */
export function birthDetailsBlock(options: BirthDetailsBlockOptions): BlockDef {
  const questions: QuestionDef[] = [
    {
      id: 'birthDate',
      label: 'questionnaire.birthDetails.birthDate.label',
      widget: 'date',
      ...(options.line === undefined ? {} : { line: options.line }),
      props: { format: options.dateFormat },
      rules: birthDateRules(options.dateFormat),
    },
  ];
  if (options.place) {
    questions.push(
      { id: 'birthTown', label: 'questionnaire.birthDetails.birthTown.label', widget: 'text' },
      {
        id: 'birthCountry',
        label: 'questionnaire.birthDetails.birthCountry.label',
        widget: 'country',
        rules: [{ kind: 'required', message: 'questionnaire.birthDetails.birthCountry.errorMessage' }],
      },
    );
  }
  const block: BlockDef = { id: options.id ?? 'birthDetails', title: options.title, questions };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
