import { ErrorCodes, type Account, type FormTypeConfig, type Locale } from '@taxcert/contracts';
import { loadDefinition, revisionAcceptance, type Translate } from '@taxcert/forms';
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

/**
 * Refuses a superseded revision the IRS no longer lets a bank request for a new certification (ADR
 * 058): past its last day on the simulator's clock (UTC day) and not extended by the entry's `acceptedUntil`, the add
 * call answers 400 `{code: 4002, message}` naming the current revision, in the request's language. Forms already
 * stored are not concerned.
 */
export async function refuseSupersededRevision(
  config: BaseConfig,
  entry: FormTypeConfig,
  today: Date,
  locale: Locale,
  t: Translate,
): Promise<void> {
  const acceptance = revisionAcceptance(entry.formType, today, entry.acceptedUntil);
  if (acceptance.accepted) return;
  const named = (type: FormTypeConfig | undefined) => (type ? { ...type, ...type.localized?.[locale] } : undefined);
  const refused = named(entry)!;
  const current = named(config.formTypes.find((f) => f.formType === acceptance.current));
  const currentRevision = current?.revision ?? (await loadDefinition(acceptance.current))?.revision ?? '';
  throw new ApiFailure(
    400,
    t('revisionAcceptance.refused', {
      form: refused.title,
      revision: refused.revision ?? entry.revision,
      date: acceptance.until,
      current: current?.title ?? acceptance.current,
      currentRevision,
    }),
    ErrorCodes.RevisionNotAccepted,
  );
}
