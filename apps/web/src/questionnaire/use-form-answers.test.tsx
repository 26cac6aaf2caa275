import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    resources: {
      en: {
        translation: {
          'b.title': 'Details',
          'q.name': 'Name',
          'q.probe': 'Probe',
          'q.extra': 'Extra',
          'q.claims': 'Claims',
          'q.item': 'Claim',
          'q.kind': 'Kind',
          'q.a': 'A',
          'q.b': 'B',
          'q.rate': 'Rate',
          'widgets.repeater.add': 'Add {{title}}',
        },
      },
    },
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

/** A repeater shown only once `name` is answered (so its row mounts after the form), whose item preselects a single rate. */
const withItems: FormDefinition = {
  ...def,
  blocks: [
    {
      id: 'b',
      title: 'b.title',
      questions: [
        { id: 'name', label: 'q.name', widget: 'text' },
        {
          id: 'claims',
          label: 'q.claims',
          widget: 'repeater',
          props: { min: 0, max: 1 },
          visible: (ctx) => ctx.block.name === 'claim',
          items: {
            itemTitle: 'q.item',
            questions: [
              {
                id: 'kind',
                label: 'q.kind',
                widget: 'select',
                props: {
                  options: [
                    { value: 'a', label: 'q.a' },
                    { value: 'b', label: 'q.b' },
                  ],
                },
                clearsOnChange: ['rate'],
              },
              {
                id: 'rate',
                label: 'q.rate',
                widget: 'text',
                selectSingleOption: true,
                availableOptions: (ctx) => (ctx.block.kind === 'a' ? ['15'] : ['5', '10']),
              },
            ],
          },
        },
      ],
    },
  ],
};

function Harness({ form = def }: { form?: FormDefinition }) {
  const answers = useFormAnswers(form, { b: {} });
  return (
    <FormRenderer
      mode="Stacked"
      def={form}
      evaluation={answers.evaluation}
      answers={answers.settled}
      control={answers.control}
      isEdited={answers.isEdited}
    />
  );
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

  it('shows what settling did inside the repeater item that changed: a cleared answer and a preselected single option', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness form={withItems} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'claim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Claim' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'a' } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Rate' }).value).toBe('15'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'b' } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Rate' }).value).toBe(''));
  });
});
