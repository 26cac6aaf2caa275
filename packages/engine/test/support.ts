import type { BlockDef, FormDefinition, QuestionDef } from '../src/index';

/** A form definition around the given blocks, for tests. */
export function form(...blocks: BlockDef[]): FormDefinition {
  return {
    formType: 'test',
    family: 'W',
    title: 'test.title',
    revision: 'test',
    signatureSection: 'signer',
    dateFormat: 'MM-dd-yyyy',
    blocks,
  };
}

/** A block with a title key derived from its id. */
export function block(id: string, questions: QuestionDef[], extra: Partial<BlockDef> = {}): BlockDef {
  return { id, title: `test.${id}.title`, questions, ...extra };
}

/** A text question with a label key derived from its id. */
export function text(id: string, extra: Partial<QuestionDef> = {}): QuestionDef {
  return { id, label: `test.${id}.label`, widget: 'text', ...extra };
}

export const today = new Date('2024-06-15T12:00:00Z');
