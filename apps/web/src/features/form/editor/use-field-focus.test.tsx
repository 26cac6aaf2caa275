import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFieldFocus } from './use-field-focus';

/** A page with one question that may not be there yet, be hidden (a collapsed card), or be taller than the window. */
function Page({ show = true, hidden = false }: { show?: boolean; hidden?: boolean }) {
  const goTo = useFieldFocus('w9_2024', () => undefined);
  return (
    <>
      <button type="button" onClick={() => goTo('w9_2024', ['q-usTin-tin'])}>
        Go
      </button>
      {show ? (
        <div data-question="usTin.tin" data-testid="question" hidden={hidden}>
          <label htmlFor="q-usTin-tin">Taxpayer identification number</label>
          <input id="q-usTin-tin" aria-invalid="true" />
        </div>
      ) : null}
    </>
  );
}

const rect = (top: number, height: number) =>
  ({ top, bottom: top + height, height, width: 300, left: 0, right: 300, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

let scrolled: Element[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const frames = (count: number) =>
  act(() => {
    for (let i = 0; i < count; i += 1) vi.advanceTimersToNextFrame();
  });
const field = () => screen.getByLabelText('Taxpayer identification number');

describe('going to a field after Check (focus landed off-screen)', () => {
  it('focuses and reveals the field at once when it is on the page', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(document.activeElement).toBe(field());
    expect(scrolled[0]).toBe(screen.getByTestId('question'));
  });

  it('waits for a field that is not on the page yet (a tab just opened, the form still rendering)', () => {
    const { rerender } = render(<Page show={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    frames(3);
    rerender(<Page show />);
    frames(1);
    expect(document.activeElement).toBe(field());
  });

  it('waits for a field in a collapsed card to be shown rather than focusing it hidden', () => {
    const { rerender } = render(<Page hidden />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    frames(2);
    expect(document.activeElement).not.toBe(field());
    rerender(<Page />);
    frames(1);
    expect(document.activeElement).toBe(field());
    expect(scrolled).toContain(screen.getByTestId('question'));
  });

  it('reveals the field itself, not the middle of a question taller than the window', () => {
    render(<Page />);
    screen.getByTestId('question').getBoundingClientRect = () => rect(-600, 2000);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(scrolled).toEqual([field()]);
  });

  it('brings the field back when the page pushes it off the screen while settling', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(scrolled).toHaveLength(1);
    // The results panel opened above it: the field is now 2,000 px down.
    field().getBoundingClientRect = () => rect(2000, 40);
    frames(1);
    expect(scrolled.at(-1)).toBe(field());
    expect(document.activeElement).toBe(field());
  });

  it('leaves the page alone once the customer has moved on', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    screen.getByRole('button', { name: 'Go' }).focus();
    field().getBoundingClientRect = () => rect(2000, 40);
    frames(5);
    expect(scrolled).toHaveLength(1);
  });
});
