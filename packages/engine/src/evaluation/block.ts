import type { Answers, ReferenceData } from '../types/answers';
import type { BlockDef } from '../types/definition';
import type { BlockState, Failure } from '../types/evaluation';
import { isBlank } from '../answers/isBlank';
import { blockContext, resolve } from './context';
import { evaluateQuestion, type QuestionScope } from './question';

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
  // The lock of each question is looked up only when something is locked (most evaluations lock nothing).
  const anyLocked = env.locked.size > 0;
  const open: QuestionScope = { blockVisible: visible, requiredApplies, locked: blockLocked };
  let valid = true;
  for (const question of block.questions) {
    const scope =
      !blockLocked && anyLocked && env.locked.has(`${block.id}.${question.id}`) ? { ...open, locked: true } : open;
    const result = evaluateQuestion(question, ctx, scope);
    questions[question.id] = result.state;
    if (result.state.valid === false) valid = false;
    for (const { rule, path, values } of result.failed) {
      const questionId = path.join('.');
      failures.push(
        values
          ? { blockId: block.id, questionId, rule: rule.kind, message: rule.message, values, path }
          : { blockId: block.id, questionId, rule: rule.kind, message: rule.message, path },
      );
    }
  }
  return { state: { visible, valid, questions }, failures };
}
