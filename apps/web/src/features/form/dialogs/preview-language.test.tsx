import { defaultAnswers, evaluateForm } from '@taxcert/engine';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { toFormData } from '../../../questionnaire/answers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCatalogue } from '../../../lib/i18n/i18n';
import { servedCatalogue } from '../../../testing/catalogues';
import { json, renderWithApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { useSubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import ConfirmationDialog from './ConfirmationDialog';

/**
 * The review's embedded preview PDF is printed in the form's language for the interface language shown: a
 * CRS-I exists in Chinese, so a customer who switches the interface to Chinese while the review is open gets
 * the preview again, asked for in Chinese — not the English one fetched before the switch.
 */
const CRS: SubjectRef = { kind: 'form', type: 'crsi_2024', id: 9 };
const answers = defaultAnswers(crsi_2024);
const noop = () => undefined;

let calls: FetchCall[] = [];
beforeEach(() => {
  let file = 0;
  calls = stubFetch(({ url }) =>
    url.endsWith('/pdf/preview')
      ? new Response(new Blob([`%PDF-1.7 preview ${++file}`], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        })
      : json({ code: 404, message: 'no' }, 404),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let switchTo: (locale: string) => Promise<void> = async () => undefined;

function Review() {
  const calls = useSubjectCalls(CRS);
  const { i18n } = useTranslation();
  switchTo = (locale) => applyCatalogue(i18n, locale, servedCatalogue(locale as 'zh'));
  return (
    <ConfirmationDialog
      subject={CRS}
      calls={calls}
      items={[
        {
          formType: 'crsi_2024',
          title: 'CRS-I',
          revision: '2024',
          def: crsi_2024,
          answers: toFormData(answers),
          evaluate: () => evaluateForm(crsi_2024, answers),
        },
      ]}
      previewOnly={false}
      onCancel={noop}
      onConfirmed={noop}
    />
  );
}

const previews = () => calls.filter((call) => call.url.endsWith('/api/forms/9/pdf/preview'));
const frameSource = () => document.querySelector('iframe')?.getAttribute('src') ?? null;

describe('the review dialog’s preview PDF', () => {
  it('is asked for again in the new language when the interface language changes while it is open', async () => {
    await renderWithApp(<Review />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(frameSource()).not.toBeNull());
    expect(previews().map((call) => call.language)).toEqual(['en']);
    const english = frameSource();

    await act(() => switchTo('zh'));

    await waitFor(() => expect(previews().map((call) => call.language)).toEqual(['en', 'zh']));
    await waitFor(() => expect(frameSource()).not.toBe(english));
    expect(frameSource()).not.toBeNull();
  });
});
