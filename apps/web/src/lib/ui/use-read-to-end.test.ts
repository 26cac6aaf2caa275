import { describe, expect, it } from 'vitest';
import { isScrolledToEnd } from './use-read-to-end';

describe('isScrolledToEnd', () => {
  it('is true for a text that fits', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
  });
  it('allows 1 px of tolerance and no more', () => {
    expect(isScrolledToEnd({ scrollTop: 699, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 698.5, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
  });
});
