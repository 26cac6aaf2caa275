import { describe, expect, it } from 'vitest';
import { parseFormId } from './params';

describe('parseFormId', () => {
  it('accepts positive integers only', () => {
    expect(parseFormId('42')).toBe(42);
    expect(parseFormId('0')).toBeNull();
    expect(parseFormId('-1')).toBeNull();
    expect(parseFormId('1.5')).toBeNull();
    expect(parseFormId('abc')).toBeNull();
    expect(parseFormId(undefined)).toBeNull();
  });
});
