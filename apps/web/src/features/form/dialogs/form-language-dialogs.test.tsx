import type { Locale } from '@taxcert/contracts';
import { defaultAnswers, evaluateForm } from '@taxcert/engine';
import { w8ben_2021 } from '@taxcert/forms/w8ben';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/api/api';
import { english, servedCatalogue } from '../../../testing/catalogues';
import { englishLeaks } from '../../../testing/english-leaks';
import { json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { useSubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import type { SubmissionStage } from '../logic/submission';
import { SubmissionDialogs } from './SubmissionDialogs';

/**
 * The dialogs of Sign and submit speak the customer's language: a W-8BEN exists only in English
 * (ADR 006), so in a German or Chinese interface its review lines and certification stay English — marked
 * lang="en" — while the dialogs around them (titles, buttons, "Printed name", "Cancel", the scroll notice) are
 * German or Chinese: no English text of a key the language translates.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
  stubFetch(() => json({ code: 404, message: 'no' }, 404));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const W8: SubjectRef = { kind: 'form', type: 'w8ben_2021', id: 7 };
const answers = { ...defaultAnswers(w8ben_2021), name: { name: 'Erika Mustermann' } };
const noop = () => undefined;

function Dialogs({ stage }: { stage: SubmissionStage }) {
  const calls = useSubjectCalls(W8);
  return (
    <SubmissionDialogs
      submission={{
        stage,
        start: noop,
        cancel: noop,
        onConfirmed: noop,
        onCertified: noop,
        onPinVerified: noop,
        onSigned: noop,
        onPinRequired: noop,
      }}
      subject={W8}
      calls={calls}
      items={[
        {
          formType: 'w8ben_2021',
          title: 'Form W-8BEN',
          revision: 'Rev. October 2021',
          def: w8ben_2021,
          answers,
          evaluate: () => evaluateForm(w8ben_2021, answers),
        },
      ]}
      previewOnly={false}
    />
  );
}

describe.each(['de', 'zh'] as Locale[])('a W-8BEN in %s', (locale) => {
  const own = servedCatalogue(locale);
  const open = async (stage: SubmissionStage) => {
    // The English catalogue, as the shell has it once a form in English is shown.
    await renderWithApp(<Dialogs stage={stage} />, '/', locale, (client) =>
      client.setQueryData(queryKeys.language('en'), { locale: 'en', messages: english }),
    );
    return screen.findByRole('dialog', {}, { timeout: 5000 });
  };

  it('the review: the frame in the interface language, the form’s lines in English', async () => {
    const dialog = await open('Confirmation');
    expect(within(dialog).getByRole('heading', { name: own['formPreview.title'] })).toBeTruthy();
    await waitFor(() =>
      expect(dialog.querySelector('[lang="en"] .printed-review__line, [lang="en"] dt')).not.toBeNull(),
    );
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('the certification: the frame in the interface language, the statement in English', async () => {
    const dialog = await open('Certification');
    await waitFor(() =>
      expect(
        within(dialog)
          .getByText(english['certification.w8ben_2021.intro'] ?? 'missing')
          .closest('[lang]')
          ?.getAttribute('lang'),
      ).toBe('en'),
    );
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('the signature: every word of the dialog in the interface language', async () => {
    const dialog = await open('Signing');
    expect(within(dialog).getByLabelText(own['formSigning.printName'] ?? 'missing')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: own['common.cancel'] ?? 'missing' })).toBeTruthy();
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });
});
