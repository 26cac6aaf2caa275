import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FormDefinition } from '@taxcert/engine';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFormAnswers } from '../hooks/use-form-answers';
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
          props: { options: [{ value: '1', label: 'q.kind.1' }, { value: '7', label: 'q.kind.7' }] },
        },
        { id: 'other', label: 'q.other', widget: 'text', visible: (ctx) => ctx.block.kind === '7' },
        { id: 'name', line: '1', label: 'q.name', widget: 'text', rules: [{ kind: 'required', message: 'e.name' }] },
        { id: 'tin', label: 'q.tin', widget: 'tin', rules: [{ kind: 'length', length: 9, message: 'e.tin' }] },
      ],
    },
  ],
};

let latest: ReturnType<typeof useFormAnswers> | null = null;
function Harness() {
  const answers = useFormAnswers(def, { kind: { kind: '1' } });
  latest = answers;
  return (
    <FormRenderer
      def={def}
      evaluation={answers.evaluation}
      answers={answers.values}
      control={answers.control}
      isEdited={answers.isEdited}
    />
  );
}

function renderForm() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
}

describe('FormRenderer with useFormAnswers', () => {
  it('renders each visible block as a section and each question with its label, line and required mark', () => {
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
