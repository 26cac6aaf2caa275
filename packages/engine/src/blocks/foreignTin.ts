import type { EvalContext } from '../types/answers';
import type { BlockDef } from '../types/definition';
import type { RuleDef } from '../types/rules';
import { isTicked } from './shared';

/**
 * The rules of a foreign TIN typed as text: at most 50 characters (`lengthMessage`), and a valid foreign TIN by its
 * identifier module (letters and digits, single separators between them).
 */
export function ftinRules(lengthMessage = 'questionnaire.foreignTin.tin.lengthErrorMessage'): RuleDef[] {
  return [
    { kind: 'maxLength', max: 50, message: lengthMessage },
    { kind: 'identifier', identifier: 'ftin', message: 'questionnaire.identifier.ftin.formatErrorMessage' },
  ];
}

export interface ForeignTinBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Official line numbers of the TIN and of the "not legally required" box, e.g. '6a', '6b'. */
  lines?: { tin: string; notRequired: string };
}

/** notRequired ticked (questionnaire-and-forms.md §3: Yes, or ftinNotRequired 'true'). */
export const ftinNotRequired = (ctx: EvalContext): boolean => isTicked(ctx.block.notRequired);

/**
 * Foreign TIN block (questionnaire-and-forms.md §3–§4): tin, required unless notRequired is ticked, which disables the
 * value and makes it valid.
 */
export function foreignTinBlock(options: ForeignTinBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'foreignTin',
    title: options.title,
    questions: [
      {
        id: 'tin',
        label: 'questionnaire.foreignTin.tin.label',
        widget: 'text',
        props: { identifier: 'ftin' },
        ...(options.lines ? { line: options.lines.tin } : {}),
        disabled: ftinNotRequired,
        rules: [{ kind: 'required', message: 'questionnaire.foreignTin.tin.errorMessage' }, ...ftinRules()],
      },
      {
        id: 'notRequired',
        label: 'questionnaire.foreignTin.notRequired.label',
        widget: 'checkbox',
        ...(options.lines ? { line: options.lines.notRequired } : {}),
        default: false,
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
