import {
  checkClean,
  certify,
  checkedW9,
  confirmReview,
  dialog,
  downloadPdf,
  fillW9,
  noDialog,
  sign,
  signAndSubmit,
  signInJane,
  startForm,
  toSignDialog,
} from './support/forms';
import { expectAccessible, phone, screenshots, describeWithSimulator, testNow } from './support';
import { formThroughApi } from './support/form-api';

/** The submission stages, the action bar's rules and the e-signature PIN (app-shell.md §4). */
describeWithSimulator('signing', ({ it, sim }) => {
  // The stage walk in three tests that run side by side (ADR 101): the first makes its form through the browser, the
  // others start from a form the API has certified.
  it('walks the stages up to signing: Cancel in the review and in the certification goes back to the form, a confirmed form asks for the review again, Cancel in signing', async ({
    page,
    expect,
  }) => {
    await checkedW9(page, sim);
    const formUrl = page.url();

    // Confirmation → Cancel: back on the form (Validating), nothing changed.
    await signAndSubmit(page).click();
    await dialog(page, 'Review your form').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    expect(page.url()).toBe(formUrl);

    // Confirmation → Confirm → Certification → Cancel.
    await signAndSubmit(page).click();
    await confirmReview(page);
    await dialog(page, 'Certification').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);

    // Confirmed (stage 1): Sign and submit asks for the confirmation again; then certify → Signing → Cancel.
    await toSignDialog(page);
    await dialog(page, 'Sign the form').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await signAndSubmit(page).waitFor();
    expect(page.url()).toBe(formUrl);
  });

  it("a certified form: Sign and submit goes straight to signing, the browser's Back cancels it; changed answers revert the form and ask for the review again", async ({
    page,
    expect,
  }) => {
    await formThroughApi(page, sim, { stage: 'certified' });
    const formUrl = page.url();

    // Certified (stage 2): Sign and submit goes straight to signing; the browser's Back cancels it.
    await signAndSubmit(page).click();
    await dialog(page, 'Sign the form').waitFor();
    expect(await dialog(page, 'Review your form').count()).toBe(0);
    await expectAccessible(page, 'signing dialog');
    await page.goBack();
    await noDialog(page);
    expect(page.url()).toBe(formUrl);
    await signAndSubmit(page).waitFor();

    // Certified, then an answer changed: Check comes back, checking reverts the form to the start (PUT revert),
    // and Sign and submit asks for the review again.
    await page.getByLabel(/^Line 5 Address \(number, street/).fill('2 Main Street');
    const revert = page.waitForResponse(
      (response) => response.url().endsWith('/revert') && response.request().method() === 'PUT',
    );
    await checkClean(page);
    expect((await revert).status()).toBe(200);
    await signAndSubmit(page).click();
    await dialog(page, 'Review your form').waitFor();
    expect(await dialog(page, 'Sign the form').count()).toBe(0);
    await confirmReview(page);
    await certify(page);
    await dialog(page, 'Sign the form').waitFor();
  });

  it("a certified form: a printed name that is not the signer's keeps the dialog; signed, the form opens its success page", async ({
    page,
    allow,
    expect,
  }) => {
    const id = await formThroughApi(page, sim, { stage: 'certified' });
    const formUrl = page.url();
    await signAndSubmit(page).click();
    const signing = dialog(page, 'Sign the form');

    // A printed name that is not the signer's keeps the dialog open and marks the field.
    allow(/status of 422/);
    await sign(page, 'John Smith');
    const printName = signing.getByLabel('Printed name');
    await signing.getByText('The printed name does not match the name of the signer on the form.').waitFor();
    expect(await printName.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => printName.evaluate((el) => el === document.activeElement)).toBe(true);

    // Sign → the success route; the form itself now opens its success page (stage above 2).
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/w9_2024/${id}/success`);
    await page.getByRole('heading', { level: 1, name: 'Your form has been submitted' }).waitFor();
    await page.goto(formUrl);
    await page.waitForURL(`**/forms/w9_2024/${id}/success`);
    // W-9s do not expire: no validity text.
    expect(await page.getByText(/valid until/).count()).toBe(0);
  });

  it('phone: the cookie banner never covers the action bar; the review is HTML in Parts and lines with the PDF a download, axe-clean at 390 px', async ({
    page,
    context,
    expect,
  }) => {
    await page.setViewportSize(phone);
    const id = await formThroughApi(page, sim, { stage: 'checked', open: false });
    // The cookie banner shown again: the sticky action bar stands above it, not under it.
    await context.clearCookies({ name: 'taxcert_consent' });
    await page.goto(`${sim.url}/forms/w9_2024/${id}`, { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await signAndSubmit(page).waitFor();
    const [bannerBox, barBox] = [
      await banner.boundingBox(),
      await page.getByRole('region', { name: 'Form actions' }).boundingBox(),
    ];
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((bannerBox?.y ?? 0) + 1);
    await banner.getByRole('button', { name: 'Accept and close' }).click();

    await signAndSubmit(page).click();
    const review = dialog(page, 'Review your form');
    const answers = review.getByRole('region', { name: /^Form W-9 / });
    await answers.getByRole('heading', { level: 4, name: /^Part II\s+Certification/ }).waitFor();
    expect(
      await answers
        .getByRole('definition')
        .filter({ hasText: /^Jane Doe$/ })
        .count(),
    ).toBeGreaterThan(0);
    await review.getByRole('link', { name: 'Download the preview (PDF)' }).waitFor();
    expect(await review.locator('iframe').isVisible()).toBe(false);
    await expectAccessible(page, 'the review at 390 px');
  });

  it('signing-slow-check: button rules — Check alone at first, each rejection links to its field, Press Check after a change, Check disabled while the answers are being checked, Sign and submit only when clean', async ({
    page,
    expect,
  }) => {
    // Every Check answers after 2 s on this scenario: long enough to see Check disabled while it runs.
    await signInJane(page, sim, 'signing-slow-check');
    await startForm(page, 'Form W-9', 'w9_2024');
    const check = page.getByRole('button', { name: 'Check' });
    expect(await check.isEnabled()).toBe(true);
    expect(await signAndSubmit(page).count()).toBe(0);

    // Nothing typed: rejections, each a link to its field.
    await check.click();
    const results = page.getByRole('region', { name: 'Results' });
    const links = results.getByRole('link', { name: /^Fix this/ });
    await links.first().waitFor();
    expect(await signAndSubmit(page).count()).toBe(0);
    expect(await check.isVisible()).toBe(true);
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const target = ((await link.getAttribute('href')) ?? '').slice(1);
      expect(target).not.toBe('');
      await link.click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(target);
    }

    // Fixed: the result is stale ("Press Check"), Check again, then only Sign and submit.
    await fillW9(page);
    await page.getByText('Press Check to check them again').waitFor();
    expect(await signAndSubmit(page).count()).toBe(0);
    // While the answers are being checked, Check is disabled and busy.
    await check.click();
    await page.getByText('Checking your answers…').waitFor();
    expect(await check.isDisabled()).toBe(true);
    expect(await check.getAttribute('aria-busy')).toBe('true');
    await results.getByText('No problems found').waitFor();
    await signAndSubmit(page).waitFor();
    expect(await check.count()).toBe(0);
    expect(await page.getByText('Press Check to check them again').count()).toBe(0);

    // Changed again after a clean check: Sign and submit goes, Check and the prompt come back.
    await page.getByLabel(/^Line 5 Address \(number, street/).fill('2 Main Street');
    await page.getByText('Press Check to check them again').waitFor();
    expect(await signAndSubmit(page).count()).toBe(0);
    expect(await check.isEnabled()).toBe(true);
  });

  it('signing-499: a sign answered with code 499 keeps the dialog open with the message; the next Sign goes through', async ({
    page,
    allow,
    expect,
  }) => {
    const id = await formThroughApi(page, sim, { stage: 'certified', scenario: 'signing-499' });
    await signAndSubmit(page).click();
    allow(/status of 422/);
    await sign(page, 'Jane Doe');
    const signing = dialog(page, 'Sign the form');
    await signing.getByText('Please verify the e-signature PIN sent to you before signing.').waitFor();
    expect(await signing.isVisible()).toBe(true);
    await signing.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(`**/forms/w9_2024/${id}/success`);
  });

  it('signing-pin: the e-signature PIN comes first; a wrong PIN shows the server message, Cancel goes back, the right one opens signing', async ({
    page,
    expect,
  }) => {
    const id = await formThroughApi(page, sim, { stage: 'certified', scenario: 'signing-pin' });
    await signAndSubmit(page).click();

    // The PIN dialog, not yet the signing dialog: a PIN was sent to Jane's phone.
    const pin = dialog(page, 'Enter your PIN');
    await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
    expect(await dialog(page, 'Sign the form').count()).toBe(0);
    await expectAccessible(page, 'PIN dialog');
    await screenshots(page, 'signing-pin', false);
    const confirm = pin.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await pin.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText('000000');
    await confirm.click();
    await pin.getByText('The PIN is not correct.').waitFor();
    expect(await pin.isVisible()).toBe(true);

    // Cancel: back to the form; Sign and submit (certified) asks for the PIN again.
    await pin.getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await signAndSubmit(page).click();
    await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
    await pin.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText('135790');
    await confirm.click();

    // Verified: the signing dialog; the signed PDF records the verified PIN.
    await dialog(page, 'Sign the form').waitFor();
    expect(await pin.count()).toBe(0);
    await sign(page, 'Jane Doe');
    await page.waitForURL(`**/forms/w9_2024/${id}/success`);
    const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.text).toContain('E-signature PIN verified: yes');
  });

  it('signing-guided: with the guided questionnaire Sign and submit is always shown; it shows every error and moves to the first', async ({
    page,
    expect,
  }) => {
    await signInJane(page, sim, 'signing-guided');
    await startForm(page, 'Form W-9', 'w9_2024');
    // Shown before any Check, beside Check.
    await signAndSubmit(page).waitFor();
    expect(await page.getByRole('button', { name: 'Check' }).isVisible()).toBe(true);
    await signAndSubmit(page).click();
    // No dialog: the first invalid field (the TIN; the name is pre-filled) has the focus, every error shows.
    const tin = page
      .getByRole('group', { name: /Taxpayer identification number/ })
      .getByRole('textbox')
      .first();
    await expect.poll(() => tin.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tin.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Name of signer').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await fillW9(page);
    // Valid answers go on to the confirmation without a Check first.
    await signAndSubmit(page).click();
    await dialog(page, 'Review your form').waitFor();
  });
  // pin-short-limits: each on a simulator of its own, since PIN failures and sends count per customer.
  it(
    'pin-short-limits: the third wrong PIN locks PIN entry, said in plain words inside the dialog, not the unlicensed page',
    async ({ page, sim: own, allow, expect }) => {
      allow(/status of 403/);
      const id = await formThroughApi(page, own, { stage: 'certified', scenario: 'pin-short-limits' });
      await signAndSubmit(page).click();
      const pin = dialog(page, 'Enter your PIN');
      await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
      const confirm = pin.getByRole('button', { name: 'Confirm' });
      for (const attempt of [1, 2]) {
        await pin.getByLabel('Digit 1 of 6').focus();
        await page.keyboard.insertText('000000');
        // The previous attempt's message may still show (5 s): wait for this attempt's answer, not for the text.
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/validatepin');
        await confirm.click();
        await answered;
        await pin.getByText('The PIN is not correct.').waitFor();
        await expect
          .poll(() => pin.getByLabel('Digit 1 of 6').inputValue(), { message: `attempt ${attempt} clears the boxes` })
          .toBe('');
      }
      await pin.getByLabel('Digit 1 of 6').focus();
      await page.keyboard.insertText('000000');
      await confirm.click();
      await pin
        .getByText(
          'Too many incorrect PINs were entered, so PIN entry is locked for your security. Please try again later.',
        )
        .waitFor();
      // Even the right PIN is refused while locked; the customer stays on the form with the dialog open.
      await pin.getByLabel('Digit 1 of 6').focus();
      await page.keyboard.insertText('135790');
      await confirm.click();
      await pin.getByText(/PIN entry is locked/).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/forms/w9_2024/${id}`);
      await expectAccessible(page, 'PIN dialog, locked');
    },
    { simulatorAt: testNow() },
  );

  it(
    'pin-short-limits: a third PIN asked for within five minutes is refused in plain words, not the unavailable page',
    async ({ page, sim: own, allow, expect }) => {
      allow(/status of 429/);
      const id = await formThroughApi(page, own, { stage: 'certified', scenario: 'pin-short-limits' });
      await signAndSubmit(page).click();
      const pin = dialog(page, 'Enter your PIN');
      await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
      await pin.getByRole('button', { name: 'Cancel' }).click();
      await noDialog(page);
      await signAndSubmit(page).click();
      await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
      await pin.getByRole('button', { name: 'Cancel' }).click();
      await noDialog(page);
      await signAndSubmit(page).click();
      await pin
        .getByText(
          'You have asked for several PINs in a short time. Please use the last PIN we sent, or ask for a new one in a few minutes.',
        )
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(`/forms/w9_2024/${id}`);
    },
    { simulatorAt: testNow() },
  );
});
