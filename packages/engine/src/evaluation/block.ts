import type { Answers, ReferenceData } from '../types/answers';
import type { BlockDef } from '../types/definition';
import type { BlockState, Failure } from '../types/evaluation';
import { isBlank } from '../answers/isBlank';
import { blockContext, resolve } from './context';
import { evaluateQuestion } from './question';

export interface BlockResult {
  state: BlockState;
  failures: Failure[];
}

export interface BlockEnv {
  today: Date;
  reference: ReferenceData;
  /** `blockId.questionId` and `blockId` entries of locked questions and blocks. */
  locked: ReadonlySet<string>;
}

/** True when an optional block has no answer in any of its visible questions. */
function isUntouchedOptional(block: BlockDef, answers: Answers, env: BlockEnv): boolean {
  if (!block.optional) return false;
  const ctx = blockContext(answers, block.id, env.today, env.reference);
  return block.questions.every((q) => !resolve(q.visible, true, ctx) || isBlank(ctx.block[q.id]));
}

/** The observable state of one block and the failures of its visible, enabled questions. */
export function evaluateBlock(block: BlockDef, answers: Answers, env: BlockEnv): BlockResult {
  const ctx = blockContext(answers, block.id, env.today, env.reference);
  const visible = resolve(block.visible, true, ctx);
  const blockLocked = env.locked.has(block.id) || resolve(block.disabled, false, ctx);
  const requiredApplies = !isUntouchedOptional(block, answers, env);

  const questions: BlockState['questions'] = {};
  const failures: Failure[] = [];
  for (const question of block.questions) {
    const locked = blockLocked || env.locked.has(`${block.id}.${question.id}`);
    const result = evaluateQuestion(question, ctx, { blockVisible: visible, requiredApplies, locked });
    questions[question.id] = result.state;
    for (const { rule, path, values } of result.failed) {
      failures.push({
        blockId: block.id,
        questionId: path.join('.'),
        rule: rule.kind,
        message: rule.message,
        ...(values ? { values } : {}),
        path,
      });
    }
  }
  const valid = Object.values(questions).every((q) => q.valid !== false);
  return { state: { visible, valid, questions }, failures };
}
