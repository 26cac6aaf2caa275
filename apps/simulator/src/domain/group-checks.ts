import type { FormData } from '@taxcert/contracts';
import { groupDefinition, joinGroupAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { groupChecks, isFormGroup } from '@taxcert/forms';
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
