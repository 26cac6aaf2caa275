import type { Form, OnlineConfig, ValidationResult } from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { classifyResult, type ClassifiedResult } from './results';

/** One form of what is being submitted (a form is a group of one), as the form screen shows it. */
export interface Member {
  formType: string;
  def: FormDefinition;
  form: Form;
  /** From the online configuration when the type is listed there, else the definition's message key. */
  title: string;
  revision: string;
  /** True when `title` is a message key (the definition's), false when it is the configured text. */
  titleIsKey: boolean;
}

/**
 * The forms in their order, each with its definition and its configured title and revision; null when a
 * form has no definition.
 */
export function membersOf(forms: readonly Form[], defs: readonly FormDefinition[], config: OnlineConfig | null): Member[] | null {
  const members: Member[] = [];
  for (const form of forms) {
    const def = defs.find((d) => d.formType === form.formType);
    if (!def) return null;
    const entry = config?.formTypes.find((f) => f.formType === form.formType);
    members.push({
      formType: form.formType,
      def,
      form,
      title: entry?.title ?? def.title,
      revision: entry?.revision ?? def.revision,
      titleIsKey: entry === undefined,
    });
  }
  return members;
}

/** The results of the last Check per form type (null where a form has none). */
export type Results = Readonly<Record<string, ValidationResult | null>>;

/** Each form's classified result, in the members' order; forms without a result are left out. */
export function classifyMembers(members: readonly Member[], results: Results): { member: Member; result: ClassifiedResult }[] {
  return members.flatMap((member) => {
    const result = results[member.formType];
    return result ? [{ member, result: classifyResult(result) }] : [];
  });
}

/**
 * What the action bar's rules need, for all the forms together (app-shell.md §4 "Button visibility"): a
 * result only when every form has one, the rejections of all forms, dirty when any form is.
 */
export function ruleFacts(members: readonly Member[], results: Results, dirtyForms: ReadonlySet<string>) {
  const classified = classifyMembers(members, results);
  return {
    hasResult: members.every((m) => results[m.formType] != null),
    rejectionCount: classified.reduce((sum, entry) => sum + entry.result.rejections.length, 0),
    dirty: dirtyForms.size > 0,
  };
}
