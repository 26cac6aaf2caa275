import type { BlockDef } from '@taxcert/engine';
import { W9_INDIVIDUAL, w9ClassificationOf } from './classification';
import type { W9Revision } from './revisions';
import { W9_FATCA_CODES } from '../blocks/fatcaCodes';

/** Exempt payee codes 1–13 (backup withholding, w9.md line 4). */
export const W9_PAYEE_CODES: readonly string[] = Array.from({ length: 13 }, (_, i) => String(i + 1));

export interface W9ExemptionsBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Official line number, '4' by default. */
  line?: string;
  /** Id of the W-9 classification block whose box 1 (individual) hides this block. */
  classificationBlockId?: string;
  /** Option label keys of exempt payee codes that differ from `questionnaire.exemptions.payeeCode.option.<code>`. */
  payeeCodeLabels?: Readonly<Record<string, string>>;
}

/**
 * W-9 exemptions (questionnaire-and-forms.md §3–§4): exemptPayeeCode (1–13) and fatcaReportingCode (A–M), both optional.
 * Individuals (classification box 1) are not exempt payees, so the block is hidden, and its answers
 * cleared, for them.
 */
export function w9ExemptionsBlock(options: W9ExemptionsBlockOptions): BlockDef {
  const line = options.line ?? '4';
  const classificationBlockId = options.classificationBlockId ?? 'classification';
  const block: BlockDef = {
    id: options.id ?? 'exemptions',
    title: options.title,
    visible: (ctx) => w9ClassificationOf(ctx, classificationBlockId) !== W9_INDIVIDUAL,
    questions: [
      {
        id: 'exemptPayeeCode',
        line,
        label: 'questionnaire.exemptions.payeeCode.label',
        widget: 'select',
        props: {
          options: W9_PAYEE_CODES.map((code) => ({
            value: code,
            label: options.payeeCodeLabels?.[code] ?? `questionnaire.exemptions.payeeCode.option.${code}`,
          })),
        },
      },
      {
        id: 'fatcaReportingCode',
        line,
        label: 'questionnaire.exemptions.fatcaCode.label',
        hint: 'questionnaire.exemptions.fatcaCode.hint',
        widget: 'select',
        props: {
          options: W9_FATCA_CODES.map((code) => ({
            value: code,
            label: `questionnaire.exemptions.fatcaCode.option.${code}`,
          })),
        },
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/**
 * Line 4: exemption codes (`w9ExemptionsBlock` above). Individuals (box 1, individual/sole proprietor) are
 * not exempt payees, so the block is hidden for them. The spec's "hidden for individuals" will later
 * come from the pre-qualifying answer (individual versus organisation) rather than from line 3a.
 */
export function exemptionsBlock(revision: W9Revision): BlockDef {
  return w9ExemptionsBlock({
    id: 'exemptions',
    title: 'questionnaire.w9.exemptions.title',
    classificationBlockId: 'classification',
    payeeCodeLabels: revision.payeeCodeLabels,
  });
}
