import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FormDefinition } from '@taxcert/engine';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFormAnswers } from '../use-form-answers';
import type { DisplayMode } from './display-mode';
import { FormRenderer } from './FormRenderer';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          'b.title': 'Classification',
          'q.kind': 'Kind of person',
          'q.kind.1': 'Individual',
          'q.kind.7': 'Other',
          'q.other': 'Describe the other kind',
          'q.name': 'Name',
          'q.tin': 'TIN',
          'e.name': 'Enter the name.',
          'e.tin': 'Nine digits, please.',
          'form.line': 'Line',
          'form.selectPlaceholder': 'Select…',
          'form.selectCountry': 'Select a country',
          'renderer.part': 'Part {{part}}',
          'renderer.optional': 'Optional',
          'renderer.readOnly': 'Read only: this answer cannot be changed here.',
          'renderer.locked': 'Read only: this answer comes from our records.',
          'renderer.status.complete': 'Complete',
          'renderer.status.incomplete': 'To complete',
          'renderer.status.attention': 'Needs attention',
          'p.I': 'Identification',
          'b.sign': 'Signature',
          'q.signer': 'Name of signer',
          'q.date': 'Date',
        },
      },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const def: FormDefinition = {
  formType: 'w9_2024',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'sig',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'kind',
      title: 'b.title',
      questions: [
        {
          id: 'kind',
          line: '3a',
          label: 'q.kind',
          widget: 'radio',
          default: '1',
          props: {
            options: [
              { value: '1', label: 'q.kind.1' },
              { value: '7', label: 'q.kind.7' },
            ],
          },
        },
        { id: 'other', label: 'q.other', widget: 'text', visible: (ctx) => ctx.block.kind === '7' },
        { id: 'name', line: '1', label: 'q.name', widget: 'text', rules: [{ kind: 'required', message: 'e.name' }] },
        { id: 'tin', label: 'q.tin', widget: 'tin', rules: [{ kind: 'length', length: 9, message: 'e.tin' }] },
      ],
    },
    {
      id: 'sig',
      title: 'b.sign',
      part: 'I',
      questions: [
        { id: 'signer', line: '5', label: 'q.signer', widget: 'text' },
        { id: 'date', label: 'q.date', widget: 'text', default: '01-02-2024', disabled: true },
      ],
    },
  ],
  parts: [{ id: 'I', title: 'p.I' }],
};

let latest: ReturnType<typeof useFormAnswers> | null = null;
function Harness({ mode = 'Stacked' }: { mode?: DisplayMode }) {
  const answers = useFormAnswers(def, { kind: { kind: '1' } });
  latest = answers;
  return (
    <FormRenderer
      mode={mode}
      def={def}
      evaluation={answers.evaluation}
      answers={answers.settled}
      control={answers.control}
      isEdited={answers.isEdited}
    />
  );
}

function renderForm(mode: DisplayMode = 'Stacked') {
  return render(
    <I18nextProvider i18n={i18n}>
      <Harness mode={mode} />
    </I18nextProvider>,
  );
}

describe('FormRenderer with useFormAnswers', () => {
  it('Stacked: renders each visible block as a card and each question with its label, line and required mark', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Classification' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Line 3a Kind of person' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Line 1 Name' });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Describe the other kind' })).toBeNull();
  });

  it('shows a question when an answer makes it visible, and clears its answer when it hides again', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Describe the other kind' });
    fireEvent.change(other, { target: { value: 'A club' } });
    expect(latest?.readData().kind?.other).toBe('A club');
    fireEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.queryByRole('textbox', { name: 'Describe the other kind' })).toBeNull();
    expect(latest?.readData().kind).toEqual({ kind: '1' });
  });

  it('shows a field’s errors only after the user edited it, or after forceEdit', () => {
    renderForm();
    expect(screen.queryByText('Enter the name.')).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Line 1 Name' });
    fireEvent.change(name, { target: { value: 'Jane' } });
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.getByText('Enter the name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('q-kind-name-errors');

    const tin = screen.getByRole('group', { name: 'TIN' });
    const boxes = within(tin).getAllByRole('textbox');
    expect(boxes).toHaveLength(9);
    fireEvent.change(boxes[0]!, { target: { value: '1' } });
    expect((boxes[0] as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('Nine digits, please.')).toBeTruthy();
  });

  it('shows every error after forceEdit (as a Check does)', () => {
    renderForm();
    act(() => latest?.forceEdit());
    expect(screen.getByText('Enter the name.')).toBeTruthy();
  });
});

describe('Stacked question cards', () => {
  it('collapses and expands a card by its header button, keeping the answers', () => {
    renderForm('Stacked');
    const toggle = screen.getByRole('button', { name: 'Classification' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Line 1 Name' }), { target: { value: 'Jane' } });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Line 1 Name' }).value).toBe('Jane');
  });

  it('says in the header whether a block is complete, to complete or needs attention', () => {
    renderForm('Stacked');
    const card = screen.getByRole('region', { name: 'Classification' });
    expect(within(card).getByText('To complete')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Signature' })).getByText('Complete')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Line 1 Name' });
    fireEvent.change(name, { target: { value: 'J' } });
    fireEvent.change(name, { target: { value: '' } });
    expect(within(card).getByText('Needs attention')).toBeTruthy();
  });

  it('opens a collapsed card whose answers need attention after a Check', () => {
    renderForm('Stacked');
    const toggle = screen.getByRole('button', { name: 'Classification' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => latest?.forceEdit());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the read-only notice of an answer fixed by the definition', () => {
    renderForm('Stacked');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Date' }).disabled).toBe(true);
    expect(screen.getByText('Read only: this answer cannot be changed here.')).toBeTruthy();
  });
});

describe('Irs layout', () => {
  it('puts the blocks of a part under its heading bar and numbers the lines in a gutter', () => {
    renderForm('Irs');
    const part = screen.getByRole('region', { name: 'Part I Identification' });
    expect(within(part).getByRole('heading', { level: 2, name: 'Part I Identification' })).toBeTruthy();
    // A titled block's first line is numbered at its title, the next lines beside their questions.
    const signature = within(part).getByRole('group', { name: 'Signature' });
    expect(signature.querySelector('h3 [data-line-number]')?.textContent).toBe('5');
    const signer = within(signature).getByRole('textbox', { name: 'Line 5 Name of signer' });
    expect(signer.closest('[data-row]')?.querySelector('[data-line-number]')?.textContent).toBe('');
    const gutterOf = (name: string) =>
      screen.getByRole('textbox', { name }).closest('[data-row]')?.querySelector('[data-line-number]')?.textContent;
    expect(gutterOf('Line 1 Name')).toBe('1');
    // The blocks before the first part come first, without a part heading; field names are unchanged.
    expect(within(part).queryByRole('textbox', { name: 'Line 1 Name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Line 1 Name' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Line 3a Kind of person' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Classification' })).toBeNull();
  });

  it('shows and clears questions as the answers change, as Stacked does', () => {
    renderForm('Irs');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe the other kind' }), { target: { value: 'A club' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.queryByRole('textbox', { name: 'Describe the other kind' })).toBeNull();
    expect(latest?.readData().kind?.other).toBeUndefined();
  });
});
