import type { BlockDef } from '@taxcert/engine';
import type { W9Revision } from './revisions';

/** Lines 1 and 2: the name on the tax return and the business / disregarded entity name. */
export function nameBlock(revision: W9Revision): BlockDef {
  return {
    id: 'name',
    title: 'questionnaire.w9.name.title',
    questions: [
      {
        id: 'name',
        line: '1',
        label: revision.line1Label,
        hint: 'questionnaire.w9.line1.hint',
        widget: 'text',
        rules: [{ kind: 'required', message: 'questionnaire.name.name.errorMessage' }],
      },
      { id: 'businessName', line: '2', label: 'questionnaire.w9.line2.label', widget: 'text' },
    ],
  };
}
