import type { Locale } from '@taxcert/contracts';
import { evaluateForm } from '@taxcert/engine';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormLanguage } from '../../lib/i18n/form-language';
import { LOCALES, servedCatalogue } from '../../testing/catalogues';
import { englishLeaks } from '../../testing/english-leaks';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { useSubjectCalls } from './api/calls';
import CertificationDialog from './dialogs/CertificationDialog';
import type { SubmissionItem } from './dialogs/SubmissionDialogs';
import { NextSteps, SubmissionFacts } from './success/SuccessDetails';

/**
 * No English left on a translated screen, the words the per-language browser test no longer reads
 * (ADR 030): a CRS-I's certification dialog (its text in the language: the CRS-I exists in all nine) and the
 * success page's facts and next steps, in each of the other eight languages as the simulator serves them.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const others = LOCALES.filter((locale) => locale !== 'en');
const crsi: SubmissionItem = {
  formType: 'crsi_2024',
  title: 'CRS',
  revision: crsi_2024.revision,
  def: crsi_2024,
  answers: {},
  evaluate: () => evaluateForm(crsi_2024, {}),
};

function Certification() {
  const calls = useSubjectCalls({ kind: 'form', type: 'crsi_2024', id: 7 });
  return (
    <FormLanguage formType="crsi_2024">
      <CertificationDialog calls={calls} items={[crsi]} onCancel={() => undefined} onCertified={() => undefined} />
    </FormLanguage>
  );
}

describe.each(others)('%s', (locale: Locale) => {
  const say = (key: string) => servedCatalogue(locale)[key] ?? key;

  it('the certification dialog of a CRS-I', async () => {
    stubFetch(({ url }) => {
      const served = /\/api\/language\/([\w-]+)$/.exec(url)?.[1];
      if (served) return json({ locale: served, messages: servedCatalogue(served as Locale) });
      if (url.endsWith('locales/languages.json')) return json([]);
      return json({ code: 404, message: 'no' }, 404);
    });
    await renderWithApp(<Certification />, '/', locale);
    await screen.findByRole('region', { name: say('certification.textLabel') });
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('the success page’s facts and next steps', async () => {
    stubFetch(() => json({ code: 404, message: 'no' }, 404));
    await renderWithApp(
      <>
        <SubmissionFacts
          submission={{ reference: 'TC-20260102-F000007', submittedAt: '2026-01-02T11:00:00.000Z' }}
          account="Brokerage account ••4821"
        />
        <NextSteps hasReference expires previewOnly={false} />
      </>,
      '/',
      locale,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain(say('success.reference'));
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });
});
