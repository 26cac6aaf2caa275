import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { caretPosition, MaskedBoxesInput, maskedText } from './MaskedBoxesInput';

afterEach(cleanup);

const digit = (char: string): string | null => (/^\d$/.test(char) ? char : null);

function Ssn({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Social security number</span>
      <MaskedBoxesInput
        id="q-usTin-tin"
        labelledBy="label"
        describedBy={undefined}
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        disabled={false}
        required
        invalid={false}
        groups={[3, 2, 4]}
        separator="–"
        accept={digit}
        boxLabel={() => ''}
        inputMode="numeric"
      />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const field = () =>
  screen.getByRole('group', { name: 'Social security number' }).querySelector('input') as HTMLInputElement;
const stored = () => screen.getByTestId('stored').textContent;

describe('MaskedBoxesInput (the boxes at phone width)', () => {
  it('shows the groups with their separators as the customer types; stores the characters alone', () => {
    render(<Ssn />);
    fireEvent.change(field(), { target: { value: '5214' } });
    expect(field().value).toBe('521–4');
    fireEvent.change(field(), { target: { value: '521–447812' } });
    expect(field().value).toBe('521–44–7812');
    expect(stored()).toBe('521447812');
  });

  it('cleans a paste or autofill the way the boxes do: separators and refused characters dropped, nine digits at most', () => {
    render(<Ssn />);
    fireEvent.change(field(), { target: { value: '521-44-7812 99' } });
    expect(stored()).toBe('521447812');
    fireEvent.change(field(), { target: { value: 'abc' } });
    expect(stored()).toBe('');
  });

  it('deleting a separator deletes the digit before it, so Backspace never gets stuck', () => {
    render(<Ssn initial="52144" />);
    expect(field().value).toBe('521–44');
    // Backspace right after the separator: the field holds "52144" with the caret after "521".
    fireEvent.change(field(), { target: { value: '52144', selectionStart: 3, selectionEnd: 3 } });
    expect(stored()).toBe('5244');
  });

  it('is a 44 px field with the same id, so labels and "Fix this" links reach it', () => {
    render(<Ssn />);
    expect(field().id).toBe('q-usTin-tin');
    expect(field().maxLength).toBe(11);
  });
});

describe('maskedText and caretPosition', () => {
  it('put a separator only between started groups, and the caret after it', () => {
    expect(maskedText('521', [3, 2, 4], '–')).toBe('521');
    expect(maskedText('5214', [3, 2, 4], '–')).toBe('521–4');
    expect(caretPosition(3, [3, 2, 4], '–')).toBe(3);
    expect(caretPosition(4, [3, 2, 4], '–')).toBe(5);
    expect(caretPosition(9, [3, 2, 4], '–')).toBe(11);
  });
});
