import type { Check } from './verify';

/**
 * Calls that change state, run only with CONTRACT_ALLOW_WRITES=1 and a session cookie: they add a W-9 to
 * the signed-in customer's first account and validate it.
 */
export function writeChecks(accountId: number, formId?: number): Check[] {
  const checks: Check[] = [{ name: 'forms.add', path: '/api/forms', body: { isOnline: true, accountId, formType: 'w9_2024' }, auth: true, writes: true }];
  if (formId !== undefined) {
    checks.push(
      { name: 'forms.get', path: `/api/forms/${formId}`, auth: true },
      { name: 'forms.validate', path: `/api/forms/w9_2024/${formId}/validate`, body: {}, auth: true, writes: true },
      { name: 'questionnaire.validateForm', path: `/api/questionnaire/form/${formId}/validate`, body: {}, auth: true },
      { name: 'forms.pdfPreview', path: `/api/forms/${formId}/pdf/preview`, auth: true },
    );
  }
  return checks;
}
