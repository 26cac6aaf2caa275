import type { BlockDef } from '@taxcert/engine';

/** Line 7: account number(s), optional. */
export function accountNumbersBlock(): BlockDef {
  return {
    id: 'accountNumbers',
    title: 'questionnaire.w9.accountNumbers.title',
    questions: [{ id: 'accountNumbers', line: '7', label: 'questionnaire.w9.line7.label', widget: 'text' }],
  };
}
