import { ErrorCodes, type Account, type FormTypeConfig } from '@taxcert/contracts';
import type { BaseConfig } from '../fixtures/schemas';
import { ApiFailure } from './failure';

/** The config entry of a form type that may be added now: enabled, visible and prepopulatable. */
export function addableFormType(config: BaseConfig, formType: string): FormTypeConfig {
  const entry = config.formTypes.find((f) => f.formType === formType);
  if (!entry) throw new ApiFailure(400, `Unknown form type "${formType}".`);
  if (!entry.isEnabled || !entry.isVisible) {
    throw new ApiFailure(403, `The form type ${formType} is not offered.`, ErrorCodes.FormTypeUnavailable);
  }
  if (!entry.canPrepopulate) {
    throw new ApiFailure(
      403,
      'Your Account has insufficient information to complete this form.',
      ErrorCodes.FormTypeUnavailable,
    );
  }
  return entry;
}

/** One of the customer's own accounts, or a 400 naming the account id. */
export function ownAccount(accounts: readonly Account[], accountId: number): Account {
  const account = accounts.find((a) => a.id === accountId);
  if (!account) throw new ApiFailure(400, `Account ${accountId} is not one of your accounts.`);
  return account;
}
