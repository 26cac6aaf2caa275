import type { BlockDef, QuestionDef } from '@taxcert/engine';

export interface IdentificationBlockOptions {
  /** Prefix of the form's texts: `<prefix>.name.title`, `<prefix>.line1.label`/`.errorMessage`, `<prefix>.line2.…`. */
  keyPrefix: string;
  /** Questions of Part I that follow line 2 in the same block (W-8ECI line 3, the disregarded entity). */
  more?: readonly QuestionDef[];
}

/**
 * Lines 1–2 of a Form W-8 for an organization (or a person): the beneficial owner's name and its country of
 * incorporation or organization, both required, heading Part I. The id `name` (question `name`) is the one the
 * pre-fill and the pre-qualifying questionnaire's carried answers fill, as on the W-8BEN.
 */
export function identificationBlock(options: IdentificationBlockOptions): BlockDef {
  const key = (id: string) => `${options.keyPrefix}.${id}`;
  return {
    id: 'name',
    title: key('name.title'),
    part: 'I',
    titleInPart: true,
    questions: [
      {
        id: 'name',
        line: '1',
        label: key('line1.label'),
        widget: 'text',
        rules: [{ kind: 'required', message: key('line1.errorMessage') }],
      },
      {
        id: 'country',
        line: '2',
        label: key('line2.label'),
        widget: 'country',
        rules: [{ kind: 'required', message: key('line2.errorMessage') }],
      },
      ...(options.more ?? []),
    ],
  };
}
