import { signDateFormatOf, signDateOnForm } from '@taxcert/forms';

// Tests run concurrently: each uses its own context's `expect` (expect.poll needs it).
import {
  acceptAgreements,
  desktop,
  expectAccessible,
  phone,
  formatDay,
  screenshots,
  todayWhile,
  describeWithSimulator,
} from './support';

import { downloadPdf } from './support/forms';
import {
  CRS_TIN,
  FOREIGN_TIN,
  GROUP,
  answeredGroup,
  completeCrsi,
  completeW8ben,
  confirmAndCertify,
  downloadsPerForm,
  fromPage,
  isFocused,
  savedMember,
  screenshotsAt,
  startGroup,
  uploadPassport,
} from './support/groups';

describeWithSimulator('form group crsiw8ben', { scenario: 'group-crsiw8ben' }, ({ it, sim }) => {
  it("group-crsiw8ben: completes both forms in their tabs: each form's rejections under its title, a rejection opens its form at the field, the name entered once and saved with both, checked clean", async ({
    page,
    context,
    expect,
  }) => {
    await acceptAgreements(context, sim);
    await startGroup(page, sim);
    const crsTab = page.getByRole('tab', { name: /^CRS Individual Self-Certification/ });
    const w8Tab = page.getByRole('tab', { name: /^Form W-8BEN/ });
    expect(await crsTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { level: 2, name: 'CRS Individual Self-Certification' }).waitFor();
    await screenshots(page, 'group-form');

    // Check before anything is typed: each form's rejections, under its own title.
    await page.getByRole('button', { name: 'Check' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    const crsResults = results.getByRole('region', { name: 'CRS Individual Self-Certification' });
    const w8Results = results.getByRole('region', { name: 'Form W-8BEN' });
    await crsResults
      .getByRole('listitem')
      .filter({ hasText: 'E-PART3-NAME-REQUIRED - ' })
      .getByRole('link', { name: /^Fix this/ })
      .waitFor();
    await w8Tab.getByText(/\d+ problems?/).waitFor();
    expect(await page.getByRole('button', { name: 'Sign and submit' }).count()).toBe(0);
    await expectAccessible(page, 'the group results');
    await screenshots(page, 'group-rejected', false);

    // A rejection of the W-8BEN, shown while the CRS-I is open, opens the W-8BEN at its field.
    await w8Results
      .getByRole('listitem')
      .filter({ hasText: 'E-FOREIGNTIN-TIN-REQUIRED - ' })
      .getByRole('link', { name: /^Fix this/ })
      .click();
    await expect.poll(() => w8Tab.getAttribute('aria-selected')).toBe('true');
    const foreignTin = panel.getByRole('textbox', { name: /Foreign tax identifying number/ });
    await expect.poll(() => isFocused(foreignTin)).toBe(true);

    await completeW8ben(panel);
    await page.getByText('You have changed your answers. Press Check to check them again.').waitFor();

    // Complete the CRS-I: the W-8BEN's answers stay while its tab is closed.
    await crsTab.click();
    await completeCrsi(panel, page);
    // The name is entered once (ADR 029): typed in the CRS-I, the W-8BEN shows it on line 1, read-only, with a
    // link back to where it is changed.
    await panel.getByRole('textbox', { name: 'Middle name(s)' }).fill('Quinn');
    await w8Tab.click();
    expect(await panel.getByRole('textbox', { name: /Foreign tax identifying number/ }).inputValue()).toBe(FOREIGN_TIN);
    const line1 = panel.getByRole('textbox', { name: /Name of individual who is the beneficial owner/ });
    expect(await line1.inputValue()).toBe('Jane Quinn Doe');
    expect(await line1.isDisabled()).toBe(true);
    const changeIt = panel
      .locator('[data-question]', {
        has: page.getByRole('textbox', { name: /Name of individual who is the beneficial owner/ }),
      })
      .getByRole('link', { name: 'Change it in CRS Individual Self-Certification' });
    await expectAccessible(page, 'a shared answer');
    // Line 3 follows the CRS-I's residence address until the customer makes it differ, and says so (editable).
    const street = panel.getByRole('textbox', { name: /Address \(number, street/ }).first();
    expect(await street.isDisabled()).toBe(false);
    await panel
      .getByText(
        /^Filled in from your residence address in CRS Individual Self-Certification until you change it here\./,
      )
      .waitFor();
    await screenshotsAt(page, [
      [line1, 'group-shared-answer'],
      [street, 'group-followed-address'],
    ]);
    await changeIt.click();
    await expect.poll(() => crsTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => isFocused(panel.getByRole('textbox', { name: 'Last or family name' }))).toBe(true);
    await w8Tab.click();

    await page.getByRole('button', { name: 'Check' }).click();
    // Without rejections: "No problems found" only with nothing to read; with warnings, that nothing stops the
    // signing.
    const clean = (results: typeof crsResults) =>
      results
        .getByText('No problems found in this form.')
        .or(results.getByText('Nothing in this form stops you from signing, but please read the points below first.'))
        .waitFor();
    await clean(crsResults);
    await clean(w8Results);
    const signAndSubmit = page.getByRole('button', { name: 'Sign and submit' });
    await signAndSubmit.waitFor();
    expect(await page.getByRole('button', { name: 'Check' }).count()).toBe(0);
    await screenshots(page, 'group-checked', false);
    // Saved with both forms: the W-8BEN's Check saved the name typed in the CRS-I (its PDF prints the saved name:
    // apps/simulator test/group-shared-answers.test.ts).
    const savedName = (await savedMember(page, 'w8ben_2021')).name;
    expect(savedName).toEqual({ name: 'Jane Quinn Doe' });
  });

  it("group-crsiw8ben: a checked group signed once: one confirmation with each form's preview, one certification, one signature; a signed PDF per form", async ({
    page,
    allow,
    timeZone,
    expect,
  }) => {
    const { foreignTin } = await answeredGroup(page, sim, 'group-crsiw8ben', 'checked');
    const signAndSubmit = page.getByRole('button', { name: 'Sign and submit' });
    // One confirmation with each form's preview.
    await signAndSubmit.click();
    const confirmation = page.getByRole('dialog', { name: 'Review your forms' });
    await confirmation.locator('iframe[title="Preview of CRS Individual Self-Certification (PDF)"]').waitFor();
    await confirmation.getByRole('button', { name: 'Form W-8BEN' }).click();
    await confirmation.locator('iframe[title="Preview of Form W-8BEN (PDF)"]').waitFor();
    await expectAccessible(page, 'the group confirmation');
    await screenshots(page, 'group-dialog-confirmation', false);
    const confirm = confirmation.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await confirmation.getByLabel(/I confirm that I have reviewed every form/).check();
    await confirm.click();

    // One certification: both forms' statements, read to the end.
    const certification = page.getByRole('dialog', { name: 'Certification' });
    const text = certification.getByRole('region', { name: 'Certification text' });
    await text.getByRole('heading', { name: 'Form W-8BEN' }).waitFor();
    await text.getByText(/^Under penalties of perjury/).waitFor();
    await text.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const certify = certification.getByRole('button', { name: 'Certify' });
    await expect.poll(() => certify.isEnabled()).toBe(true);
    await certify.click();

    // One signature, dated 'MMMM dd, yyyy'; a name that is not the signer's keeps the dialog open.
    const signing = page.getByRole('dialog', { name: 'Sign the forms' });
    const { value: signDate, days } = await todayWhile(page, timeZone, () => signing.getByLabel('Date').inputValue());
    expect(days.map((day) => formatDay(day, 'MMMM dd, yyyy'))).toContain(signDate);
    allow(/status of 422/);
    await signing.getByLabel('Printed name').fill('John Smith');
    await signing.getByRole('button', { name: 'Sign' }).click();
    await signing.getByText('The printed name does not match the name of the signer on the form.').waitFor();
    await signing.getByLabel('Printed name').fill('Jane Doe');
    await signing.getByRole('button', { name: 'Sign' }).click();

    // The group's success page: a download per form, and the way back.
    await page.waitForURL(/\/forms\/groups\/crsiw8ben\/\d+\/success$/);
    await page.getByRole('heading', { level: 1, name: 'Your forms have been submitted' }).waitFor();
    await page.getByText(GROUP, { exact: true }).waitFor();
    // The W-8BEN stays valid until 31 December of the third year after the year of the sign date; the
    // CRS-I has no such date.
    const until = Number(signDate.slice(-4)) + 3;
    await page.getByText(`This form is valid until 31 December ${until}`).waitFor();
    expect(await page.getByText(/This form is valid until/).count()).toBe(1);
    await expectAccessible(page, 'the group success page');
    await screenshots(page, 'group-success');

    const texts = await downloadsPerForm(page);
    for (const formType of ['crsi_2024', 'w8ben_2021'] as const) {
      expect(texts[formType]).toContain('Electronic signature evidence');
      expect(texts[formType]).toContain('Printed name: Jane Doe');
      // One date per box: the group's "November 28, 2026" is printed in each form's own format.
      const onForm = signDateOnForm(signDate, signDateFormatOf(formType));
      expect(onForm).not.toBe(signDate);
      expect(texts[formType]).toContain(`Sign date on the form: ${onForm}`);
    }
    expect(texts.crsi_2024).toContain(CRS_TIN);
    expect(texts.crsi_2024).toContain('CRS-I');
    expect(texts.w8ben_2021).toContain(foreignTin);
    expect(texts.w8ben_2021).toContain('W-8BEN');
    expect(texts.w8ben_2021).toContain(`valid until 12-31-${until}`);
    // One signature for the group: both forms carry the same hash of the signed answers.
    const hash = (pdf: string | undefined) => /SHA-256 of the submitted data: ([0-9a-f]{64})/.exec(pdf ?? '')?.[1];
    expect(hash(texts.crsi_2024)).toMatch(/^[0-9a-f]{64}$/);
    expect(hash(texts.w8ben_2021)).toBe(hash(texts.crsi_2024));

    // The way back (reopening a signed group goes to its success page: app/routes/form-group-on-simulator.test.tsx).
    await page.getByRole('link', { name: 'Back to form selection' }).click();
    await page.waitForURL('**/form-selection');
  });

  it("group-crsiw8ben: the group's own supporting documents; answers changed after certification are reviewed and certified again (PUT revert), and the affidavit of unchanged status its W-8BEN signer asks for", async ({
    page,
    expect,
  }) => {
    // Certified through the calls the screen makes (the confirmation and certification are walked above).
    const { url } = await answeredGroup(page, sim, 'group-crsiw8ben', 'certified');
    const formGroupId = Number(/\/(\d+)$/.exec(url)?.[1]);

    // The group has the supporting-documents section: an upload is the group's (link type formGroup).
    await uploadPassport(page, expect);
    const onServer = (await fromPage(page, `/api/formgroups/${formGroupId}/supporting-docs`)) as {
      originalFileName: string;
    }[];
    expect(onServer.map((doc) => doc.originalFileName)).toEqual(['passport.pdf']);

    // Certified: Sign and submit goes straight to signing while nothing changed, also after signing was cancelled.
    const signing = page.getByRole('dialog', { name: 'Sign the forms' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByRole('button', { name: 'Sign and submit' }).click();
      await signing.getByRole('button', { name: 'Cancel' }).click();
      await signing.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('dialog', { name: 'Review your forms' }).count()).toBe(0);
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: /^Form W-8BEN/ }).click();

    // Changed answers after certification (line 7, and the W-8BEN's signer asks for the affidavit inside the
    // group): Check takes the group back to stage 0 (PUT revert), so it is reviewed and certified again.
    await panel.getByRole('textbox', { name: 'Line 7 Reference number(s) (see instructions)' }).fill('REF-7');
    await panel.getByLabel('Generate an affidavit of unchanged status with this form.').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByRole('dialog', { name: 'Review your forms' }).waitFor();
    expect(await signing.count()).toBe(0);
    await confirmAndCertify(page);
    // The one signature creates the affidavit.
    await signing.getByLabel('Printed name').fill('Jane Doe');
    await signing.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(/\/forms\/groups\/crsiw8ben\/\d+\/success$/);
    const affidavit = page.getByRole('button', { name: 'Download the affidavit of unchanged status' });
    await affidavit.waitFor();
    await screenshots(page, 'group-affidavit-success');
    const pdf = await downloadPdf(page, () => affidavit.click());
    for (const text of [
      'Affidavit of Unchanged Status',
      'Form: Form W-8BEN',
      'Electronic signature evidence',
      'Printed name: Jane Doe',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('keyboard: arrow keys move between the forms of the group; an untouched group is left without asking, one with unchecked changes asks', async ({
    page,
    context,
    expect,
  }) => {
    await acceptAgreements(context, sim);
    await startGroup(page, sim);
    const groupUrl = page.url();
    const crsTab = page.getByRole('tab', { name: /^CRS Individual Self-Certification/ });
    await crsTab.focus();
    await page.keyboard.press('ArrowRight');
    const w8Tab = page.getByRole('tab', { name: /^Form W-8BEN/ });
    await expect.poll(() => w8Tab.getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(w8Tab)).toBe(true);
    await page
      .getByRole('tabpanel', { name: /^Form W-8BEN/ })
      .getByRole('heading', { level: 2, name: 'Form W-8BEN' })
      .waitFor();
    await page.keyboard.press('Home');
    await expect.poll(() => crsTab.getAttribute('aria-selected')).toBe('true');
    // Opened and untouched: nothing to lose, so leaving does not ask.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Tax self-certification' }).click();
    await page.waitForURL('**/form-selection');
    expect(asked).toEqual([]);
    // The group card's title never breaks a form name at its hyphen ("W-" / "8BEN"), even at 390 px.
    await page.setViewportSize(phone);
    expect(
      await page
        .getByRole('article', { name: GROUP })
        .getByRole('heading')
        .locator('span', { hasText: 'W-8BEN' })
        .evaluate((el) => el.getClientRects().length),
    ).toBe(1);
    await page.setViewportSize(desktop);

    // Back in the group (browser Back) with an unchecked change: leaving asks, and staying keeps the group and what
    // was typed. (An unknown group type and a group that does not exist: app/routes/form-group-on-simulator.test.tsx.)
    await page.goBack();
    await page.waitForURL(groupUrl);
    await page.getByRole('tab', { name: /^Form W-8BEN/ }).click();
    await page.getByRole('textbox', { name: /Foreign tax identifying number/ }).fill(FOREIGN_TIN);
    await page.getByRole('link', { name: 'Tax self-certification' }).click();
    await expect.poll(() => asked).toEqual(['Are you sure you want to leave this page?']);
    expect(page.url()).toBe(groupUrl);
    expect(await page.getByRole('textbox', { name: /Foreign tax identifying number/ }).inputValue()).toBe(FOREIGN_TIN);
  });

  it('group-crsiw8ben-stacked: Sign and submit opens the first form with an error at its first invalid field', async ({
    page,
    context,
    expect,
  }) => {
    await acceptAgreements(context, sim);
    await startGroup(page, sim, 'group-crsiw8ben-stacked');
    const panel = page.getByRole('tabpanel');
    const signAndSubmit = page.getByRole('button', { name: 'Sign and submit' });
    // The guided questionnaire: Sign and submit is shown before any Check.
    await signAndSubmit.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id))
      .toBe('group-panel-crsi_2024');
    await panel.getByText('Enter the name of the person signing this form.').waitFor();
    await expectAccessible(page, 'the guided group screen');
    await screenshots(page, 'group-stacked', false);

    await completeCrsi(panel, page);
    await signAndSubmit.click();
    const w8Tab = page.getByRole('tab', { name: /^Form W-8BEN/ });
    await expect.poll(() => w8Tab.getAttribute('aria-selected')).toBe('true');
    // Its first invalid field: line 3's country — Jane's pre-filled address is in the US, and a W-8BEN's
    // permanent residence must be outside it.
    await expect.poll(() => isFocused(panel.locator('#q-address-country'))).toBe(true);

    await completeW8ben(panel);
    await signAndSubmit.click();
    const confirmation = page.getByRole('dialog', { name: 'Review your forms' });
    await confirmation.waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
  });

  it('group-crsiw8ben-preview-only: Continue without review box or PIN ends on the success page with an answers PDF per form', async ({
    page,
    expect,
  }) => {
    const { foreignTin } = await answeredGroup(page, sim, 'group-crsiw8ben-preview-only', 'checked');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Review your forms' });
    await confirmation.locator('iframe[title="Preview of CRS Individual Self-Certification (PDF)"]').waitFor();
    expect(await confirmation.getByRole('checkbox').count()).toBe(0);
    await confirmation.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forms\/groups\/crsiw8ben\/\d+\/success$/);
    await page.getByRole('heading', { level: 1, name: 'Your forms are ready' }).waitFor();
    await page.getByText(/They have not been signed or submitted/).waitFor();
    await page.getByRole('link', { name: 'Complete another form' }).waitFor();
    const { text } = await downloadPdf(page, () =>
      page.getByRole('button', { name: 'Download PDF (Form W-8BEN)' }).click(),
    );
    expect(text).toContain(foreignTin);
    expect(text).not.toContain('Electronic signature evidence');
  });

  it('group-crsiw8ben-pin: one PIN before the one signature; browser Back during signing cancels it', async ({
    page,
    expect,
  }) => {
    // Certified (through the calls the screen makes): Sign and submit asks for the PIN first.
    const { url: groupUrl } = await answeredGroup(page, sim, 'group-crsiw8ben-pin', 'certified');
    await page.getByRole('button', { name: 'Sign and submit' }).click();

    const pin = page.getByRole('dialog', { name: 'Enter your PIN' });
    await pin.getByText(/We have sent a 6-digit PIN to/).waitFor();
    await pin.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.insertText('135790');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    const signing = page.getByRole('dialog', { name: 'Sign the forms' });
    await signing.waitFor();

    // Browser Back while signing closes the dialog and stays on the group.
    await page.goBack();
    await signing.waitFor({ state: 'detached' });
    expect(page.url()).toBe(groupUrl);

    // Certified, PIN verified and not yet used: Sign and submit opens signing at once.
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await signing.getByLabel('Printed name').fill('Jane Doe');
    await signing.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(/\/forms\/groups\/crsiw8ben\/\d+\/success$/);
    for (const text of Object.values(await downloadsPerForm(page)))
      expect(text).toContain('E-signature PIN verified: yes');
  });
});
