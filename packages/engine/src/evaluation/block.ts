import type { Answers, ReferenceData } from '../types/answers';
import type { BlockDef, QuestionDef } from '../types/definition';
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

/** Each question's `blockId.questionId`, made once per block definition (looked up on every evaluation). */
const fieldKeys = new WeakMap<BlockDef, readonly string[]>();
function fieldKeysOf(block: BlockDef): readonly string[] {
  let keys = fieldKeys.get(block);
  if (!keys) {
    keys = block.questions.map((question) => `${block.id}.${question.id}`);
    fieldKeys.set(block, keys);
  }
  return keys;
}

/**
 * Which of a block's questions (or the block: `*`) are locked, as text: what a kept result's locks must match.
 * A loop that builds text only for a locked question: it runs for every block on every keystroke.
 */
function lockSignature(block: BlockDef, locked: ReadonlySet<string>): string {
  if (locked.size === 0) return '';
  if (locked.has(block.id)) return '*';
  const keys = fieldKeysOf(block);
  let signature = '';
  for (let i = 0; i < keys.length; i += 1) {
    if (!locked.has(keys[i] as string)) continue;
    const id = block.questions[i]?.id ?? '';
    signature = signature === '' ? id : `${signature},${id}`;
  }
  return signature;
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
  else
    memo.blocks.set(block, {
      readIds: [...reads.keys()],
      readAnswers: [...reads.values()],
      day,
      reference: env.reference,
      locks,
      result,
    });
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
  const keys = anyLocked ? fieldKeysOf(block) : undefined;
  for (let index = 0; index < block.questions.length; index += 1) {
    const question = block.questions[index] as QuestionDef;
    const key = keys?.[index];
    const scope = !blockLocked && key !== undefined && env.locked.has(key) ? { ...open, locked: true } : open;
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
