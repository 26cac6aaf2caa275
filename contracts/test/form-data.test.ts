import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, ConfirmRequestSchema, FormDataSchema } from '../src';

/** A value nested `levels` objects deep under one question. */
const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });

describe('FormDataSchema', () => {
  it('accepts answers by block and question and gives them back as they were sent', () => {
    const data = { usTin: { tin: '123456789', kind: 'ssn' }, address: { lines: ['1 Main St', null], us: true } };
    const result = FormDataSchema.safeParse(data);
    expect(result).toEqual({ success: true, data });
  });

  it.each([
    ['a list', [], [], 'The form data must be an object of blocks.'],
    ['text', 'answers', [], 'The form data must be an object of blocks.'],
    ['a block that is not an object', { usTin: 'x' }, ['usTin'], 'The form data must be an object of questions.'],
    [
      'a text over the limit',
      { usTin: { tin: 'x'.repeat(BODY_LIMITS.stringLength + 1) } },
      ['usTin', 'tin'],
      `The form data has a text longer than ${BODY_LIMITS.stringLength} characters.`,
    ],
    [
      'answers nested too deep',
      { b: { q: nested(BODY_LIMITS.answerDepth + 1) } },
      ['b', 'q', ...Array<string>(BODY_LIMITS.answerDepth).fill('a')],
      `The form data is nested too deep: answers nest at most ${BODY_LIMITS.answerDepth} levels.`,
    ],
  ])('refuses %s with one issue naming where', (_what, data, path, message) => {
    const result = FormDataSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([{ code: 'custom', fatal: true, path, message }]);
  });

  it('names the place of the form data in a larger body', () => {
    const result = ConfirmRequestSchema.safeParse({ data: { usTin: 7 } });
    expect(result.error?.issues).toEqual([
      {
        code: 'custom',
        fatal: true,
        path: ['data', 'usTin'],
        message: 'The form data must be an object of questions.',
      },
    ]);
  });
});
