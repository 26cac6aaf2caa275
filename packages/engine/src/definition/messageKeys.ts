import type { Answers, EvalContext } from '../types/answers';
import type { FormDefinition, QuestionDef } from '../types/definition';
import { defaultAnswers } from '../answers/defaults';
import { blockContext, itemContext, resolve } from '../evaluation/context';
import { depthRule } from '../evaluation/question';
import { rulesOfWidget } from '../rules/widgets';

function questionKeys(question: QuestionDef, contexts: EvalContext[], keys: Set<string>): void {
  for (const key of [
    question.label,
    question.hint,
    question.placeholder,
    question.info?.instructions,
    question.info?.footnote,
  ]) {
    if (key !== undefined) keys.add(key);
  }
  for (const key of Object.values(question.labelBy?.labels ?? {})) keys.add(key);
  for (const key of Object.values(question.props?.valueLabels ?? {})) keys.add(key);
  for (const option of question.props?.options ?? []) {
    keys.add(option.label);
    if (option.name !== undefined) keys.add(option.name);
  }
  for (const ctx of contexts) for (const rule of resolve(question.rules, [], ctx)) keys.add(rule.message);
  for (const rule of rulesOfWidget(question.widget)) keys.add(rule.message);
  if (question.items) {
    keys.add(question.items.itemTitle);
    // Item rules are asked with each sample's items (and an empty item).
    const itemContexts = contexts.flatMap((ctx) => {
      const value = ctx.block[question.id];
      const items = Array.isArray(value) ? value : [];
      return [{}, ...items].map((item) =>
        itemContext(ctx, item !== null && typeof item === 'object' && !Array.isArray(item) ? item : {}),
      );
    });
    for (const inner of question.items.questions) questionKeys(inner, itemContexts, keys);
  }
}

/**
 * Every message key a definition uses: form and block titles, question labels, hints,
 * placeholders, info, option labels and names, repeater item titles and rule messages (also the engine's own
 * depth message), its certification, its part heading word, the labels of its paper layout and the messages of its checks. Rules given as functions are asked with the default answers and with each of
 * `samples`, so pass answers that reach every rule branch.
 */
export function collectMessageKeys(def: FormDefinition, samples: Answers[] = [], today = new Date()): string[] {
  const answerSets = [defaultAnswers(def), ...samples];
  const certification = def.certification;
  const certificationKeys = certification
    ? [
        certification.intro,
        ...certification.items,
        ...Object.values(certification.subItems ?? {}).flat(),
        certification.note,
        certification.consent,
        certification.explanation,
      ]
    : [];
  const paper = def.paper;
  const paperKeys = paper
    ? [...(paper.rows ?? []), ...paper.signature.line, ...(paper.signature.under ?? [])].flatMap((row) => [
        row.label,
        row.instead?.text,
      ])
    : [];
  const checkKeys = (def.checks ?? []).map((check) => check.message);
  const headerKeys = [...(def.header?.notes ?? []), ...(def.notFor ?? []).map((row) => row.text)];
  const declared = [
    def.certificationStatement,
    def.partLabel,
    ...certificationKeys,
    ...paperKeys,
    ...checkKeys,
    ...headerKeys,
  ].filter((key): key is string => key !== undefined);
  const keys = new Set<string>([def.title, depthRule.message, ...declared]);
  for (const block of def.blocks) {
    keys.add(block.title);
    const contexts = answerSets.map((answers) => blockContext(answers, block.id, today));
    for (const question of block.questions) questionKeys(question, contexts, keys);
  }
  return [...keys];
}
