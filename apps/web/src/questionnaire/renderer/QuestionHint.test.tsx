import { defaultAnswers, evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedCatalogue } from '../../testing/catalogues';
import { PHONE_QUERY } from './display-mode';
import { QuestionFrame } from './QuestionFrame';
import { FOLDED_HINT_LENGTH, QuestionHint } from './QuestionHint';

/**
 * (the W-9 was 4,800 px tall at 390 px): on a phone a long hint folds under "Instructions", a short one is
 * shown; on a wider screen every hint is shown. Folded, the hint's text is still the field's description.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const english = servedCatalogue('en');

function atWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && phone,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function i18n() {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The W-9's question `block.question` as the form shows it. */
async function w9Question(block: string, id: string) {
  const def = (await loadDefinition('w9_2024'))!;
  const answers = defaultAnswers(def);
  const state = evaluateForm(def, answers).blocks[block]!.questions[id]!;
  const question = def.blocks.find((b) => b.id === block)!.questions.find((q) => q.id === id)!;
  render(
    <I18nextProvider i18n={await i18n()}>
      <QuestionFrame
        id={`q-${block}-${id}`}
        name={`${block}.${id}`}
        question={question}
        state={state}
        showErrors={false}
        value={null}
        onChange={() => undefined}
        onBlur={() => undefined}
        blockAnswers={answers[block] ?? {}}
      />
    </I18nextProvider>,
  );
  return english[question.hint ?? ''] ?? '';
}

describe('a question’s hint', () => {
  it('on a phone, the W-9 certification instructions fold under "Instructions"; the checkbox is still described by them', async () => {
    atWidth(true);
    const text = await w9Question('certification', 'subjectToBackupWhd');
    expect(text.length).toBeGreaterThan(FOLDED_HINT_LENGTH);
    const fold = screen.getByText('Instructions', { selector: 'summary' }).closest('details');
    expect(fold?.open).toBe(false);
    const hint = document.getElementById(
      screen.getByRole('checkbox').getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    );
    expect(hint?.textContent).toBe(text);
    expect(fold?.contains(hint ?? null)).toBe(true);
  });

  it('on a wider screen, the same instructions are shown as they are', async () => {
    atWidth(false);
    const text = await w9Question('certification', 'subjectToBackupWhd');
    expect(screen.queryByText('Instructions', { selector: 'summary' })).toBeNull();
    expect(screen.getByText(text).closest('details')).toBeNull();
  });

  it(`folds from ${FOLDED_HINT_LENGTH + 1} characters: ${FOLDED_HINT_LENGTH} stay shown on a phone`, async () => {
    atWidth(true);
    const instance = await i18n();
    const { rerender } = render(
      <I18nextProvider i18n={instance}>
        <QuestionHint id="h" text={'a'.repeat(FOLDED_HINT_LENGTH)} />
      </I18nextProvider>,
    );
    expect(document.getElementById('h')?.closest('details')).toBeNull();
    rerender(
      <I18nextProvider i18n={instance}>
        <QuestionHint id="h" text={'a'.repeat(FOLDED_HINT_LENGTH + 1)} />
      </I18nextProvider>,
    );
    expect(document.getElementById('h')?.closest('details')?.open).toBe(false);
  });
});
