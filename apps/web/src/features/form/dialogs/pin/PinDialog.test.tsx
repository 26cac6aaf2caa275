import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { english, json, renderWithApp, stubFetch } from '../../../../testing/render-app';
import { PinDialog } from './PinDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(validate: (pin: string) => Response | Promise<Response>) {
  return stubFetch(({ url, body }) => {
    if (url.endsWith('/api/auth/sendpin')) return json({ sent: true, recipient: '+1 *** 0100', message: 'sent' });
    if (url.endsWith('/api/validatepin')) return validate((body as { pin: string }).pin);
    return json({ code: 404, message: 'no' }, 404);
  });
}

const verified = (ok: boolean) =>
  json({ verified: ok, message: ok ? 'PIN verified.' : 'The PIN is not correct.', authState: 'Authorised' });

describe('PinDialog (e-signature PIN)', () => {
  let onVerified: () => void;
  let onCancel: () => void;
  beforeEach(() => {
    onVerified = vi.fn<() => void>();
    onCancel = vi.fn<() => void>();
  });

  it('requests a PIN when it opens (PUT auth/sendpin {pinType: 1}) and names the recipient', async () => {
    const calls = stubApi(() => verified(true));
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    await screen.findByText(/We have sent a 6-digit PIN to \+1 \*\*\* 0100/);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/sendpin'))).toEqual([
      { url: '/api/auth/sendpin', method: 'PUT', body: { pinType: 1 }, language: 'en' },
    ]);
  });

  it('keeps Confirm disabled until six digits and while authenticating, then validates {pin, pinType: 1}', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '12345' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Digit 6 of 6'), { target: { value: '6' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    release(verified(true));
    await screen.findByText('PIN verified.');
    expect(screen.getByText('✓')).toBeTruthy();
    expect(onVerified).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.url.endsWith('/api/validatepin'))?.body).toEqual({ pin: '123456', pinType: 1 });
  });

  it('shows a cross and the server message for a wrong PIN, clears the boxes and hides the message after 5 s', async () => {
    stubApi(() => verified(false));
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '000000' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await screen.findByText('The PIN is not correct.');
      expect(screen.getByText('✗')).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>('Digit 1 of 6').value).toBe('');
      await vi.advanceTimersByTimeAsync(4900);
      expect(screen.queryByText('The PIN is not correct.')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(screen.queryByText('The PIN is not correct.')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
    expect(onVerified).not.toHaveBeenCalled();
  });
  it('shows a lock-out in plain words and stays open, not the central "unlicensed" page (403 code 4013)', async () => {
    stubApi(() => json({ code: 4013, message: 'Too many incorrect PINs.' }, 403));
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(english['pin.locked']!);
    expect(screen.getByRole('dialog', { name: 'Enter your PIN' })).toBeTruthy();
  });

  it('shows an expired or used PIN in plain words (400 code 4015)', async () => {
    stubApi(() => json({ code: 4015, message: 'no longer valid' }, 400));
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(english['pin.expired']!);
  });

  it('shows too many PIN requests in plain words, once, without retrying (429 code 4290)', async () => {
    const calls = stubFetch(({ url }) => {
      if (url.endsWith('/api/auth/sendpin')) return json({ code: 4290, message: 'Too many PINs were asked for.' }, 429);
      return json({ code: 404, message: 'no' }, 404);
    });
    await renderWithApp(<PinDialog onVerified={onVerified} onCancel={onCancel} />);
    await screen.findByText(english['pin.tooMany']!);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/sendpin'))).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Enter your PIN' })).toBeTruthy();
  });
});
