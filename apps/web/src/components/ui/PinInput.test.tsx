import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalisePin, PinInput } from './PinInput';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [pin, setPin] = useState(initial);
  return (
    <>
      <PinInput value={pin} onChange={setPin} legend="PIN" digitLabel={(n) => `Digit ${n} of 6`} />
      <output data-testid="pin">{pin}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 6`);
const pin = () => screen.getByTestId('pin').textContent;

describe('PinInput', () => {
  it('shows six boxes split 2-2-2, the first one taking a one-time code', () => {
    render(<Harness />);
    const cells = [1, 2, 3, 4, 5, 6].map((n) => box(n).parentElement?.hasAttribute('data-gap'));
    expect(cells).toEqual([false, true, false, true, false, false]);
    expect(box(1).autocomplete).toBe('one-time-code');
    expect(box(1).inputMode).toBe('numeric');
    expect(screen.getByRole('group', { name: 'PIN' })).toBeTruthy();
  });

  it('moves on as digits are typed and ignores anything else', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(pin()).toBe('4');
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(pin()).toBe('42');
  });

  it('fills every box from a paste', () => {
    render(<Harness />);
    act(() => {
      box(1).focus();
    });
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 12-34-56 ' } });
    expect(pin()).toBe('123456');
    expect(box(6).value).toBe('6');
  });

  it('fills every box from a one-time-code autofill of the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '987654' } });
    expect(pin()).toBe('987654');
  });

  it('goes back with Backspace from an empty box', () => {
    render(<Harness initial="12" />);
    act(() => {
      box(3).focus();
    });
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(pin()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('normalises to at most six digits', () => {
    expect(normalisePin('12a34 5678')).toBe('123456');
  });
});
