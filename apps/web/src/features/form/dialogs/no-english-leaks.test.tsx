import { evaluateForm } from '@taxcert/engine';
import type { Locale } from '@taxcert/contracts';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, servedCatalogue } from '../../../testing/catalogues';
import { englishLeaks } from '../../../testing/english-leaks';
import { json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { useSubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import { PinDialog } from './pin/PinDialog';
import SigningDialog from './SigningDialog';

/**
 * No English left on a translated screen: the dialogs of the signing flow — the e-signature PIN
 * and the signature — in each of the other eight languages, as the simulator serves their catalogues.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const others = LOCALES.filter((locale) => locale !== 'en');
const FORM: SubjectRef = { kind: 'form', type: 'crsi_2024', id: 7 };

function Signing() {
  const calls = useSubjectCalls(FORM);
  const items = [
    {
      formType: 'crsi_2024',
      title: 'CRS',
      revision: '2024',
      def: crsi_2024,
      answers: {},
      evaluate: () => evaluateForm(crsi_2024, {}),
    },
  ];
  return (
    <SigningDialog
      subject={FORM}
      calls={calls}
      items={items}
      onCancel={() => undefined}
      onSubmitted={() => undefined}
      onPinRequired={() => undefined}
    />
  );
}

describe.each(others)('%s', (locale: Locale) => {
  it('the PIN dialog', async () => {
    stubFetch(() => json({ sent: true, recipient: '+1 *** 0100', message: 'sent' }));
    await renderWithApp(<PinDialog onVerified={() => undefined} onCancel={() => undefined} />, '/', locale);
    // The dialog has asked for the PIN and names where it went.
    await screen.findByText((servedCatalogue(locale)['pin.sentTo'] ?? '').replace('{{recipient}}', '+1 *** 0100'));
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('the signature dialog', async () => {
    stubFetch(() => json({ code: 404, message: 'no' }, 404));
    await renderWithApp(<Signing />, '/', locale);
    await screen.findByRole('dialog');
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });
});
