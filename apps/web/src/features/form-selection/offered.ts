import type { Account, FormGroupConfig, FormTypeConfig, OnlineConfig } from '@taxcert/contracts';
import { isOffered } from '../../lib/config/offered';

/**
 * The cards of form selection (app-shell.md §2 "Form selection", §6): form types that are enabled and
 * visible; form groups that are enabled and visible, only once an account is selected, and — when
 * crsRestricted — only for a CRS-participating account with the questionnaire on.
 */
export function offeredCards(
  config: OnlineConfig | null,
  account: Account | null,
): { forms: FormTypeConfig[]; groups: FormGroupConfig[] } {
  if (!config) return { forms: [], groups: [] };
  const forms = config.formTypes.filter(isOffered);
  const groups = account
    ? config.formGroups.filter(
        (group) =>
          isOffered(group) &&
          (!group.crsRestricted || (account.isCrsParticipating && config.usePreQualifyingQuestionnaire)),
      )
    : [];
  return { forms, groups };
}
