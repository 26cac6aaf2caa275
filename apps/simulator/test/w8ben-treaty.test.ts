import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn } from './helper';

/** The text of a PDF, by Debian's pdftotext (poppler-utils), whitespace folded. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-pdf-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * W-8BEN line 9 and 10 through the API: the simulator validates, signs and prints with the
 * reference data the browser loads (packages/forms reference/load.ts), so line 9 refuses a country with no
 * treaty in force and a German resident's dividend claim under article 10(2)(b) at 15 % goes through.
 */
describe('W-8BEN treaty claims through the API', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  /** A new W-8BEN of a German resident, answered except for the treaty claim. */
  async function germanW8ben(): Promise<{ id: number; answers: Record<string, Record<string, unknown>> }> {
    const id = (
      await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021' },
      })
    ).json().formId as number;
    const data = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data as Record<
      string,
      Record<string, unknown>
    >;
    const answers = {
      ...data,
      name: { ...data.name, name: 'Jane Doe' },
      citizenship: { ...data.citizenship, country: 'DE' },
      address: {
        ...data.address,
        line1: 'Unter den Linden 1',
        line2: '',
        line3: 'Berlin',
        line4: '',
        postalCode: '10117',
        country: 'DE',
      },
      foreignTin: { ...data.foreignTin, tin: '86095742719', notRequired: false },
      birthDetails: { ...data.birthDetails, birthDate: '04-12-1980' },
      part3: { ...data.part3, capacityToSign: true, name: 'Jane Doe' },
    };
    return { id, answers };
  }
  const validate = (id: number, payload: object) =>
    app.inject({ method: 'POST', url: `/api/forms/w8ben_2021/${id}/validate`, headers: auth, payload });
  const dividends = {
    incomeType: 'Dividends',
    articleParagraph: '10(2)(b)',
    rate: '15',
    explanation: 'Portfolio dividends; resident of Germany and beneficial owner.',
  };

  it.each([
    ['HU', 'Hungary (treaty terminated: no effect on payments from 1 January 2024)'],
    ['BR', 'Brazil (no treaty)'],
  ])('line 9 refuses %s — %s — with a rejection naming the line and saying why', async (country) => {
    const { id, answers } = await germanW8ben();
    const res = await validate(id, { ...answers, treatyClaim: { claimed: 'Yes', country } });
    expectContract('forms.validate', res);
    expect(res.json()).toMatchObject({ valid: false, warnings: [] });
    expect(res.json().rejections).toEqual([
      {
        code: 'E-TREATYCLAIM-COUNTRY-CUSTOM',
        codeDescription:
          "No U.S. income tax treaty is in force with this country (for example, Brazil has none and Hungary's no longer applies from 2024), so no treaty benefits can be claimed for it; select a country from the list.",
        field: 'treatyClaim.country',
      },
    ]);
    // The questionnaire check (nothing kept) says the same.
    const checked = await app.inject({
      method: 'POST',
      url: `/api/questionnaire/form/${id}/validate`,
      headers: auth,
      payload: { ...answers, treatyClaim: { claimed: 'Yes', country } },
    });
    expect(checked.json().rejections.map((r: { code: string }) => r.code)).toEqual(['E-TREATYCLAIM-COUNTRY-CUSTOM']);
  });

  it('line 10 refuses a rate the article does not give (10(2)(b) is 15 %, not 5 %)', async () => {
    const { id, answers } = await germanW8ben();
    const res = await validate(id, {
      ...answers,
      treatyClaim: {
        claimed: 'Yes',
        country: 'DE',
        specialRatesApply: 'Yes',
        treatySpecialRatesClaims: [{ ...dividends, rate: '5' }],
      },
    });
    expect(res.json().rejections).toEqual([
      {
        code: 'E-TREATYCLAIM-TREATYSPECIALRATESCLAIMS-RATE-CUSTOM',
        codeDescription: 'Select the rate of withholding claimed.',
        field: 'treatyClaim.treatySpecialRatesClaims.0.rate',
      },
    ]);
  });

  it('a German resident claiming 15 % on dividends under article 10(2)(b) validates, signs, and the signed PDF states the claim', async () => {
    const { id, answers } = await germanW8ben();
    const res = await validate(id, {
      ...answers,
      treatyClaim: {
        claimed: 'Yes',
        country: 'DE',
        specialRatesApply: 'Yes',
        treatySpecialRatesClaims: [dividends],
      },
    });
    expect(res.json()).toMatchObject({ valid: true, rejections: [] });
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: auth,
      payload: { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' },
    });
    expect(signed.statusCode).toBe(200);
    const text = pdfText(
      (await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload,
    );
    expect(text).toContain('Germany');
    for (const part of ['Dividends', '10(2)(b)', '15', dividends.explanation]) expect(text).toContain(part);
    expect(text.indexOf('10(2)(b)')).toBeLessThan(text.indexOf('Electronically signed by Jane Doe'));
  });

  // The treaty's ordinary rate (15 % on portfolio dividends) needs line 9 alone; line 10 is optional.
  it('a claim on line 9 alone validates once the customer says no special rates apply, signs, and prints line 10 empty', async () => {
    const { id, answers } = await germanW8ben();
    const unanswered = await validate(id, { ...answers, treatyClaim: { claimed: 'Yes', country: 'DE' } });
    expect(unanswered.json().rejections).toEqual([
      {
        code: 'E-TREATYCLAIM-SPECIALRATESAPPLY-REQUIRED',
        codeDescription: 'Answer whether special rates or conditions apply to your claim.',
        field: 'treatyClaim.specialRatesApply',
      },
    ]);
    const res = await validate(id, {
      ...answers,
      treatyClaim: { claimed: 'Yes', country: 'DE', specialRatesApply: 'No' },
    });
    expectContract('forms.validate', res);
    expect(res.json()).toMatchObject({ valid: true, rejections: [] });
    await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} });
    await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth });
    const signed = await app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: auth,
      payload: { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' },
    });
    expect(signed.statusCode).toBe(200);
    const text = pdfText(
      (await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth })).rawPayload,
    );
    expect(text).toContain('Germany');
    for (const part of ['Dividends', '10(2)(b)', 'special rates or conditions apply']) expect(text).not.toContain(part);
    // The evidence names no capacity when none was signed in: no "Capacity: —".
    expect(text).toContain('Printed name: Jane Doe');
    expect(text).not.toContain('Capacity:');
    // One reference: the signed PDF prints the confirmation reference the success page shows (ADR 023).
    const { submission } = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json();
    expect(submission.reference).toMatch(/^TC-\d{8}-F\d{6}$/);
    expect(text).toContain(`Reference ${submission.reference}`);
    expect(text).not.toContain(`Reference ${id}`);
  });
});
