import type { Answers } from '../types/answers';
import type { BlockDef, FormDefinition } from '../types/definition';
import type { BlockResult } from './block';

/**
 * What an editor keeps from one evaluation of a form to the next (`EvaluateOptions.memo`, ADR 112): each block's
 * result with what it was computed from, so that a keystroke evaluates again only the blocks whose inputs changed.
 * A block's inputs are its own answers, every other block's answers it read (recorded as it is evaluated), the
 * calendar day of `today`, the reference data and its locks. Answers are compared by identity: an editor must
 * never change an answers object it has passed in, only replace it (the engine's own changes do so).
 * A block a definition's check names is never kept: checks mark its state in place (applyChecks).
 */
export interface EvaluationMemo {
  /** @internal */
  readonly blocks: WeakMap<BlockDef, BlockMemo>;
  /** @internal The blocks of each definition that its checks name. */
  readonly checked: WeakMap<FormDefinition, ReadonlySet<string>>;
}

/** @internal One block's last result and what it was computed from. */
export interface BlockMemo {
  /** Each block id the evaluation read, and (same index) the answers object it read (undefined: absent). */
  readIds: readonly string[];
  readAnswers: readonly unknown[];
  day: number;
  reference: unknown;
  locks: string;
  result: BlockResult;
}

/** A memo for the evaluations of one form in one editor (never shared between forms whose answers differ). */
export function createEvaluationMemo(): EvaluationMemo {
  return { blocks: new WeakMap(), checked: new WeakMap() };
}

/** The ids of the blocks a definition's checks name (`blockId.questionId`: the part before the first dot). */
export function checkedBlocks(memo: EvaluationMemo, def: FormDefinition): ReadonlySet<string> {
  let ids = memo.checked.get(def);
  if (!ids) {
    ids = new Set((def.checks ?? []).map((check) => check.field.split('.')[0] ?? ''));
    memo.checked.set(def, ids);
  }
  return ids;
}

/**
 * The answers as a block's evaluation sees them, recording each block it reads into `reads`. Listing the blocks
 * (keys, entries, spread) reads them all: such an evaluation is never reused (`everything` is set).
 */
export function recordingReads(answers: Answers, reads: Map<string, unknown>, onListed: () => void): Answers {
  const read = (key: string | symbol) => {
    if (typeof key === 'string') reads.set(key, answers[key]);
  };
  return new Proxy(answers, {
    get(target, key, receiver) {
      read(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      read(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      read(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      onListed();
      return Reflect.ownKeys(target);
    },
  });
}

/** Whether a block's kept result still holds for these answers and inputs. */
export function stillHolds(memo: BlockMemo, answers: Answers, day: number, reference: unknown, locks: string): boolean {
  if (memo.day !== day || memo.reference !== reference || memo.locks !== locks) return false;
  // Index loops over two arrays: this runs for every block on every keystroke, and allocates nothing.
  const { readIds, readAnswers } = memo;
  for (let i = 0; i < readIds.length; i += 1) if (answers[readIds[i] as string] !== readAnswers[i]) return false;
  return true;
}
