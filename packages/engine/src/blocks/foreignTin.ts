import type { EvalContext } from '../types/answers';
import type { BlockDef } from '../types/definition';
import { isTicked } from './shared';

export interface ForeignTinBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Official line numbers of the TIN and of the "not legally required" box, e.g. '6a', '6b'. */
  lines?: { tin: string; notRequired: string };
}

/** notRequired ticked (spec §3: Yes, or ftinNotRequired 'true'). */
export const ftinNotRequired = (ctx: EvalContext): boolean => isTicked(ctx.block.notRequired);

/**
 * Foreign TIN block (spec §3–§4): tin, required unless notRequired is ticked, which disables the
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
        props: { identifier: true },
        ...(options.lines ? { line: options.lines.tin } : {}),
        disabled: ftinNotRequired,
        rules: [
          { kind: 'required', message: 'questionnaire.foreignTin.tin.errorMessage' },
          { kind: 'maxLength', max: 50, message: 'questionnaire.foreignTin.tin.lengthErrorMessage' },
        ],
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
