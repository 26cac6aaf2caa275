import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDisplayMode, PHONE_QUERY, useIsPhone } from './display-mode';

describe('chooseDisplayMode', () => {
  it('follows the online config’s formDisplayMode', () => {
    expect(chooseDisplayMode('Irs', false)).toBe('Irs');
    expect(chooseDisplayMode('Stacked', false)).toBe('Stacked');
  });
  it('uses Stacked at phone width, whatever the config says', () => {
    expect(chooseDisplayMode('Irs', true)).toBe('Stacked');
    expect(chooseDisplayMode('Stacked', true)).toBe('Stacked');
  });
  it('uses Stacked while the config is not known', () => expect(chooseDisplayMode(undefined, false)).toBe('Stacked'));
});

/** A matchMedia whose phone query matches while `phone.matches` is true, telling its listeners on change. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const phone = { matches: initial };
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === PHONE_QUERY && phone.matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  const set = (matches: boolean) => {
    phone.matches = matches;
    for (const listener of listeners) listener();
  };
  return { matchMedia, set, listeners };
}

function Probe() {
  return <p>{useIsPhone() ? 'phone' : 'wide'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIsPhone', () => {
  it('reads the ≤ 600 px media query and follows its changes', () => {
    const media = fakeMatchMedia(false);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => media.set(true));
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => media.set(false));
    expect(screen.getByText('wide')).toBeTruthy();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is true at once when the page opens at phone width', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(true).matchMedia);
    render(<Probe />);
    expect(screen.getByText('phone')).toBeTruthy();
  });
});
