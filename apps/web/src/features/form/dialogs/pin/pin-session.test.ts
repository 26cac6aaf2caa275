import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pinSession, usePinVerified } from './pin-session';

afterEach(() => {
  pinSession.markUsed();
});

describe('the e-signature PIN of this session', () => {
  it('is not verified at first, verified once confirmed, and used up by a signature', () => {
    const { result } = renderHook(() => usePinVerified());
    expect(result.current).toBe(false);
    act(() => pinSession.markVerified());
    expect(result.current).toBe(true);
    expect(pinSession.isVerified()).toBe(true);
    act(() => pinSession.markUsed());
    expect(result.current).toBe(false);
  });
});
