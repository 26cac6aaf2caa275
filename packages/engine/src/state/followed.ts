import { sameAnswer } from '../answers/equal';
import { isBlank } from '../answers/isBlank';
import type { AnswerValue, Answers } from '../types/answers';
import { splitGroupField } from './shared';

/**
 * A block of one form of a group that follows a block of another form (ADR 029): a fact the forms
 * ask in different terms but that is usually the same — the CRS-I's current residence address and the W-8BEN's
 * permanent residence address (line 3), with its country. Unlike a shared answer it is neither locked nor checked:
 * the showing block is filled in from the other one while it is blank or still holds what the other one held, so
 * the customer types it once; once they make it differ, it is theirs, and the group's own checks compare the two
 * (a warning). The block moves as one: a street typed on one form never lands beside a city of the other.
 * References are group blocks, `<formType>/<blockId>`.
 */
export interface FollowedBlockDef {
  /** The block it is filled in from. */
  from: string;
  /** The block that follows it, in another form of the group. */
  to: string;
  /** The question ids both blocks have, copied one to one; the first one carries the note. */
  fields: readonly string[];
  /** Message key of the note under the block's first field: where it is filled in from (`{{form}}`: that form's title). */
  note: string;
}

/** Answers of a form, by field name (`blockId.questionId`). */
export type FieldAnswers = Readonly<Record<string, AnswerValue>>;

/**
 * What each block that follows another holds in one form of the group, by field (`blockId.questionId`), from the
 * other forms' answers (by form type) as they are now; a blank answer is ''. Empty for a form that follows nothing.
 */
export function followedAnswers(
  follows: readonly FollowedBlockDef[],
  formType: string,
  byForm: Readonly<Record<string, Answers>>,
): FieldAnswers {
  const result: Record<string, AnswerValue> = {};
  for (const follow of follows) {
    const to = splitGroupField(follow.to);
    if (to.formType !== formType) continue;
    const from = splitGroupField(follow.from);
    const source = byForm[from.formType]?.[from.blockId] ?? {};
    for (const field of follow.fields) result[`${to.blockId}.${field}`] = source[field] ?? '';
  }
  return result;
}

/**
 * The answers to write into a form so that its following blocks follow (the web app, at every change of what they
 * follow): for each block, every field, when each of its fields is blank, holds what it was last given (`previous`;
 * null before anything was given) or already holds the new answer. Only the fields that differ (blank and '' do not).
 */
export function followingWrites(
  held: (name: string) => AnswerValue,
  previous: FieldAnswers | null,
  next: FieldAnswers,
): [string, AnswerValue][] {
  const byBlock = new Map<string, string[]>();
  for (const name of Object.keys(next)) {
    const blockId = name.slice(0, name.indexOf('.'));
    byBlock.set(blockId, [...(byBlock.get(blockId) ?? []), name]);
  }
  const writes: [string, AnswerValue][] = [];
  for (const names of byBlock.values()) {
    const agrees = (name: string) =>
      isBlank(held(name)) ||
      sameAnswer(held(name), next[name]) ||
      (previous !== null && sameAnswer(held(name), previous[name]));
    const follows = names.every(agrees);
    if (!follows) continue;
    for (const name of names) {
      const blank = isBlank(held(name)) && isBlank(next[name]);
      if (!blank && !sameAnswer(held(name), next[name])) writes.push([name, next[name]]);
    }
  }
  return writes;
}

/**
 * Every form's answers (by form type) with each following block that is blank filled in from the block it follows
 * (the simulator, when it adds a group: the W-8BEN starts with the CRS-I's residence address). A block holding any
 * answer keeps its own.
 */
export function withFollowedBlocks(
  follows: readonly FollowedBlockDef[],
  byForm: Readonly<Record<string, Answers>>,
): Record<string, Answers> {
  const result: Record<string, Answers> = { ...byForm };
  for (const follow of follows) {
    const to = splitGroupField(follow.to);
    const from = splitGroupField(follow.from);
    const held = result[to.formType]?.[to.blockId] ?? {};
    const source = byForm[from.formType]?.[from.blockId] ?? {};
    if (result[to.formType] === undefined || follow.fields.some((field) => !isBlank(held[field]))) continue;
    const filled = Object.fromEntries(
      follow.fields.flatMap((field) => (isBlank(source[field]) ? [] : [[field, source[field]]])),
    );
    if (Object.keys(filled).length === 0) continue;
    result[to.formType] = { ...result[to.formType], [to.blockId]: { ...held, ...filled } };
  }
  return result;
}
