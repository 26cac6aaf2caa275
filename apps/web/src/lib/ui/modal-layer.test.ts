import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerNotificationSlot, useNotificationSlot } from './modal-layer';

describe('notification slots of open modals', () => {
  it('names the topmost open modal, then the one under it, then none', () => {
    const { result } = renderHook(() => useNotificationSlot());
    expect(result.current).toBeNull();
    const outer = document.createElement('div');
    const inner = document.createElement('div');
    let withdrawOuter = () => undefined as void;
    let withdrawInner = () => undefined as void;
    act(() => {
      withdrawOuter = offerNotificationSlot(outer);
    });
    expect(result.current).toBe(outer);
    act(() => {
      withdrawInner = offerNotificationSlot(inner);
    });
    expect(result.current).toBe(inner);
    act(() => withdrawInner());
    expect(result.current).toBe(outer);
    act(() => withdrawOuter());
    expect(result.current).toBeNull();
  });
});
