import { checkClean, dialog, downloadPdf, sign, signAndSubmit, signInJane, toSignDialog } from './support/forms';
import { expectAccessible, formatDay, screenshots, todayWhile, describeWithSimulator } from './support';
import { formThroughApi } from './support/form-api';

/** After signing: the success page, its downloads, the W-8 expiry and the preview-only path (app-shell.md §2, §4, §8). */
describeWithSimulator('signing: success page and downloads', ({ it, sim }) => {
  it('preview-only: a failed download shows "500 - formPreview.downloadError" and keeps the preview open; then Sign and submit downloads the answers PDF instead of signing and ends on the preview-only success page', async ({
    page,
    allow,
    expect,
  }) => {
    const id = await formThroughApi(page, sim, { stage: 'checked', scenario: 'preview-only' });
    await signAndSubmit(page).click();
    const preview = dialog(page, 'Review your form');
    await preview.locator('iframe[title="Preview of the completed form (PDF)"]').waitFor();
    // No review box to tick, no PIN (preview-only), no certification and no signature.
    expect(await preview.getByLabel(/I confirm that I have reviewed/).count()).toBe(0);
    await screenshots(page, 'signing-preview-only-dialog', false);

    // A download that fails: the message, and the preview stays open on the form.
    await page.route('**/api/forms/*/pdf/download', (route) => route.abort());
    allow(/Failed to load resource/);
    await preview.getByRole('button', { name: 'Download the PDF' }).click();
    await page.getByText('500 - The preview could not be loaded. Please try again.').waitFor();
    expect(await preview.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/forms\/w9_2024\/\d+$/);
    await page.unroute('**/api/forms/*/pdf/download');

    const pdf = await downloadPdf(page, () => preview.getByRole('button', { name: 'Download the PDF' }).click());
    expect(pdf.name).toBe(`w9_2024-${id}.pdf`);
    expect(pdf.text).toContain('Jane Doe');
    expect(pdf.text).not.toContain('Electronic signature evidence');
    await page.waitForURL(`**/forms/w9_2024/${id}/success`);
    await page.getByRole('heading', { level: 1, name: 'Your form is ready' }).waitFor();
    await page.getByText(/has not been signed or submitted/).waitFor();
    await page.getByRole('link', { name: 'Complete another form' }).waitFor();
    expect(await dialog(page, 'Enter your PIN').count()).toBe(0);
    await expectAccessible(page, 'preview-only success page');
    await screenshots(page, 'signing-preview-only-success');
  });

  // After signing, a failed download on the success page shows '500 - form.downloadError'.
  it('forms-pdf-download-failure', async ({ page, allow, expect }) => {
    // Signed through the API: the success page opens.
    await formThroughApi(page, sim, { stage: 'signed', scenario: 'forms-pdf-download-failure' });
    await page.getByRole('heading', { level: 1, name: 'Your form has been submitted' }).waitFor();
    allow(/status of 500/);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByText('500 - The PDF could not be downloaded. Please try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).isEnabled()).toBe(true);
  });

  it('W-8BEN: signed without an affidavit (none linked, no affidavit download), the success page states the expiry; the PDF holds the answers, the perjury statement, the evidence block and the expiry', async ({
    page,
    timeZone,
    expect,
  }) => {
    // The account chosen on form selection (the header keeps it), the form certified through the API.
    await signInJane(page, sim);
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Brokerage account ••4821' });
    const id = await formThroughApi(page, sim, { formType: 'w8ben_2021', stage: 'certified', signedIn: true });
    await signAndSubmit(page).click();
    const signing = dialog(page, 'Sign the form');
    // W-8: the sign date is MM-dd-yyyy, today on the page's clock.
    const { value: signDate, days } = await todayWhile(page, timeZone, () => signing.getByLabel('Date').inputValue());
    expect(days.map((day) => formatDay(day, 'MM-dd-yyyy'))).toContain(signDate);
    const linked = page.waitForResponse((response) =>
      response.url().endsWith(`/api/supportingdocs/${id}/form/getLinkedCollectableDocId`),
    );
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/w8ben_2021/${id}/success`);
    // Signed without the affidavit of unchanged status: none linked, no affidavit download.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    expect(await (await linked).json()).toEqual({ linkedCollectableSupportingDocId: null });
    expect(await page.getByRole('button', { name: 'Download the affidavit of unchanged status' }).count()).toBe(0);

    // Valid until 31 December of the third year after the year of the sign date.
    const year = Number(signDate.slice(-4)) + 3;
    await page.getByText(`This form is valid until 31 December ${year}`).waitFor();
    // The confirmation reference, the time of submission, the account, what happens next; the
    // header keeps the account after a reload.
    const terms = page.getByRole('term');
    expect(await terms.allTextContents()).toEqual(['Confirmation reference', 'Submitted', 'Account']);
    const values = await page.getByRole('definition').allTextContents();
    expect(values[0]).toMatch(new RegExp(`^TC-\\d{8}-F${String(id).padStart(6, '0')}$`));
    expect(values[2]).toBe('Brokerage account ••4821');
    await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    await page.reload();
    await page.getByRole('banner').getByText('Brokerage account ••4821').waitFor();
    await expectAccessible(page, 'W-8BEN success page');
    await screenshots(page, 'signing-w8ben-success');

    const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe(`w8ben_2021-${id}.pdf`);
    for (const text of [
      'Form W-8BEN',
      'Jane Doe',
      // The foreign TIN of the W-8BEN's sample answers (packages/forms).
      '1800475002001',
      'Under penalties of perjury, I declare that I have examined the information on this form',
      'Electronic signature evidence',
      'Printed name: Jane Doe',
      'E-signature PIN verified: no',
      'SHA-256 of the submitted data:',
      `This form is valid until 12-31-${year}`,
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toMatch(/Signed \(UTC\): \d{4}-\d{2}-\d{2}T/);
    // The perjury statement sits directly above the signature line, before the evidence.
    expect(pdf.text.indexOf('Under penalties of perjury')).toBeLessThan(
      pdf.text.indexOf('Electronic signature evidence'),
    );
  });

  it('CRS-I: signed with the CRS date format; the PDF holds the answers, the declaration and the evidence block, and states no expiry', async ({
    page,
    timeZone,
    expect,
  }) => {
    // Certified through the API with the CRS-I's sample answers (France, FR-2941-7730).
    const id = await formThroughApi(page, sim, { formType: 'crsi_2024', stage: 'certified' });
    await signAndSubmit(page).click();
    // CRS: no e-signature PIN, and the sign date is dd-MM-yyyy: today on the page's clock, in its time zone.
    const { value: signDate, days } = await todayWhile(page, timeZone, () =>
      dialog(page, 'Sign the form').getByLabel('Date').inputValue(),
    );
    expect(days.map((day) => formatDay(day, 'dd-MM-yyyy'))).toContain(signDate);
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/crsi_2024/${id}/success`);
    expect(await page.getByText(/valid until/).count()).toBe(0);
    const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe(`crsi_2024-${id}.pdf`);
    for (const text of [
      'Individual Tax Residency Self-Certification',
      'Jane',
      'Doe',
      'France',
      'FR-2941-7730',
      'Electronic signature evidence',
      'Printed name: Jane Doe',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('valid until');
  });

  it('affidavit of unchanged status: the signer ticks it on the W-8BEN, the signature links it, and the success page downloads it signed', async ({
    page,
    expect,
  }) => {
    // Checked through the API; the signer ticks the affidavit on the form, and checks again.
    const id = await formThroughApi(page, sim, { formType: 'w8ben_2021', stage: 'checked' });
    await page.getByLabel('Generate an affidavit of unchanged status with this form.').check();
    await checkClean(page);
    await toSignDialog(page);
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/w8ben_2021/${id}/success`);
    const affidavit = page.getByRole('button', { name: 'Download the affidavit of unchanged status' });
    await affidavit.waitFor();
    await screenshots(page, 'signing-affidavit-success');
    const pdf = await downloadPdf(page, () => affidavit.click());
    expect(pdf.name).toBe(`affidavit-${id}.pdf`);
    for (const text of [
      'Affidavit of Unchanged Status',
      'Form: Form W-8BEN',
      'Electronic signature evidence',
      'Printed name: Jane Doe',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });
});
