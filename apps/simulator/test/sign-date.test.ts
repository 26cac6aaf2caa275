import { ErrorCodes } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { pdfText } from './form-journey';
import { signedInApp } from './helper';

/**
 * The date of signing is required, written in the sign dialog's format of the form type (or the
 * group's), not after today — the UTC date — and not before the form was added; the validity counts from the day
 * the server accepted. The simulator's clock is fixed: 10:00 UTC on 28 November 2026.
 */
const NOW = new Date('2026-11-28T10:00:00Z');

describe('the date of signing', () => {
  const session = signedInApp({ now: () => NOW }, true);

  /** A W-8ECI with its sample answers, checked, confirmed and certified: ready to sign. */
  async function certifiedW8eci(): Promise<number> {
    const added = await session.call('PUT', '/api/forms', 'forms.add', {
      isOnline: true,
      accountId: 5001,
      formType: 'w8eci_2021',
    });
    const id = added.json<{ formId: number }>().formId;
    const data = (await session.call('GET', `/api/forms/${id}`, 'forms.get')).json<{ data: Answers }>().data;
    const answers = (await loadDefinition('w8eci_2021'))!.sampleAnswers!(data, 'Jane Doe');
    const checked = await session.call('POST', `/api/forms/w8eci_2021/${id}/validate`, 'forms.validate', answers);
    expect(checked.json<{ rejections: unknown[] }>().rejections).toEqual([]);
    await session.call('PUT', `/api/forms/${id}/confirm`, 'forms.confirm', {});
    await session.call('POST', `/api/forms/${id}/certify`, 'forms.certify');
    return id;
  }
  const sign = (id: number, signDate: string, headers: Record<string, string> = {}) =>
    session.app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: { ...session.auth, ...headers },
      payload: { printName: 'Jane Doe', capacity: '', signDate },
    });

  it.each([
    ['11-28-2027', ErrorCodes.SignDateFuture, 'The date of signing cannot be after today (11-28-2026).'],
    ['', ErrorCodes.SignDateMissing, 'Please give the date of signing.'],
    ['   ', ErrorCodes.SignDateMissing, 'Please give the date of signing.'],
    ['yesterday', ErrorCodes.SignDateFormat, 'Please give the date of signing as MM-dd-yyyy.'],
    ['2026-11-28', ErrorCodes.SignDateFormat, 'Please give the date of signing as MM-dd-yyyy.'],
    ['11-31-2026', ErrorCodes.SignDateFormat, 'Please give the date of signing as MM-dd-yyyy.'],
    ['11-29-2026', ErrorCodes.SignDateFuture, 'The date of signing cannot be after today (11-28-2026).'],
    [
      '11-26-2026',
      ErrorCodes.SignDateBeforeForm,
      'The date of signing cannot be before the form was started (11-27-2026).',
    ],
  ])('refuses "%s" with 422, code %i, and leaves the form unsigned', async (signDate, code, message) => {
    const id = await certifiedW8eci();
    const refused = await sign(id, signDate);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code, message });
    const form = (await session.call('GET', `/api/forms/${id}`, 'forms.get')).json<{
      workflowState: { stage: number };
    }>();
    expect(form.workflowState.stage).toBe(2);
  });

  it('words the refusal in the request’s language', async () => {
    const id = await certifiedW8eci();
    const refused = await sign(id, '11-28-2027', { 'accept-language': 'de' });
    expect(refused.json()).toEqual({
      code: ErrorCodes.SignDateFuture,
      message: 'Das Datum der Unterschrift darf nicht nach dem heutigen Tag (11-28-2026) liegen.',
    });
  });

  it('accepts the day before UTC’s (a signer west of UTC), counts the validity from it and keeps the first signature', async () => {
    const id = await certifiedW8eci();
    const signed = await sign(id, '11-27-2026');
    expect(signed.statusCode, signed.body).toBe(200);
    const again = await sign(id, '11-27-2026');
    expect(again.json()).toEqual(signed.json());
    expect((await sign(id, '11-28-2026')).statusCode).toBe(409);
    const pdf = pdfText(
      (await session.call('GET', `/api/forms/${id}/pdf/download`, 'forms.pdfDownload')).rawPayload,
      'sign-date-w8eci',
    );
    expect(pdf).toContain('11-27-2026');
    expect(pdf).toContain('This form is valid until 12-31-2029');
  });

  it('refuses an affidavit with too many fields, or one too long (422, 4226)', async () => {
    const id = await certifiedW8eci();
    const affidavit = (data: Record<string, string>) =>
      session.app.inject({
        method: 'POST',
        url: `/api/forms/${id}/sign`,
        headers: session.auth,
        payload: {
          printName: 'Jane Doe',
          capacity: '',
          signDate: '11-28-2026',
          collectableSupportingDocType: 'AffidavitOfUnchangedStatus',
          collectableSupportingDocData: data,
        },
      });
    const many = await affidavit(
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x'.repeat(4_000)])),
    );
    expect(many.json()).toEqual({
      code: ErrorCodes.AffidavitRefused,
      message: 'The affidavit has more than 12 fields.',
    });
    const long = await affidavit({ formType: 'w8eci_2021', formTitle: 'x'.repeat(4_000) });
    expect(long.json()).toEqual({
      code: ErrorCodes.AffidavitRefused,
      message: "The affidavit's formTitle is longer than 200 characters.",
    });
    const other = await affidavit({ formType: 'w8eci_2021', accountNumber: 'x'.repeat(201) });
    expect(other.json()).toEqual({
      code: ErrorCodes.AffidavitRefused,
      message: "The affidavit's accountNumber is longer than 200 characters.",
    });
    const fine = await affidavit({ formType: 'w8eci_2021', formTitle: 'Form W-8ECI', accountNumber: '4821' });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
