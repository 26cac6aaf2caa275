import type { OnlineConfig } from '@taxcert/contracts';

/**
 * Where `/` sends a signed-in customer (app-shell.md §2 "Landing").
 *
 * SEAM for a later issue: the pre-qualifying questionnaire (`usePreQualifyingQuestionnaire` →
 * /pre-qualifying-questionnaire) and the default form (`defaultFormType` / `defaultFormUrl`, the
 * instructions-up-front modal, account selection first when the account id is 0, and
 * /insufficient-information when it cannot be prepopulated) are decided here. For now every customer
 * goes to form selection.
 */
export function landingTarget(config: OnlineConfig | null): string {
  void config;
  return '/form-selection';
}
