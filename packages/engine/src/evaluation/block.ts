import type { Answers, ReferenceData } from '../types/answers';
import type { BlockDef } from '../types/definition';
import type { BlockState, Failure } from '../types/evaluation';
import { isBlank } from '../answers/isBlank';
import { blockContext, resolve } from './context';
import { recordingReads, stillHolds, type EvaluationMemo } from './memo';
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
  /** Where kept results are looked up and kept (EvaluateOptions.memo), with the calendar day of `today` (dayKey). */
  keep?: { memo: EvaluationMemo; day: number };
}

/** True when an optional block has no answer in any of its visible questions. */
function isUntouchedOptional(block: BlockDef, answers: Answers, env: BlockEnv): boolean {
  if (!block.optional) return false;
  const ctx = blockContext(answers, block.id, env.today, env.reference);
  return block.questions.every((q) => !resolve(q.visible, true, ctx) || isBlank(ctx.block[q.id]));
}

/** Which of a block's questions (or the block: `*`) are locked, as text: what a kept result's locks must match. */
function lockSignature(block: BlockDef, locked: ReadonlySet<string>): string {
  if (locked.size === 0) return '';
  if (locked.has(block.id)) return '*';
  return block.questions
    .filter((question) => locked.has(`${block.id}.${question.id}`))
    .map((question) => question.id)
    .join(',');
}

/**
 * The observable state of one block and the failures of its visible, enabled questions. With `env.keep` and
 * `keepable` (the form's checks do not name the block), the result kept from an earlier evaluation is given again
 * while its inputs are unchanged (memo.ts); the result must then be treated as read-only.
 */
export function evaluateBlock(block: BlockDef, answers: Answers, env: BlockEnv, keepable = false): BlockResult {
  if (!env.keep || !keepable) return evaluateBlockNow(block, answers, env);
  const { memo, day } = env.keep;
  const locks = lockSignature(block, env.locked);
  const kept = memo.blocks.get(block);
  if (kept && stillHolds(kept, answers, day, env.reference, locks)) return kept.result;
  const reads = new Map<string, unknown>([[block.id, answers[block.id]]]);
  let listed = false;
  const result = evaluateBlockNow(
    block,
    recordingReads(answers, reads, () => {
      listed = true;
    }),
    env,
  );
  if (listed) memo.blocks.delete(block);
  else memo.blocks.set(block, { reads, day, reference: env.reference, locks, result });
  return result;
}

function evaluateBlockNow(block: BlockDef, answers: Answers, env: BlockEnv): BlockResult {
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
