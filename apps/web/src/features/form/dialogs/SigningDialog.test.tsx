import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, stubFetch } from '../../../test/render-app';
import SigningDialog from './SigningDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stubs the sign and submit calls; `sign` answers each sign call in turn. */
function stubApi(...sign: Response[]) {
  return stubFetch(({ url }) => {
    if (url.endsWith('/sign')) return sign.shift() ?? json({ code: 500, message: 'no more' }, 500);
    if (url.endsWith('/submit')) return json({ stage: 4, updatedAt: '2026-01-02T10:00:00.000Z' });
    return json({ code: 404, message: 'no' }, 404);
  });
}

const signed = () => json({ linkedCollectableSupportingDocId: 9, workflowState: { stage: 3, updatedAt: '2026-01-02T10:00:00.000Z' } });

async function open(affidavit: Record<string, string> | null = null) {
  const handlers = { onCancel: vi.fn<() => void>(), onSubmitted: vi.fn<() => void>(), onPinRequired: vi.fn<() => void>() };
  await renderWithApp(<SigningDialog formId={7} signDate="01-02-2026" defaultCapacity="Signing on Own Behalf" affidavit={affidavit} {...handlers} />);
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
    expect(calls[0]?.body).toEqual({ printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: '01-02-2026' });
    expect(calls[1]?.body).toEqual({ stage: 4 });
  });

  it('asks for the affidavit of unchanged status with its data when the signer ticked it', async () => {
    const calls = stubApi(signed());
    const { onSubmitted } = await open({ formType: 'w8ben_2021', formTitle: 'Form W-8BEN', formRevision: 'Rev. October 2021' });
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
});
