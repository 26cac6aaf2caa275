import type { FormData } from '@taxcert/contracts';
import { groupDefinition, joinGroupAnswers, withSharedAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { groupChecks, groupShares, isFormGroup } from '@taxcert/forms';
import type { GroupRecord } from '../store/forms';
import { requireDefinition } from './definitions';

/**
 * What a group's checks across its forms read (packages/forms groups/): the group's definition carrying only
 * those checks (each form's own are its definition's) and every form's answers — the stored ones, except the
 * form given with the answers being validated or signed. Undefined for a group without such checks.
 */
export async function groupCheckInput(record: GroupRecord, current?: { formType: string; data: FormData }): Promise<{ definition: FormDefinition; answers: Answers } | undefined> {
  const { groupType, forms } = record.group;
  const checks = isFormGroup(groupType) ? groupChecks[groupType] : [];
  if (checks.length === 0) return undefined;
  const members = await Promise.all(forms.map((form) => requireDefinition(form.formType)));
  const byForm = Object.fromEntries(forms.map((form) => [form.formType, (form.formType === current?.formType ? current.data : form.data) as Answers]));
  return { definition: { ...groupDefinition(groupType, members), checks }, answers: joinGroupAnswers(byForm) };
}

/**
 * A new group's forms with the answers the group shares filled in where they are shown (ADR 029): the W-8BEN of a
 * CRS-I + W-8BEN group starts with the CRS-I's name and date of birth, so both forms are saved — and printed — alike.
 * A shared answer that is blank leaves the question out (FormData holds no undefined).
 */
export function withGroupShares(groupType: string, byForm: Record<string, FormData>): Record<string, FormData> {
  if (!isFormGroup(groupType)) return byForm;
  const filled = withSharedAnswers(groupShares[groupType], byForm);
  return Object.fromEntries(Object.entries(filled).map(([formType, answers]) => [formType, JSON.parse(JSON.stringify(answers)) as FormData]));
}
