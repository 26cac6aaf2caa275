import type { Answers } from '../types/answers';
import type { BlockDef } from '../types/definition';
import type { BlockState, Failure } from '../types/evaluation';
import { isBlank } from '../answers/isBlank';
import { blockContext, resolve } from './context';
import { evaluateQuestion } from './question';

export interface BlockResult {
  state: BlockState;
  failures: Failure[];
}

/** True when an optional block has no answer in any of its visible questions. */
function isUntouchedOptional(block: BlockDef, answers: Answers, today: Date): boolean {
  if (!block.optional) return false;
  const ctx = blockContext(answers, block.id, today);
  return block.questions.every((q) => !resolve(q.visible, true, ctx) || isBlank(ctx.block[q.id]));
}

/** The observable state of one block and the failures of its visible, enabled questions. */
export function evaluateBlock(block: BlockDef, answers: Answers, today: Date): BlockResult {
  const ctx = blockContext(answers, block.id, today);
  const visible = resolve(block.visible, true, ctx);
  const scope = { blockVisible: visible, requiredApplies: !isUntouchedOptional(block, answers, today) };

  const questions: BlockState['questions'] = {};
  const failures: Failure[] = [];
  for (const question of block.questions) {
    const result = evaluateQuestion(question, ctx, scope);
    questions[question.id] = result.state;
    for (const rule of result.failed) {
      failures.push({ blockId: block.id, questionId: question.id, rule: rule.kind, message: rule.message });
    }
  }
  const valid = Object.values(questions).every((q) => q.valid !== false);
  return { state: { visible, valid, questions }, failures };
}
