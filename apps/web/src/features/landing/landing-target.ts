import type { OnlineConfig } from '@taxcert/contracts';
import { NO_ACCOUNT } from '../../lib/session/selected-account';
import { paths } from '../../lib/navigation/paths';
import { isOffered } from '../../lib/config/offered';

/** What `/` does for a signed-in customer (app-shell.md §2 "Landing", §4 "Start-up and selection"). */
export type LandingDecision =
  | { kind: 'offer-questionnaire' }
  | { kind: 'go'; to: string; state?: { choose: string } }
  | { kind: 'select-account' }
  | { kind: 'create'; formType: string; group: boolean };

/** A server-given in-app path, or null (no scheme, no other host). */
function internalPath(path: string): string | null {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}

/**
 * - the pre-qualifying questionnaire, when enabled, is offered first;
 * - else the default form URL when configured;
 * - else the default form type: not available (enabled and visible) → form selection; cannot be
 *   prepopulated → /insufficient-information; account id 0 with several accounts → account selection
 *   first; instructions up front → the form-choice modal on /form-selection; otherwise created at once;
 * - else form selection.
 */
export function landingDecision(config: OnlineConfig | null, accountId: number): LandingDecision {
  if (!config) return { kind: 'go', to: paths.formSelection() };
  if (config.usePreQualifyingQuestionnaire) return { kind: 'offer-questionnaire' };
  const url = config.defaultFormUrl ? internalPath(config.defaultFormUrl) : null;
  if (url) return { kind: 'go', to: url };
  const type = config.defaultFormType;
  if (!type) return { kind: 'go', to: paths.formSelection() };
  const single = config.formTypes.find((entry) => entry.formType === type);
  const group = single ? undefined : config.formGroups.find((entry) => entry.formType === type);
  const entry = single ?? group;
  if (!isOffered(entry)) return { kind: 'go', to: paths.formSelection() };
  if (!entry.canPrepopulate) return { kind: 'go', to: paths.insufficientInformation() };
  const accounts = config.customer?.accounts ?? [];
  if (accountId === NO_ACCOUNT && accounts.length > 1) return { kind: 'select-account' };
  if (config.showFormInstructionsUpFront) return { kind: 'go', to: paths.formSelection(), state: { choose: type } };
  return { kind: 'create', formType: type, group: group !== undefined };
}

/**
 * The configured default form type when it names neither a form type nor a group of the configuration
 * (app-shell.md §8 "Missing form type or group: logged only"); null otherwise.
 */
export function missingDefaultType(config: OnlineConfig | null): string | null {
  const type = config?.defaultFormType;
  if (!config || !type || config.defaultFormUrl) return null;
  const known =
    config.formTypes.some((entry) => entry.formType === type) ||
    config.formGroups.some((entry) => entry.formType === type);
  return known ? null : type;
}
