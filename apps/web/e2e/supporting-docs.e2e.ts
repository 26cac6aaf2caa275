import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acceptAgreements,
  expectAccessible,
  openUploadDialog,
  pickFiles,
  screenshots,
  signInByCalls,
  describeWithSimulator,
} from './support';

/** Files as the customer picks them: a real PDF and PNG header, a text file, a file over 1 MB. */
const pdf = (name: string, extra = 0) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n%test\n'), Buffer.alloc(extra)]),
});
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
});
const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('hello') });
type Pick = ReturnType<typeof pdf>;

/** Supporting documents on the form screen: the upload dialog, the list, view and delete, and the app-shell.md §8 upload rows. */
describeWithSimulator('supporting documents', ({ it, sim }) => {
  /**
   * Signs in on `scenario` and adds a W-9 by the calls (PUT forms), then opens it: one page load, the form's
   * (ADR 102). Answers its id.
   */
  async function openForm(page: Page, scenario: string): Promise<number> {
    const context = page.context();
    await acceptAgreements(context, sim);
    await signInByCalls(context, sim, { scenario });
    const response = await context.request.put(`${sim.url}/api/forms`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    if (!response.ok()) throw new Error(`PUT /api/forms answered ${response.status()}`);
    const { formId } = (await response.json()) as { formId: number };
    await page.goto(`${sim.url}/forms/w9_2024/${formId}`);
    await page.getByRole('heading', { name: 'Supporting documents' }).waitFor();
    return formId;
  }

  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Upload documents' });

  /** Opens the upload dialog and picks files through the file chooser. */
  async function choose(page: Page, files: Pick[], button = 'Choose files') {
    const dialog = dialogOf(page);
    if (!(await dialog.isVisible())) await openUploadDialog(page);
    await pickFiles(page, () => dialog.getByRole('button', { name: button }).click(), files);
  }

  /** Drops files on the drop zone, as dragging them from the desktop does. */
  async function drop(page: Page, files: Pick[]) {
    const dialog = dialogOf(page);
    if (!(await dialog.isVisible())) await openUploadDialog(page);
    const dataTransfer = await page.evaluateHandle(
      (list) => {
        const transfer = new DataTransfer();
        for (const file of list)
          transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
        return transfer;
      },
      files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
    );
    // Dropped on the drop zone's file input, the event bubbles to the zone (react-dropzone listens there).
    await dialog.locator('input[type="file"]').dispatchEvent('drop', { dataTransfer });
  }

  /** Picks files, chooses the type and presses Upload. */
  async function upload(page: Page, files: Pick[], type = 'Passport') {
    await choose(page, files);
    const dialog = dialogOf(page);
    await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: type });
    await dialog.getByRole('button', { name: /^Upload \d+ files?$/ }).click();
  }

  const notification = (page: Page, textContent: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(textContent, { exact: true });

  it('uploads with progress and sees the documents listed, views one and deletes one; a server refusal appends the server message (415, content not matching the name)', async ({
    page,
    context,
    allow,
    expect,
  }) => {
    const formId = await openForm(page, 'default');
    await page.getByText('No documents uploaded yet.').waitFor();
    await openUploadDialog(page);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    // Hidden types (the withholding statements, the affidavit) are not offered.
    const types = await dialog.getByRole('combobox', { name: 'Document type' }).locator('option').allTextContents();
    expect(types).toContain('Passport');
    expect(types).not.toContain('Simple withholding statement');
    expect(types).not.toContain('Affidavit of unchanged status');
    await dialog
      .getByText(
        'Accepted: PDF, JPG, PNG, BMP, MSG, DOC, DOCX, JPEG, TIFF, GIF, TIF, XLS, XLSX. Up to 5 MB per file; up to 1000 documents per form.',
      )
      .waitFor();

    // The type is required.
    await choose(page, [pdf('scan.pdf'), png('photo.png')]);
    await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
    await dialog.getByText('Choose the type of document you are uploading.').waitFor();
    await expectAccessible(page, 'upload dialog');
    await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Passport' });
    await dialog.getByRole('button', { name: 'Upload 2 files' }).click();

    // A progress bar per file, complete once uploaded.
    for (const name of ['scan.pdf', 'photo.png']) {
      const bar = dialog.getByRole('progressbar', { name: `Upload of ${name}` });
      await expect.poll(() => bar.getAttribute('value')).toBe('100');
    }
    await expect.poll(() => dialog.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await screenshots(page, 'supporting-docs-dialog', false);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Listed with type and size.
    const list = page.getByRole('region', { name: 'Supporting documents' });
    await list.getByText('scan.pdf', { exact: true }).waitFor();
    await list.getByText('photo.png', { exact: true }).waitFor();
    expect(await list.getByText(/^Passport · 15 B · /).count()).toBe(1);
    await expectAccessible(page, 'supporting documents list');
    await screenshots(page, 'supporting-docs-list');

    // View opens the document in a new tab at customers/supporting-docs/{id}.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      list.getByRole('link', { name: 'View scan.pdf (opens in a new tab)' }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toMatch(/\/api\/customers\/supporting-docs\/\d+$/);
    await tab.close();

    // Delete asks first, then the document is gone here and on the server.
    await list.getByRole('button', { name: 'Delete scan.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
    await confirm.getByText('scan.pdf will be deleted. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await list.getByText('scan.pdf was deleted.').waitFor();
    expect(await list.getByText('scan.pdf', { exact: true }).count()).toBe(0);
    const onServer = await page.evaluate(async (id) => {
      const res = await fetch(`/api/forms/${id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      return ((await res.json()) as { supportingDocs: { originalFileName: string }[] }).supportingDocs.map(
        (d) => d.originalFileName,
      );
    }, formId);
    expect(onServer).toEqual(['photo.png']);

    // A server refusal appends the server's message (415: content not matching the name).
    allow(/status of 415/);
    await upload(page, [{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') }]);
    await notification(
      page,
      '400 - fake.pdf was not uploaded. fake.pdf is not an accepted file type (pdf, jpg, png, bmp, msg, doc, docx, jpeg, tiff, gif, tif, xls, xlsx), or its content does not match its name.',
    ).waitFor();
  });

  it('upload-limits', async ({ page, allow, expect }) => {
    allow(/status of 400/);
    await openForm(page, 'upload-limits');
    const dialog = dialogOf(page);
    // Type and size are refused before any call, each with its reason.
    await choose(page, [text('notes.txt'), pdf('big.pdf', 1024 * 1024)]);
    await dialog
      .getByText(
        'notes.txt: this type of file is not accepted (accepted: pdf, jpg, png, bmp, msg, doc, docx, jpeg, tiff, gif, tif, xls, xlsx).',
      )
      .waitFor();
    await dialog.getByText('big.pdf: the file is larger than 1 MB.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    // Count: two documents per form.
    await choose(page, [pdf('one.pdf'), pdf('two.pdf'), pdf('three.pdf')]);
    await dialog.getByText('three.pdf: no more than 2 documents can be uploaded.').waitFor();
    await screenshots(page, 'supporting-docs-limits', false);
    await dialog
      .getByRole('combobox', { name: 'Document type' })
      .selectOption({ label: 'Utility bill (proof of address)' });
    await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
    await expect.poll(() => dialog.getByText('Uploaded', { exact: true }).count()).toBe(2);
    // The form now holds two: one more is refused at once.
    await choose(page, [pdf('four.pdf')]);
    await dialog.getByText('four.pdf: no more than 2 documents can be uploaded.').waitFor();
  });

  it('upload-single-file', async ({ page }) => {
    await openForm(page, 'upload-single-file');
    const dialog = dialogOf(page);
    await drop(page, [pdf('one.pdf'), pdf('two.pdf')]);
    await dialog.getByText('one.pdf: choose one file at a time.').waitFor();
    await dialog.getByText('two.pdf: choose one file at a time.').waitFor();
    await choose(page, [pdf('one.pdf')], 'Choose a file');
    // One file is chosen: a second is refused until it is uploaded or removed.
    await drop(page, [pdf('two.pdf')]);
    await dialog.getByText('two.pdf: choose one file at a time.').waitFor();
    await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Passport' });
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
    await dialog.getByText('Uploaded', { exact: true }).waitFor();
  });

  it('upload-cancel', async ({ page }) => {
    await openForm(page, 'upload-cancel');
    await upload(page, [pdf('slow.pdf')]);
    const dialog = dialogOf(page);
    await dialog.getByText(/^Uploading…/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel the upload of slow.pdf' }).click();
    await notification(page, '400 - slow.pdf was not uploaded.').waitFor();
    await dialog.getByText('Cancelled', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('No documents uploaded yet.').waitFor();
  });

  it('upload-error-no-body', async ({ page, allow }) => {
    allow(/status of 500/);
    await openForm(page, 'upload-error-no-body');
    await upload(page, [pdf('scan.pdf')]);
    // The notification shows inside the open dialog (the page under a modal is inert) and can be closed.
    const inDialog = dialogOf(page)
      .getByRole('alert')
      .filter({ hasText: '400 - There was a problem uploading the file. Please try again.' });
    await inDialog.waitFor();
    await dialogOf(page).getByText('Not uploaded', { exact: true }).waitFor();
    await screenshots(page, 'supporting-docs-error', false);
    await dialogOf(page).getByRole('button', { name: 'Close notification' }).click();
    await inDialog.waitFor({ state: 'detached' });
  });

  it('upload-empty-array', async ({ page }) => {
    await openForm(page, 'upload-empty-array');
    await upload(page, [pdf('scan.pdf')]);
    await notification(page, '400 - There was a problem uploading the file. Please try again.').waitFor();
  });

  it('upload-timeout', async ({ page }) => {
    await openForm(page, 'upload-timeout');
    await upload(page, [pdf('scan.pdf')]);
    await notification(page, '504 - The upload of scan.pdf took too long and was stopped. Please try again.').waitFor({
      timeout: 20_000,
    });
  });

  it('upload-498-sessiontimeout', async ({ page, allow }) => {
    allow(/status of 403/);
    await openForm(page, 'upload-498-sessiontimeout');
    await upload(page, [pdf('scan.pdf')]);
    await page.waitForURL('**/sessiontimeout');
    await page.getByRole('heading', { name: 'Your session has timed out' }).waitFor();
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
  });

  // upload-server-limits: the simulator's own limits (serverLimits) are lower than the dialog's
  // (uploadFileSettings), so the app's handling of a server 413 and 400 is reached from the dialog.
  it('upload-server-limits: a 1.5 MB file the dialog allows gets the server’s 413 message; a third document gets the server’s 400 message', async ({
    page,
    allow,
    expect,
  }) => {
    allow(/status of 413/);
    allow(/status of 400/);
    await openForm(page, 'upload-server-limits');
    const dialog = dialogOf(page);
    await upload(page, [pdf('big.pdf', 1.5 * 1024 * 1024)]);
    await notification(
      page,
      '400 - big.pdf was not uploaded. The file is larger than the 1 MB the server allows.',
    ).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await upload(page, [pdf('one.pdf'), pdf('two.pdf')]);
    await expect.poll(() => dialog.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await upload(page, [pdf('three.pdf')]);
    await notification(
      page,
      '400 - three.pdf was not uploaded. No more than 2 documents can be uploaded (server limit).',
    ).waitFor();
  });
});
