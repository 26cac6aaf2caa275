import type { Answers, AnswerValue, EvalContext } from '../types/answers';
import type { BlockDef, CheckDef, Dynamic, FormDefinition, QuestionDef } from '../types/definition';
import type { RuleDef } from '../types/rules';

/**
 * A form group (questionnaire kind FormGroup, e.g. crsiw8ben) as one definition: the blocks of each
 * form, in order, with ids `<formType>/<blockId>`. Every rule of a member form still sees only its own
 * form's answers under its own block ids, so member definitions are reused unchanged.
 */
export const GROUP_SEPARATOR = '/';

/** The answers of one member form, taken out of the group's answers. */
export function memberAnswers(groupAnswers: Answers, formType: string): Answers {
  const prefix = `${formType}${GROUP_SEPARATOR}`;
  const answers: Answers = {};
  for (const [id, block] of Object.entries(groupAnswers))
    if (id.startsWith(prefix)) answers[id.slice(prefix.length)] = block;
  return answers;
}

/** Group answers as the contract sends them: by form type, then block id. */
export function splitGroupAnswers(group: FormDefinition, groupAnswers: Answers): Record<string, Answers> {
  const byForm: Record<string, Answers> = {};
  for (const formType of group.formType.split('+')) byForm[formType] = memberAnswers(groupAnswers, formType);
  return byForm;
}

/** The group's answers from answers by form type. */
export function joinGroupAnswers(byForm: Record<string, Answers>): Answers {
  const answers: Answers = {};
  for (const [formType, form] of Object.entries(byForm)) {
    for (const [id, block] of Object.entries(form)) answers[`${formType}${GROUP_SEPARATOR}${id}`] = block;
  }
  return answers;
}

type Narrow = (ctx: EvalContext) => EvalContext;

function wrap<T>(
  dynamic: Dynamic<T> | undefined,
  narrow: Narrow,
  map: (value: T) => T = (v) => v,
): Dynamic<T> | undefined {
  if (typeof dynamic !== 'function') return dynamic === undefined ? undefined : map(dynamic);
  const fn = dynamic as (ctx: EvalContext) => T;
  return (ctx: EvalContext) => map(fn(narrow(ctx)));
}

function wrapRules(rules: RuleDef[], narrow: Narrow): RuleDef[] {
  return rules.map((rule) => {
    if (rule.kind !== 'custom') return rule;
    const { values } = rule;
    return {
      ...rule,
      test: (value, ctx) => rule.test(value, narrow(ctx)),
      ...(values ? { values: (value: AnswerValue, ctx: EvalContext) => values(value, narrow(ctx)) } : {}),
    };
  });
}

function wrapQuestion(question: QuestionDef, narrow: Narrow): QuestionDef {
  const wrapped: QuestionDef = { ...question };
  if (question.visible !== undefined) wrapped.visible = wrap(question.visible, narrow);
  if (question.disabled !== undefined) wrapped.disabled = wrap(question.disabled, narrow);
  if (question.rules !== undefined) wrapped.rules = wrap(question.rules, narrow, (rules) => wrapRules(rules, narrow));
  const options = question.availableOptions;
  if (options) wrapped.availableOptions = (ctx) => options(narrow(ctx));
  if (question.items)
    wrapped.items = { ...question.items, questions: question.items.questions.map((q) => wrapQuestion(q, narrow)) };
  return wrapped;
}

/** A member form's check in the group: its field under the member's block ids, its test on the member's answers. */
function memberCheck(check: CheckDef, formType: string): CheckDef {
  const { values } = check;
  return {
    ...check,
    field: `${formType}${GROUP_SEPARATOR}${check.field}`,
    raised: (answers) => check.raised(memberAnswers(answers, formType)),
    ...(values ? { values: (answers: Answers) => values(memberAnswers(answers, formType)) } : {}),
  };
}

/**
 * One definition for a group of forms; its `formType` is the member types joined by '+'. Its checks are each
 * member's own, then `checks`: the group's, which read every form's answers (fields `<formType>/<blockId>.<id>`).
 */
export function groupDefinition(
  groupType: string,
  members: FormDefinition[],
  checks: readonly CheckDef[] = [],
): FormDefinition & { groupType: string } {
  const blocks: BlockDef[] = [];
  const memberChecks: CheckDef[] = [];
  for (const member of members) {
    memberChecks.push(...(member.checks ?? []).map((check) => memberCheck(check, member.formType)));
    const cache = new WeakMap<Answers, Answers>();
    const narrow: Narrow = (ctx) => {
      let answers = cache.get(ctx.answers);
      if (!answers) {
        answers = memberAnswers(ctx.answers, member.formType);
        cache.set(ctx.answers, answers);
      }
      return { ...ctx, answers };
    };
    for (const block of member.blocks) {
      const wrapped: BlockDef = {
        ...block,
        id: `${member.formType}${GROUP_SEPARATOR}${block.id}`,
        questions: block.questions.map((q) => wrapQuestion(q, narrow)),
      };
      if (block.visible !== undefined) wrapped.visible = wrap(block.visible, narrow);
      if (block.disabled !== undefined) wrapped.disabled = wrap(block.disabled, narrow);
      if (block.linkBlock !== undefined) wrapped.linkBlock = `${member.formType}${GROUP_SEPARATOR}${block.linkBlock}`;
      blocks.push(wrapped);
    }
  }
  const first = members[0];
  return {
    groupType,
    formType: members.map((m) => m.formType).join('+'),
    family: first?.family ?? 'CRS',
    title: `questionnaire.group.${groupType}.title`,
    revision: members.map((m) => m.revision).join(' + '),
    signatureSection: first ? `${first.formType}${GROUP_SEPARATOR}${first.signatureSection}` : '',
    dateFormat: first?.dateFormat ?? 'dd-MM-yyyy',
    blocks,
    checks: [...memberChecks, ...checks],
  };
}
