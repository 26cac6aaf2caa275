import { w9ExemptionsBlock, type BlockDef } from '@taxcert/engine';
import type { W9Revision } from './revisions';

/**
 * Line 4: exemption codes (the engine's block). Individuals (box 1, individual/sole proprietor) are
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
