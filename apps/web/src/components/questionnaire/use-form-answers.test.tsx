import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormDefinition } from '@taxcert/engine';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormRenderer } from './renderer/FormRenderer';
import { useFormAnswers } from './use-form-answers';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { 'b.title': 'Details', 'q.name': 'Name', 'q.probe': 'Probe', 'q.extra': 'Extra' } } },
  });
});
afterEach(cleanup);

/** How often the form was evaluated: the engine asks the probe question's visibility once per evaluation. */
let evaluations = 0;
const def: FormDefinition = {
  formType: 'test',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'b',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'b',
      title: 'b.title',
      questions: [
        { id: 'name', label: 'q.name', widget: 'text' },
        {
          id: 'probe',
          label: 'q.probe',
          widget: 'text',
          visible: () => {
            evaluations += 1;
            return true;
          },
        },
        { id: 'extra', label: 'q.extra', widget: 'text', visible: (ctx) => ctx.block.name !== 'hide' },
      ],
    },
  ],
};

function Harness() {
  const answers = useFormAnswers(def, { b: {} });
  return <FormRenderer mode="Stacked" def={def} evaluation={answers.evaluation} answers={answers.values} control={answers.control} isEdited={answers.isEdited} />;
}

describe('useFormAnswers', () => {
  it('evaluates the form once per keystroke, however often the page renders', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    for (const [index, value] of ['J', 'Ja', 'Jan', 'Jane'].entries()) {
      const before = evaluations;
      fireEvent.change(name, { target: { value } });
      expect(evaluations - before, `keystroke ${index + 1}`).toBe(1);
    }
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Jane');
  });

  it('a change that hides a question clears its answer in the same settling, then shows the result', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra' }), { target: { value: 'kept?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'hide' } });
    expect(screen.queryByRole('textbox', { name: 'Extra' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'show' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Extra' }).value).toBe('');
  });
});
