import type { ValidationItem } from '@taxcert/contracts';
import { parseFieldPath, type FormDefinition, type QuestionDef } from '@taxcert/engine';
import { domIdOfField } from '../../../questionnaire/answers';
import type { ClassifiedResult } from './results';

/**
 * The name of the question a finding is about, in the customer's words: its label, inside a repeater item
 * after the item's title and number ("Tax residence 2 — Country/jurisdiction of residence"). Null when the
 * field names no question of the definition (a scripted finding, a field the form no longer has).
 */
export function fieldLabel(def: FormDefinition, field: string, t: (key: string) => string): string | null {
  const path = parseFieldPath(field);
  if (!path) return null;
  const [blockId, questionId, ...inItems] = path;
  const question = def.blocks.find((block) => block.id === blockId)?.questions.find((q) => q.id === questionId);
  if (!question) return null;
  const names: string[] = [];
  let current: QuestionDef = question;
  for (let i = 0; i < inItems.length; i += 2) {
    const index = inItems[i];
    const subId = inItems[i + 1];
    const items = current.items;
    if (!items || typeof index !== 'number') break;
    names.push(current.props?.max === 1 ? t(items.itemTitle) : `${t(items.itemTitle)} ${index + 1}`);
    const sub = items.questions.find((q) => q.id === subId);
    if (!sub) return names.join(' — ');
    current = sub;
  }
  names.push(t(current.label));
  return names.join(' — ');
}

/** The first problem a Check found: the first rejection of the first form that has one, and its field's DOM id (null: no field). */
export function firstProblem(
  forms: readonly { formType: string; result: ClassifiedResult }[],
): { formType: string; domId: string | null } | null {
  for (const { formType, result } of forms) {
    const [first] = result.rejections;
    if (!first) continue;
    const withField = result.rejections.find((item: ValidationItem) => item.field && domIdOfField(item.field));
    return { formType, domId: withField?.field ? domIdOfField(withField.field) : null };
  }
  return null;
}

/** A form a finding offers instead, to start for the account of the form the finding is about. */
export interface FindingOffer {
  formType: string;
  accountId: number;
}

/**
 * The form a finding offers (a US person's W-8 offers Form W-9): the `offer` of the definition's check the finding's
 * code names (`E-<id>`, `WRN-<id>`), for the form's account; null for any other finding. The form type is the
 * definition's, never chosen here by form type.
 */
export function findingOffer(def: FormDefinition, item: ValidationItem, accountId: number): FindingOffer | null {
  const check = def.checks?.find((c) => item.code === `${c.severity === 'warning' ? 'WRN' : 'E'}-${c.id}`);
  return check?.offer ? { formType: check.offer.formType, accountId } : null;
}
