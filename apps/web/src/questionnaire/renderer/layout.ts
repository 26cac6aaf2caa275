import type { BlockDef, FormDefinition, FormEvaluation, FormPart, QuestionDef } from '@taxcert/engine';

/** A run of blocks under one part heading (none for the blocks before the first part, as on the W-9). */
export interface IrsSection {
  part: FormPart | null;
  blocks: BlockDef[];
}

/**
 * The visible blocks grouped by the official form's parts, in the definition's order. A block of an
 * unknown part (or one named by no `parts` entry) still shows, under a heading-less section, so that a
 * definition without part metadata renders every question.
 */
export function irsSections(def: FormDefinition, evaluation: FormEvaluation): IrsSection[] {
  const parts = new Map((def.parts ?? []).map((part) => [part.id, part]));
  const sections: IrsSection[] = [];
  for (const block of def.blocks) {
    if (!evaluation.blocks[block.id]?.visible) continue;
    const part = (block.part === undefined ? undefined : parts.get(block.part)) ?? null;
    const last = sections.at(-1);
    if (last && last.part?.id === part?.id) last.blocks.push(block);
    else sections.push({ part, blocks: [block] });
  }
  return sections;
}

/**
 * Whether the Irs layout shows a block's own title under its part heading: not when the title repeats
 * the part's heading, nor for a block of one question, whose numbered line already says it.
 */
export function showsBlockTitle(block: BlockDef, partShown: boolean): boolean {
  if (block.hideHeader) return false;
  if (block.titleInPart && partShown) return false;
  return block.questions.length > 1;
}

/**
 * The line number to print in the gutter beside each question: a line spanning several questions
 * (an address on line 3, city and ZIP on line 6) is numbered once, at its first question, or not at
 * all when `numbered` (the line the block's title already shows) is the line of the first question.
 */
export function gutterLines(questions: readonly QuestionDef[], numbered: string | null = null): (string | null)[] {
  return questions.map((question, index) => {
    if (!question.line) return null;
    const previous = index === 0 ? numbered : questions[index - 1]?.line;
    return previous === question.line ? null : question.line;
  });
}
