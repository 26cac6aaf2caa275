import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, DEFERRED_RETRY_MS, useDeferred, type Deferred } from './deferred';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

function Piece({ piece, wanted }: { piece: Deferred<string>; wanted: boolean }) {
  return <p>{useDeferred(piece, wanted) ?? 'without it'}</p>;
}

describe('deferred: a chunk asked for once, a failure forgotten', () => {
  it('requests the chunk once however often it is asked for, and keeps what arrived', async () => {
    const load = vi.fn(() => Promise.resolve('piece'));
    const piece = deferred(load);
    expect(piece.peek()).toBeUndefined();
    await Promise.all([piece.load(), piece.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(piece.peek()).toBe('piece');
  });
  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue('piece');
    const piece = deferred<string>(load);
    await expect(piece.load()).rejects.toThrow(TypeError);
    expect(piece.peek()).toBeUndefined();
    await expect(piece.load()).resolves.toBe('piece');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useDeferred', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('loads nothing until wanted; then shows the piece', async () => {
    const load = vi.fn(() => Promise.resolve('the piece'));
    const piece = deferred(load);
    const { rerender } = render(<Piece piece={piece} wanted={false} />);
    await advance(60_000);
    expect(load).not.toHaveBeenCalled();
    rerender(<Piece piece={piece} wanted />);
    await advance(0);
    expect(screen.getByText('the piece')).toBeTruthy();
  });

  it('a failed load shows the screen without the piece and asks again every 5 s while wanted', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('the piece');
    const piece = deferred<string>(load);
    render(<Piece piece={piece} wanted />);
    await advance(0);
    expect(screen.getByText('without it')).toBeTruthy();
    await advance(DEFERRED_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('without it')).toBeTruthy();
    await advance(DEFERRED_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('the piece')).toBeTruthy();
  });

  it('no longer wanted: no more tries', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    const piece = deferred<string>(load);
    const { rerender } = render(<Piece piece={piece} wanted />);
    await advance(0);
    rerender(<Piece piece={piece} wanted={false} />);
    await advance(10 * DEFERRED_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a component mounted after the piece arrived has it at its first render', async () => {
    const piece = deferred(() => Promise.resolve('the piece'));
    await piece.load();
    render(<Piece piece={piece} wanted={false} />);
    expect(screen.getByText('the piece')).toBeTruthy();
  });
});
