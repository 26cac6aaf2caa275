import type { SupportingDoc } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { mergeDocs } from './upload-docs';

const doc = (id: number): SupportingDoc => ({
  id,
  type: 'passport',
  typeDescription: 'Passport',
  localeDescription: 'Passport',
  originalFileName: `${id}.pdf`,
  fileName: `${id}.pdf`,
  isNoFormDoc: false,
});
const ids = (docs: SupportingDoc[]) => docs.map((d) => d.id);

describe('mergeDocs', () => {
  it('keeps what either list has, in upload order, when parallel uploads answer out of order', () => {
    // B's answer [1, 2] arrives before A's older answer [1].
    const afterB = mergeDocs([], [doc(1), doc(2)]);
    expect(ids(mergeDocs(afterB, [doc(1)]))).toEqual([1, 2]);
    expect(ids(mergeDocs([doc(3)], [doc(1), doc(2)]))).toEqual([1, 2, 3]);
  });
});

describe('mergeDocs after a delete', () => {
  it('does not bring back a document deleted meanwhile', () => {
    expect(ids(mergeDocs([doc(2)], [doc(1), doc(2)], new Set([1])))).toEqual([2]);
  });
});
