import { describe, expect, it } from 'vitest';
import { maskTin } from '../src/index';

describe('maskTin: a TIN outside its field and the PDF shows its last four characters only', () => {
  it('masks every letter and digit but the last four, keeping separators', () => {
    expect(maskTin('123456789')).toBe('•••••6789');
    expect(maskTin('123-45-6789')).toBe('•••-••-6789');
    expect(maskTin('FR-2941-7730')).toBe('••-••••-7730');
    expect(maskTin('98B5VX.00000.LE.250')).toBe('••••••.•••••.•E.250');
  });

  it('at the limit: five characters keep four; four or fewer are masked whole; blank stays blank', () => {
    expect(maskTin('12345')).toBe('•2345');
    expect(maskTin('1234')).toBe('••••');
    expect(maskTin('1-2')).toBe('•-•');
    expect(maskTin('')).toBe('');
  });
});
