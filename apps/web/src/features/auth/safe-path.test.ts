import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-path';

describe('safeInternalPath', () => {
  it('keeps in-app paths and refuses everything else', () => {
    expect(safeInternalPath('/forms/w9_2024/3')).toBe('/forms/w9_2024/3');
    expect(safeInternalPath(null)).toBe('/');
    expect(safeInternalPath('')).toBe('/');
    expect(safeInternalPath('https://evil.example/')).toBe('/');
    expect(safeInternalPath('//evil.example/')).toBe('/');
    expect(safeInternalPath('/\\evil.example')).toBe('/');
    expect(safeInternalPath('javascript:alert(1)')).toBe('/');
  });
});
