import { describe, expect, it } from 'vitest';
import { ownPages } from '../src/store/own-pages';

/** Every byte value, repeated to `length`. */
const pattern = (length: number) => Buffer.from(Array.from({ length }, (_, i) => i % 256));

/**
 * A kept file or kept answer is copied into memory of its own (ADR 126): the same bytes, sharing nothing with the
 * Buffer it came from, so that Buffer (a request's body, a parse's slab) can go. From one page up the copy is
 * backed by a resizable ArrayBuffer, which V8 maps outside malloc's heap; under a page it is an ordinary Buffer.
 */
describe('ownPages', () => {
  it.each([
    ['empty', 0],
    ['one byte under a page', 4095],
    ['exactly a page', 4096],
    ['a kept configuration', 98_300],
    ['an upload over the mmap threshold', 1.5 * 1024 * 1024],
  ])('%s (%i bytes): the same bytes, in memory of its own', (_, length) => {
    // A slice of a larger Buffer, as a body parser hands one over: the copy must not keep the rest.
    const source = Buffer.concat([Buffer.from('before'), pattern(length), Buffer.from('after')]).subarray(
      6,
      6 + length,
    );
    const copy = ownPages(source);
    expect(copy.equals(source)).toBe(true);
    expect(copy.length).toBe(length);
    expect(copy.buffer).not.toBe(source.buffer);
    if (length > 0) {
      source[0] = (source[0]! + 1) % 256;
      expect(copy[0]).toBe(0);
    }
  });

  it('maps a page or more on its own: a resizable buffer of exactly its size, starting at its first byte', () => {
    for (const length of [4096, 98_300]) {
      const copy = ownPages(pattern(length));
      expect((copy.buffer as ArrayBuffer).resizable).toBe(true);
      expect(copy.buffer.byteLength).toBe(length);
      expect(copy.byteOffset).toBe(0);
    }
  });

  it('leaves a copy under a page to Node, which serves it from its pooled slabs', () => {
    const copy = ownPages(pattern(4095));
    expect((copy.buffer as ArrayBuffer).resizable).toBe(false);
  });
});
