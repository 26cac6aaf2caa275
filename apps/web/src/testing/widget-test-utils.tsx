import type { AnswerValue, BlockAnswers, QuestionDef, QuestionState } from '@taxcert/engine';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import catalogue from '../../../../fixtures/languages/en/widgets.json';
import type { Widget, WidgetProps } from '../questionnaire/widgets/types';

/** An i18next instance with the widgets' English catalogue (flat keys, as the app configures it). */
export async function widgetI18n(extra: Record<string, string> = {}): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: { ...catalogue, 'q.label': 'Question label', ...extra } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface HostOptions {
  value?: AnswerValue;
  question?: Partial<QuestionDef>;
  blockAnswers?: BlockAnswers;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The engine's state of the question (e.g. the options it offers for the answers). */
  state?: QuestionState;
  wrap?: (children: ReactNode) => ReactNode;
}

/**
 * Renders a widget the way QuestionRow does, holding its answer in state; `changes` records every
 * onChange value and `blurs` counts onBlur calls.
 */
export function renderWidget(WidgetComponent: Widget, i18n: I18n, options: HostOptions = {}) {
  const changes: AnswerValue[] = [];
  let blurs = 0;
  const question: QuestionDef = { id: 'q', label: 'q.label', widget: 'text', ...options.question };
  let setFromOutside: (value: AnswerValue) => void = () => undefined;

  function Host() {
    const [value, setValue] = useState<AnswerValue>(options.value ?? '');
    setFromOutside = setValue;
    const props: WidgetProps = {
      id: 'field',
      name: 'block.q',
      question,
      label: 'Question label',
      value,
      onChange: (next) => {
        changes.push(next);
        setValue(next);
      },
      onBlur: () => {
        blurs += 1;
      },
      inputRef: () => undefined,
      disabled: options.disabled ?? false,
      required: options.required ?? false,
      invalid: options.invalid ?? false,
      describedBy: options.describedBy,
      blockAnswers: options.blockAnswers ?? {},
      ...(options.state ? { state: options.state } : {}),
    };
    const widget = <WidgetComponent {...props} />;
    return <>{options.wrap ? options.wrap(widget) : widget}</>;
  }

  const result = render(
    <I18nextProvider i18n={i18n}>
      <Host />
    </I18nextProvider>,
  );
  return {
    ...result,
    changes,
    get blurs() {
      return blurs;
    },
    last: () => changes[changes.length - 1],
    setValue: (value: AnswerValue) => setFromOutside(value),
  };
}
