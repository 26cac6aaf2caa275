import { defaultAnswers, evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import onlineConfig from '../../../../../fixtures/config/online-config.json';
import { servedCatalogue } from '../../testing/catalogues';
import { QuestionFrame } from './QuestionFrame';

/**
 * A chapter 3 / chapter 4 pair the online configuration refuses is a field error on line 5 that names both
 * statuses — worded by the browser from the engine's message key and values, in the interface's language.
 */
afterEach(cleanup);

async function line5Error(locale: 'en' | 'de'): Promise<string> {
  const def = (await loadDefinition('w8bene_2021'))!;
  const answers = {
    ...defaultAnswers(def),
    entityType: { ch3Status: 'ForeignGovernmentIntegralPart', ch4Status: 'PassiveNffe' },
  };
  const reference = { validCh3Ch4Combinations: onlineConfig.validCh3Ch4Combinations.w8bene_2021 };
  const state = evaluateForm(def, answers, { reference }).blocks.entityType!.questions.ch4Status!;
  const question = def.blocks.find((b) => b.id === 'entityType')!.questions.find((q) => q.id === 'ch4Status')!;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: servedCatalogue(locale) } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QuestionFrame
        id="q-entityType-ch4Status"
        name="entityType.ch4Status"
        question={question}
        state={state}
        showErrors
        value="PassiveNffe"
        onChange={() => undefined}
        onBlur={() => undefined}
        blockAnswers={answers.entityType}
      />
    </I18nextProvider>,
  );
  const errors = document.getElementById('q-entityType-ch4Status-errors');
  expect(screen.getByRole('combobox').getAttribute('aria-describedby')).toContain('q-entityType-ch4Status-errors');
  return errors?.textContent ?? '';
}

describe('a field error that names values', () => {
  it('names both statuses of a refused pair by their short names, in English', async () => {
    expect(await line5Error('en')).toBe(
      'Chapter 4 status “Passive NFFE” cannot be combined with chapter 3 status “Foreign Government – Integral Part”. Choose one of the chapter 4 statuses offered for “Foreign Government – Integral Part”, or change the chapter 3 status.',
    );
  });

  it('and in German, statuses included', async () => {
    expect(await line5Error('de')).toMatch(
      /^Der Status nach Kapitel 4 „Passiver NFFE“ kann nicht mit dem Status nach Kapitel 3 „Ausländische Regierung – integraler Bestandteil“ kombiniert werden\./,
    );
  });
});
