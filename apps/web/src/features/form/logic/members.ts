import type { Form, FormData, OnlineConfig, ValidationResult } from '@taxcert/contracts';
import {
  fieldDomId,
  followedAnswers,
  parseFieldPath,
  sharedFields,
  splitGroupField,
  type Answers,
  type AnswerValue,
  type FieldAnswers,
  type FormDefinition,
} from '@taxcert/engine';
import { groupFollows, groupShares, isFormGroup } from '@taxcert/forms';
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
export function membersOf(
  forms: readonly Form[],
  defs: readonly FormDefinition[],
  config: OnlineConfig | null,
): Member[] | null {
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
export function classifyMembers(
  members: readonly Member[],
  results: Results,
): { member: Member; result: ClassifiedResult }[] {
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

/** An answer a form of a group shows from another form (ADR 029): locked here, changed where it is entered. */
export interface SharedAnswer {
  /** `blockId.questionId` in the form showing it. */
  field: string;
  value: AnswerValue;
  /** The form it is entered in, and the DOM id of its field there ("Change it in …" goes to it). */
  from: { formType: string; domId: string };
}

const NONE: Readonly<Record<string, readonly SharedAnswer[]>> = {};

/**
 * The answers each form of a group shows from another one, by form type, as its group's definition declares them
 * (packages/forms `groupShares`), with their values from the other forms' answers as they are now. A form on its
 * own, or a group sharing nothing, shows none.
 */
export function sharedAnswersOf(
  groupType: string,
  members: readonly Member[],
  data: Readonly<Record<string, FormData>>,
): Readonly<Record<string, readonly SharedAnswer[]>> {
  const shares = isFormGroup(groupType) ? groupShares[groupType] : [];
  if (shares.length === 0) return NONE;
  const byForm = data as Readonly<Record<string, Answers>>;
  return Object.fromEntries(
    members.map((m) => [
      m.formType,
      sharedFields(shares, m.formType, byForm).map(({ field, value, from }) => {
        const path = parseFieldPath(from.field);
        return { field, value, from: { formType: from.formType, domId: path ? fieldDomId(path) : '' } };
      }),
    ]),
  );
}

const NOTHING_FOLLOWED: FieldAnswers = {};

/** A group's following blocks (packages/forms `groupFollows`); none for a form alone. */
const followsOf = (groupType: string) => (isFormGroup(groupType) ? groupFollows[groupType] : []);

/**
 * What the blocks of one form of a group that follow another form's block hold there now (packages/forms
 * `groupFollows`), by field (`blockId.questionId`): the W-8BEN's line 3 from the CRS-I's residence address. Empty
 * for a form alone or one that follows nothing.
 */
export function followedOf(
  groupType: string,
  formType: string,
  data: Readonly<Record<string, FormData>>,
): FieldAnswers {
  const follows = followsOf(groupType);
  return follows.length === 0 ? NOTHING_FOLLOWED : followedAnswers(follows, formType, data);
}

/** The note under the first field of a block that follows another form's: its message key and the form it follows. */
export interface FollowNote {
  /** `blockId.questionId` in the following form. */
  field: string;
  note: string;
  fromFormType: string;
}

/** The notes of one form's following blocks (packages/forms `groupFollows`); none for a form alone. */
export function followNotesOf(groupType: string, formType: string): FollowNote[] {
  return followsOf(groupType).flatMap((follow) => {
    const to = splitGroupField(follow.to);
    const first = follow.fields[0];
    return to.formType === formType && first
      ? [{ field: `${to.blockId}.${first}`, note: follow.note, fromFormType: splitGroupField(follow.from).formType }]
      : [];
  });
}
