import { sameAnswer } from '../answers/equal';
import { isBlank } from '../answers/isBlank';
import type { AnswerValue, Answers } from '../types/answers';
import type { CheckDef } from '../types/definition';
import { GROUP_SEPARATOR, joinGroupAnswers } from './group';

/**
 * An answer of a form group entered once, in one form, and shown in another (ADR 029): the group's
 * definition declares it (packages/forms groups/). References are group fields, `<formType>/<blockId>.<questionId>`.
 * Only a true equality is declared so — the same fact asked twice (the person's name, their date of birth); an
 * answer the forms ask in different terms (a residence address against a permanent residence address) is a
 * check of the group that warns, not a shared answer.
 */
export interface SharedAnswerDef {
  /** The check raised when the form showing it holds another answer (its code is `E-<id>`). */
  id: string;
  /** Message key of that check. */
  message: string;
  /** The questions it is entered in, in one form; the first is where "change it" takes the customer. */
  from: readonly [string, ...string[]];
  /** The question that shows it, in another form: filled in from `from`, locked there. */
  to: string;
  /** The answer `to` shows, from the group's answers; blank (undefined) while `from` is not answered. */
  value: (groupAnswers: Answers) => AnswerValue;
  /** Whether an answer held by `to` is the shared one (default: the same, deeply); used by the check only. */
  same?: (held: AnswerValue, shared: AnswerValue) => boolean;
}

/** A group field split: its form type and its field in that form (`blockId.questionId`). */
export function splitGroupField(ref: string): { formType: string; field: string; blockId: string; questionId: string } {
  const slash = ref.indexOf(GROUP_SEPARATOR);
  const formType = slash < 0 ? '' : ref.slice(0, slash);
  const field = ref.slice(slash + 1);
  const dot = field.indexOf('.');
  return {
    formType,
    field,
    blockId: dot < 0 ? field : field.slice(0, dot),
    questionId: dot < 0 ? '' : field.slice(dot + 1),
  };
}

const answerAt = (answers: Answers, ref: string): AnswerValue => {
  const { formType, blockId, questionId } = splitGroupField(ref);
  return answers[`${formType}${GROUP_SEPARATOR}${blockId}`]?.[questionId];
};

/**
 * The group's checks for its shared answers: a rejection on the showing question when it does not hold the shared
 * answer — another one, or none (an API client, or answers saved before the sharing; the web app always fills it
 * in). The showing question is locked on both sides (`sharedLocks`), so this check, not its own rules, speaks for
 * it. A shared answer not given yet raises nothing: it is the entering form's own `required` rule.
 */
export function sharedAnswerChecks(shares: readonly SharedAnswerDef[]): CheckDef[] {
  return shares.map((share) => ({
    id: share.id,
    severity: 'rejection',
    field: share.to,
    message: share.message,
    raised: (answers: Answers) => {
      const shared = share.value(answers);
      const held = answerAt(answers, share.to);
      if (isBlank(shared)) return false;
      return isBlank(held) || !(share.same ?? sameAnswer)(held, shared);
    },
  }));
}

/** The fields (`blockId.questionId`) of a form that show a shared answer: locked there (`EvaluateOptions.locked`). */
export function sharedLocks(shares: readonly SharedAnswerDef[], formType: string): string[] {
  return shares.map((share) => splitGroupField(share.to)).flatMap((to) => (to.formType === formType ? [to.field] : []));
}

/** A shared answer as the form showing it sees it: its own field, the value, and where it is entered. */
export interface SharedField {
  /** The field in the showing form, `blockId.questionId`: locked there (`EvaluateOptions.locked`). */
  field: string;
  /** The shared answer (undefined: not answered yet where it is entered). */
  value: AnswerValue;
  /** The form it is entered in, and its field there (`blockId.questionId`) "change it" goes to. */
  from: { formType: string; field: string };
}

/** The shared answers one form of the group shows, with their values from every form's answers (by form type). */
export function sharedFields(
  shares: readonly SharedAnswerDef[],
  formType: string,
  byForm: Readonly<Record<string, Answers>>,
): SharedField[] {
  const mine = shares.filter((share) => splitGroupField(share.to).formType === formType);
  if (mine.length === 0) return [];
  const answers = joinGroupAnswers(byForm);
  return mine.map((share) => {
    const from = splitGroupField(share.from[0]);
    return {
      field: splitGroupField(share.to).field,
      value: share.value(answers),
      from: { formType: from.formType, field: from.field },
    };
  });
}

/** Every form's answers (by form type) with the shared answers filled in where they are shown. */
export function withSharedAnswers(
  shares: readonly SharedAnswerDef[],
  byForm: Readonly<Record<string, Answers>>,
): Record<string, Answers> {
  const result: Record<string, Answers> = { ...byForm };
  for (const formType of Object.keys(byForm)) {
    for (const { field, value } of sharedFields(shares, formType, byForm)) {
      const { blockId, questionId } = splitGroupField(`${formType}${GROUP_SEPARATOR}${field}`);
      const form: Answers = { ...result[formType] };
      form[blockId] = { ...form[blockId], [questionId]: value };
      result[formType] = form;
    }
  }
  return result;
}
