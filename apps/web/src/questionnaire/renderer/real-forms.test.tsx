import { defaultAnswers, type Answers } from '@taxcert/engine';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { w8ben_2021 } from '@taxcert/forms/w8ben';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * Behaviour of the renderer on the real forms, moved here from the browser suite (forms.e2e.ts), which
 * keeps one journey per form family: the CRS-I tax-residence repeater and the clearing of a hidden answer
 * inside an item, a Stacked card's collapse and its opening on a Check or a link, and answers kept when
 * the layout changes (a resize to or from phone width).
 */

let i18n: I18n;
beforeAll(async () => {
  i18n = await formI18n();
});
afterEach(cleanup);

const janeW8ben: Answers = { ...defaultAnswers(w8ben_2021), name: { name: 'Jane Doe' } };

describe.each(['Irs', 'Stacked'] as const)('CRS-I tax residences (%s)', (mode) => {
  it('adds a second residence and removes it', () => {
    renderForm(i18n, crsi_2024, defaultAnswers(crsi_2024), mode);
    const residences = screen.getByRole('group', { name: 'Countries or jurisdictions of tax residence' });
    const items = () =>
      within(residences)
        .getAllByRole('heading', { name: /^Tax residence \d$/ })
        .map((heading) => heading.textContent);
    expect(items()).toEqual(['Tax residence 1']);
    fireEvent.click(within(residences).getByRole('button', { name: 'Add Tax residence' }));
    expect(items()).toEqual(['Tax residence 1', 'Tax residence 2']);
    fireEvent.click(within(residences).getByRole('button', { name: 'Remove Tax residence 2' }));
    expect(items()).toEqual(['Tax residence 1']);
  });

  it('clears a hidden answer inside an item: reason B asks for an explanation, another reason hides it, B again shows it empty', () => {
    const view = renderForm(i18n, crsi_2024, defaultAnswers(crsi_2024), mode);
    const first = screen.getByRole('heading', { name: 'Tax residence 1' }).closest('li');
    if (!first) throw new Error('No tax residence');
    const reasons = within(first).getByRole('radiogroup', { name: 'If no TIN is available, the reason' });
    const reason = (letter: string) => within(reasons).getByRole('radio', { name: new RegExp(`^Reason ${letter}`) });
    const explanation = () => within(first).queryByRole('textbox', { name: /explain/i });
    fireEvent.click(reason('B'));
    fireEvent.change(explanation() ?? first, { target: { value: 'My TIN has not been issued yet.' } });
    fireEvent.click(reason('A'));
    expect(explanation()).toBeNull();
    fireEvent.click(reason('B'));
    expect((explanation() as HTMLInputElement | null)?.value).toBe('');
    fireEvent.click(reason('A'));
    expect(view.form().readData().taxResidences).toEqual({ taxResidences: [{ reason: 'A' }] });
  });
});

describe('a Stacked question card on the W-8BEN', () => {
  const card = () => screen.getByRole('region', { name: 'Part III — Certification' });
  const toggle = () => screen.getByRole('button', { name: 'Part III — Certification' });

  it('collapses and expands by its header keeping what was typed, and a Check opens it when its answers need attention', () => {
    const view = renderForm(i18n, w8ben_2021, janeW8ben, 'Stacked');
    expect(within(card()).getByText('To complete')).toBeTruthy();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Name of signer' })).toBeNull();
    fireEvent.click(toggle());
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of signer' }), { target: { value: 'Jane Doe' } });
    fireEvent.click(toggle());
    // Check: the capacity box is not ticked, so the card opens and says so.
    act(() => view.form().forceEdit());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(within(card()).getByText('Needs attention')).toBeTruthy();
    expect(
      within(card()).getByText(
        'Tick the box to certify that you have the capacity to sign for the person identified on line 1.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of signer' }).value).toBe('Jane Doe');
  });

  it('opens before a link to one of its fields (a results-panel link) is followed', () => {
    renderForm(i18n, w8ben_2021, janeW8ben, 'Stacked');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const capacity = screen.getByRole('checkbox', { name: /I certify that I have the capacity to sign/, hidden: true });
    const link = document.body.appendChild(document.createElement('a'));
    link.href = `#${capacity.id}`;
    link.textContent = 'E-PART3-CAPACITYTOSIGN';
    fireEvent.click(link);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /I certify that I have the capacity to sign/ })).toBe(capacity);
    link.remove();
  });
});

it('keeps the answers when the layout changes from Stacked to Irs (a phone widened)', () => {
  const view = renderForm(i18n, w8ben_2021, janeW8ben, 'Stacked');
  expect(screen.getByRole('button', { name: 'Part I — Identification of Beneficial Owner' })).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Line 7 Reference number(s) (see instructions)' }), {
    target: { value: 'REF-7' },
  });
  view.setMode('Irs');
  expect(screen.getByRole('heading', { level: 2, name: 'Part I Identification of Beneficial Owner' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Part I — / })).toBeNull();
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Line 1 Name of individual who is the beneficial owner' })
      .value,
  ).toBe('Jane Doe');
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Line 7 Reference number(s) (see instructions)' }).value,
  ).toBe('REF-7');
});
