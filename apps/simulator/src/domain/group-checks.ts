import type { FormData } from '@taxcert/contracts';
import {
  groupDefinition,
  joinGroupAnswers,
  sharedLocks,
  withFollowedBlocks,
  withSharedAnswers,
  type Answers,
  type FormDefinition,
} from '@taxcert/engine';
import { groupChecks, groupFollows, groupShares, isFormGroup } from '@taxcert/forms';
import type { GroupRecord } from '../store/forms';
import { requireDefinition } from './definitions';

/**
 * A group's checks across its forms with what they read, and each form's questions that show a shared answer (ADR
 * 029): a form of the group is evaluated with those locked, as the browser evaluates it, so the share's check —
 * not the showing question's own rules — speaks for them.
 */
export interface GroupCheckInput {
  definition: FormDefinition;
  answers: Answers;
  locked?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What a group's checks across its forms read (packages/forms groups/): the group's definition carrying only
 * those checks (each form's own are its definition's) and every form's answers — the stored ones, except the
 * form given with the answers being validated or signed. Undefined for a group without such checks.
 */
export async function groupCheckInput(
  record: GroupRecord,
  current?: { formType: string; data: FormData },
): Promise<GroupCheckInput | undefined> {
  const { groupType, forms } = record.group;
  const checks = isFormGroup(groupType) ? groupChecks[groupType] : [];
  if (checks.length === 0) return undefined;
  const members = await Promise.all(forms.map((form) => requireDefinition(form.formType)));
  const byForm = Object.fromEntries(
    forms.map((form) => [form.formType, (form.formType === current?.formType ? current.data : form.data) as Answers]),
  );
  const shares = isFormGroup(groupType) ? groupShares[groupType] : [];
  const locked = Object.fromEntries(forms.map((form) => [form.formType, sharedLocks(shares, form.formType)]));
  return { definition: { ...groupDefinition(groupType, members), checks }, answers: joinGroupAnswers(byForm), locked };
}

/**
 * A new group's forms with the answers the group shares filled in where they are shown (ADR 029): the W-8BEN of a
 * CRS-I + W-8BEN group starts with the CRS-I's name and date of birth, so both forms are saved — and printed — alike,
 * and, when it has no residence address of its own, with the CRS-I's (a following block).
 * A shared answer that is blank leaves the question out (FormData holds no undefined).
 */
export function withGroupShares(groupType: string, byForm: Record<string, FormData>): Record<string, FormData> {
  if (!isFormGroup(groupType)) return byForm;
  const filled = withFollowedBlocks(groupFollows[groupType], withSharedAnswers(groupShares[groupType], byForm));
  return Object.fromEntries(
    Object.entries(filled).map(([formType, answers]) => [formType, JSON.parse(JSON.stringify(answers)) as FormData]),
  );
}
