import type { BlockDef, Option } from '@taxcert/engine';
import { classificationOf } from './classification';
import type { W9Revision } from './revisions';

/** Exempt payee codes 1–13 (backup withholding). */
const payeeCodes = Array.from({ length: 13 }, (_, i) => String(i + 1));
/** Exemption from FATCA reporting codes A–M. */
const fatcaCodes = [...'ABCDEFGHIJKLM'];

function payeeOptions(revision: W9Revision): Option[] {
  return payeeCodes.map((code) => ({
    value: code,
    label: revision.payeeCodeLabels[code] ?? `questionnaire.exemptions.payeeCode.option.${code}`,
  }));
}

/**
 * Line 4: exemption codes. Individuals (box 1, individual/sole proprietor) are not exempt payees,
 * so the block is hidden for them. The spec's "hidden for individuals" will later come from the
 * pre-qualifying answer (individual versus organisation) rather than from line 3a.
 */
export function exemptionsBlock(revision: W9Revision): BlockDef {
  return {
    id: 'exemptions',
    title: 'questionnaire.w9.exemptions.title',
    visible: (ctx) => classificationOf(ctx) !== '1',
    questions: [
      {
        id: 'exemptPayeeCode',
        line: '4',
        label: 'questionnaire.exemptions.payeeCode.label',
        widget: 'select',
        props: { options: payeeOptions(revision) },
      },
      {
        id: 'fatcaReportingCode',
        line: '4',
        label: 'questionnaire.exemptions.fatcaCode.label',
        hint: 'questionnaire.exemptions.fatcaCode.hint',
        widget: 'select',
        props: {
          options: fatcaCodes.map((code) => ({ value: code, label: `questionnaire.exemptions.fatcaCode.option.${code}` })),
        },
      },
    ],
  };
}
