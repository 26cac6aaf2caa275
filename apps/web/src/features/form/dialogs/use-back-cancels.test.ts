import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackCancels } from './use-back-cancels';

const depth = () => window.history.length;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useBackCancels (browser Back during signing)', () => {
  it('pushes an entry while active; Back pops it and cancels instead of leaving', async () => {
    const onBack = vi.fn<() => void>();
    const before = depth();
    renderHook(({ active }) => useBackCancels(active, onBack), { initialProps: { active: true } });
    expect(depth()).toBe(before + 1);
    window.history.back();
    await waitFor(() => expect(onBack).toHaveBeenCalledOnce());
  });

  it('takes its entry back off when the step ends another way, without cancelling', async () => {
    const onBack = vi.fn<() => void>();
    const back = vi.spyOn(window.history, 'back');
    const { rerender } = renderHook(({ active }) => useBackCancels(active, onBack), { initialProps: { active: true } });
    rerender({ active: false });
    expect(back).toHaveBeenCalledOnce();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('does nothing while inactive', () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderHook(() => useBackCancels(false, () => undefined));
    expect(push).not.toHaveBeenCalled();
  });
});
