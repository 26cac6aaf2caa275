import type { BlockDef } from '@taxcert/engine';

/** Lines 5 and 6: street address, then city, state and ZIP code; country defaults to the US. */
export function addressBlock(): BlockDef {
  return {
    id: 'address',
    title: 'questionnaire.w9.address.title',
    questions: [
      {
        id: 'line1',
        line: '5',
        label: 'questionnaire.address.line1.label',
        widget: 'text',
        rules: [{ kind: 'required', message: 'questionnaire.address.1.errorMessage' }],
      },
      { id: 'line2', line: '5', label: 'questionnaire.address.line2.label', widget: 'text' },
      { id: 'line3', line: '6', label: 'questionnaire.address.line3.label', widget: 'text' },
      { id: 'line4', line: '6', label: 'questionnaire.address.line4.label', widget: 'text' },
      { id: 'postalCode', line: '6', label: 'questionnaire.address.postalCode.label', widget: 'text' },
      {
        id: 'country',
        label: 'questionnaire.address.country.label',
        widget: 'country',
        default: 'US',
        rules: [{ kind: 'required', message: 'questionnaire.address.country.errorMessage' }],
      },
    ],
  };
}
