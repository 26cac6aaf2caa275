import { describe, expect, it } from 'vitest';
import { failureFieldPath, fieldDomId, fieldPathText, itemFieldDomId, parseFieldPath } from '../src';

describe('field paths: one name for a field in answers, results and the page', () => {
  it('writes a question and a repeater item question as text and as a DOM id', () => {
    expect(fieldPathText(['usTin', 'tin'])).toBe('usTin.tin');
    expect(fieldDomId(['usTin', 'tin'])).toBe('q-usTin-tin');
    expect(fieldPathText(['taxResidences', 'taxResidences', 0, 'country'])).toBe(
      'taxResidences.taxResidences.0.country',
    );
    expect(fieldDomId(['taxResidences', 'taxResidences', 0, 'country'])).toBe(
      'q-taxResidences-taxResidences-0-country',
    );
    // The repeater builds its items' ids from its own id: the same id as the path's.
    expect(itemFieldDomId(fieldDomId(['taxResidences', 'taxResidences']), 0, 'country')).toBe(
      fieldDomId(['taxResidences', 'taxResidences', 0, 'country']),
    );
  });

  it('names an engine failure by its block and question path', () => {
    expect(failureFieldPath({ blockId: 'usTin', questionId: 'tin', path: ['tin'] })).toEqual(['usTin', 'tin']);
    expect(
      failureFieldPath({
        blockId: 'taxResidences',
        questionId: 'taxResidences.1.tin',
        path: ['taxResidences', 1, 'tin'],
      }),
    ).toEqual(['taxResidences', 'taxResidences', 1, 'tin']);
  });

  it('parses the text back, and refuses what is not a path', () => {
    expect(parseFieldPath('usTin.tin')).toEqual(['usTin', 'tin']);
    expect(parseFieldPath('taxResidences.taxResidences.0.country')).toEqual([
      'taxResidences',
      'taxResidences',
      0,
      'country',
    ]);
    for (const bad of ['', 'usTin', '.tin', 'usTin.', 'a..b']) expect(parseFieldPath(bad), bad).toBeNull();
  });
});
