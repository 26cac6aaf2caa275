import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { evaluateForm, signerBlock, type FormDefinition } from '@taxcert/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@taxcert/contracts';
import { json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { useSubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import SigningDialog from './SigningDialog';
import type { SubmissionItem } from './SubmissionDialogs';

beforeEach(() => {
  // Noon UTC on 2 January 2026: the same calendar day in every time zone the suite runs in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const def = (formType: string): FormDefinition => ({
  formType,
  family: 'W',
  title: `${formType}.title`,
  revision: 'r',
  signatureSection: 'part3',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    signerBlock({
      id: 'part3',
      title: 't',
      signer: formType === 'w8bene_2016' ? 'entityOnly' : 'individualOnly',
      dateFormat: 'MM-dd-yyyy',
    }),
  ],
});
const item = (formType: string, title: string, part3: Record<string, string | boolean>): SubmissionItem => ({
  formType,
  title,
  revision: 'Rev. October 2021',
  def: def(formType),
  answers: { part3 },
  evaluate: () => evaluateForm(def(formType), { part3 }),
});
const FORM: SubjectRef = { kind: 'form', type: 'w8ben_2021', id: 7 };

function Harness({
  subject,
  items,
  ...handlers
}: {
  subject: SubjectRef;
  items: SubmissionItem[];
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const calls = useSubjectCalls(subject);
  return <SigningDialog subject={subject} calls={calls} items={items} {...handlers} />;
}

/** Stubs the sign and submit calls; `sign` answers each sign call in turn. */
function stubApi(...sign: Response[]) {
  return stubFetch(({ url }) => {
    if (url.endsWith('/sign')) return sign.shift() ?? json({ code: 500, message: 'no more' }, 500);
    if (url.endsWith('/submit')) return json({ stage: 4, updatedAt: '2026-01-02T10:00:00.000Z' });
    return json({ code: 404, message: 'no' }, 404);
  });
}

const signed = () =>
  json({ linkedCollectableSupportingDocId: 9, workflowState: { stage: 3, updatedAt: '2026-01-02T10:00:00.000Z' } });

async function open({
  affidavit = false,
  subject = FORM,
  items,
  locale = 'en',
}: { affidavit?: boolean; subject?: SubjectRef; items?: SubmissionItem[]; locale?: Locale } = {}) {
  const handlers = {
    onCancel: vi.fn<() => void>(),
    onSubmitted: vi.fn<() => void>(),
    onPinRequired: vi.fn<() => void>(),
  };
  const own = [
    item('w8ben_2021', 'Form W-8BEN', {
      capacity: 'Signing on Own Behalf',
      ...(affidavit ? { generateAffidavit: true } : {}),
    }),
  ];
  await renderWithApp(<Harness subject={subject} items={items ?? own} {...handlers} />, '/', locale);
  return handlers;
}

function signAs(name: string) {
  fireEvent.change(screen.getByLabelText('Printed name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
}

describe('SigningDialog', () => {
  it('signs with the printed name, capacity and date, then submits (stage 4)', async () => {
    const calls = stubApi(signed());
    const { onSubmitted } = await open();
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('01-02-2026');
    signAs('Jane Doe');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(calls.map((c) => [c.method, c.url.replace(/^.*\/api/, '')])).toEqual([
      ['POST', '/forms/7/sign'],
      ['PUT', '/forms/7/submit'],
    ]);
    expect(calls[0]?.body).toEqual({
      printName: 'Jane Doe',
      capacity: 'Signing on Own Behalf',
      signDate: '01-02-2026',
    });
    expect(calls[1]?.body).toEqual({ stage: 4 });
  });

  it('asks for the affidavit of unchanged status with its data when the signer ticked it', async () => {
    const calls = stubApi(signed());
    const { onSubmitted } = await open({ affidavit: true });
    signAs('Jane Doe');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toMatchObject({
      collectableSupportingDocType: 'AffidavitOfUnchangedStatus',
      collectableSupportingDocData: {
        formType: 'w8ben_2021',
        formTitle: 'Form W-8BEN',
        formRevision: 'Rev. October 2021',
        printName: 'Jane Doe',
        capacity: 'Signing on Own Behalf',
        signDate: '01-02-2026',
      },
    });
  });

  it('marks the printed name invalid on a mismatch (4220) and stays open', async () => {
    stubApi(json({ code: 4220, message: 'The printed name does not match.' }, 422), signed());
    const { onSubmitted } = await open();
    signAs('John Smith');
    await screen.findByText('The printed name does not match the name of the signer on the form.');
    const field = screen.getByLabelText('Printed name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message on code 499 and asks for the PIN again next time', async () => {
    stubApi(json({ code: 499, message: 'Please verify the e-signature PIN first.' }, 422), signed());
    const { onSubmitted, onPinRequired } = await open();
    signAs('Jane Doe');
    await screen.findByText('Please verify the e-signature PIN first.');
    expect(onPinRequired).toHaveBeenCalledOnce();
    expect(onSubmitted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
  });

  it('signs a group once, dated MMMM dd, yyyy, with the capacity and the affidavit its W-8BEN asked for', async () => {
    const calls = stubApi(signed());
    const items = [
      item('crsi_2024', 'CRS Individual', {}),
      item('w8ben_2021', 'Form W-8BEN', { capacity: 'Signing on Own Behalf', generateAffidavit: true }),
    ];
    const { onSubmitted } = await open({ subject: { kind: 'group', type: 'crsiw8ben', id: 12 }, items });
    expect(screen.getByRole('dialog', { name: 'Sign the forms' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('January 02, 2026');
    signAs('Jane Doe');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(calls.map((c) => [c.method, c.url.replace(/^.*\/api/, '')])).toEqual([
      ['POST', '/formgroups/12/sign'],
      ['PUT', '/formgroups/12/submit'],
    ]);
    expect(calls[0]?.body).toMatchObject({
      printName: 'Jane Doe',
      capacity: 'Signing on Own Behalf',
      signDate: 'January 02, 2026',
      collectableSupportingDocType: 'AffidavitOfUnchangedStatus',
      collectableSupportingDocData: { formType: 'w8ben_2021', formTitle: 'Form W-8BEN', signDate: 'January 02, 2026' },
    });
  });

  it('shows the chosen capacity by its label in the interface language and signs with its stored value (French, German)', async () => {
    const entity = { kind: 'form', type: 'w8bene_2016', id: 7 } as const;
    const director = [item('w8bene_2016', 'Form W-8BEN-E', { capacity: 'Director', generateAffidavit: true })];
    for (const [locale, printName, capacity, shown, sign] of [
      ['fr', 'Nom en toutes lettres', 'Qualité', 'Administrateur', 'Signer'],
      ['de', 'Name in Druckbuchstaben', 'Eigenschaft', 'Geschäftsführer/Direktor', 'Unterzeichnen'],
    ] as const) {
      const calls = stubApi(signed());
      const { onSubmitted } = await open({ subject: entity, items: director, locale });
      expect(screen.getByLabelText<HTMLInputElement>(capacity).value).toBe(shown);
      fireEvent.change(screen.getByLabelText(printName), { target: { value: 'Jane Doe' } });
      fireEvent.click(screen.getByRole('button', { name: sign }));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
      expect(calls[0]?.body).toMatchObject({
        capacity: 'Director',
        collectableSupportingDocData: { capacity: 'Director' },
      });
      cleanup();
    }
  });

  it('signs with the words the signer typed over the shown capacity', async () => {
    const calls = stubApi(signed());
    const { onSubmitted } = await open({
      subject: { kind: 'form', type: 'w8bene_2016', id: 7 },
      items: [item('w8bene_2016', 'Form W-8BEN-E', { capacity: 'Director' })],
      locale: 'fr',
    });
    fireEvent.change(screen.getByLabelText('Qualité'), { target: { value: 'Administrateur délégué' } });
    fireEvent.change(screen.getByLabelText('Nom en toutes lettres'), { target: { value: 'Jane Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toMatchObject({ capacity: 'Administrateur délégué' });
  });
});

/**
 * The browser's half of the time rules of app-shell.md §4 at midnight on 31 December (ADR 073): the sign dialog
 * shows and sends the signer's local day, capped at the UTC day when the local day is ahead. The simulator's half
 * (accepting the date and counting the validity from it) is apps/simulator/test/time-edges.test.ts; the browser
 * test e2e/time-edges.e2e.ts runs the first case end to end in Chromium's own time zone.
 */
describe('the sign date at midnight on 31 December, in the time zone of the browser', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['America/New_York', '2027-01-01T04:55:00Z', '12-31-2026'], // 23:55 on 31 December, 1 January in UTC: local day
    ['America/New_York', '2027-01-01T05:05:00Z', '01-01-2027'], // 00:05 on 1 January: the new year
    ['Asia/Tokyo', '2026-12-31T14:55:00Z', '12-31-2026'], // 23:55 on 31 December, the same day in UTC
    ['Asia/Tokyo', '2026-12-31T15:05:00Z', '12-31-2026'], // 00:05 on 1 January, still 31 December in UTC: capped
  ])('in %s at %s shows and signs %s', async (timeZone, at, signDate) => {
    vi.stubEnv('TZ', timeZone);
    vi.setSystemTime(new Date(at));
    const calls = stubApi(signed());
    const { onSubmitted } = await open();
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(signDate);
    signAs('Jane Doe');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toMatchObject({ signDate });
  });
});
