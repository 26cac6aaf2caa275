import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptAgreements, signInAs, useSharedSimulator, withSession, type RunningSimulator } from './support';

const pdf = (name: string, extra = 0) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n%test\n'), Buffer.alloc(extra)]) });
type Pick = ReturnType<typeof pdf>;

/**
 * The scenario upload-server-limits: the simulator's own limits (serverLimits) are lower than the dialog's
 * (uploadFileSettings), so the app's handling of a server 413 and 400 is reached from the dialog.
 */
describe.concurrent('uploads refused by the server', () => {
  let sim!: RunningSimulator;
  let browser!: Browser;
  useSharedSimulator('default', (started, shared) => {
    sim = started;
    browser = shared;
  });

  /** Signs in on the scenario, adds a W-9 and opens it. */
  async function openForm(page: Page): Promise<void> {
    await acceptAgreements(page.context(), sim);
    await signInAs(page, sim, { scenario: 'upload-server-limits' });
    const formId = await page.evaluate(async () => {
      const res = await fetch('/api/forms', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ isOnline: true, accountId: 5001, formType: 'w9_2024' }),
      });
      return ((await res.json()) as { formId: number }).formId;
    });
    await page.goto(`${sim.url}/forms/w9_2024/${formId}`);
    await page.getByRole('heading', { name: 'Supporting documents' }).waitFor();
  }

  /** Opens the dialog, picks the files, chooses Passport and presses Upload. */
  async function upload(page: Page, files: Pick[]): Promise<void> {
    const dialog = page.getByRole('dialog', { name: 'Upload documents' });
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Upload documents' }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(files);
    await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Passport' });
    await dialog.getByRole('button', { name: /^Upload \d+ files?$/ }).click();
  }

  const notification = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

  it('upload-server-limits: a 1.5 MB file the dialog allows gets the server’s 413 message', async () => {
    await withSession(browser, async ({ page, allow }) => {
      allow(/status of 413/);
      await openForm(page);
      await upload(page, [pdf('big.pdf', 1.5 * 1024 * 1024)]);
      await notification(page, '400 - big.pdf was not uploaded. The file is larger than the 1 MB the server allows.').waitFor();
    });
  });

  it('upload-server-limits: a third document gets the server’s 400 message', async () => {
    await withSession(browser, async ({ page, allow }) => {
      allow(/status of 400/);
      await openForm(page);
      await upload(page, [pdf('one.pdf'), pdf('two.pdf')]);
      const dialog = page.getByRole('dialog', { name: 'Upload documents' });
      await expect.poll(() => dialog.getByText('Uploaded', { exact: true }).count()).toBe(2);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await upload(page, [pdf('three.pdf')]);
      await notification(page, '400 - three.pdf was not uploaded. No more than 2 documents can be uploaded (server limit).').waitFor();
    });
  });
});
