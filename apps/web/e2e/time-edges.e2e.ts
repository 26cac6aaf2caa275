import { describeWithSimulator } from './support';
import { checkClean, dialog, downloadPdf, fillW8ben, sign, signInJane, toSignDialog } from './support/forms';

/**
 * The time rules of app-shell.md §4 end to end, with the clocks set rather than waited for: the sign date is the
 * signer's local day (capped at the UTC day when the local day is ahead); a W-8 is valid until 31 December of the
 * third year after the year of that sign date. One case runs in the browser: New York at 23:55 on 31 December,
 * already 1 January in UTC — the case where Chromium's own time zone decides both the sign date and the year of
 * the validity, through the sign dialog, the simulator, the success page and the PDF. The other edges (00:05 in
 * New York, 23:55 and 00:05 in Tokyo, the cap) are component and API tests with a fixed clock and time zone
 * (ADR 073): SigningDialog.test.tsx, success/expiry.test.ts and apps/simulator/test/time-edges.test.ts.
 * "Just before midnight" is 23:55 so that a slow run (a test times out after 2 min) never crosses it.
 */
const AT = new Date('2027-01-01T04:55:00Z');

describeWithSimulator('time rules at midnight on 31 December', ({ it }) => {
  it(
    'W-8BEN signed in New York, 23:55 on 31 December (already 1 January in UTC): sign date 12-31-2026, valid until 31 December 2029',
    async ({ page, sim, expect }) => {
      await signInJane(page, sim);
      const id = await fillW8ben(page, expect);
      await checkClean(page);
      await toSignDialog(page);
      expect(await dialog(page, 'Sign the form').getByLabel('Date').inputValue()).toBe('12-31-2026');
      await sign(page, 'Jane Doe');
      await page.waitForURL(`**/forms/w8ben_2021/${id}/success`);
      await page.getByText('This form is valid until 31 December 2029').waitFor();
      const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
      expect(pdf.text).toContain('This form is valid until 12-31-2029');
      // The evidence block's UTC time stamp is the simulator's clock: the instant the test set, a few minutes on at most.
      const signedAt = /Signed \(UTC\): (\S+)/.exec(pdf.text)?.[1] ?? '';
      expect(Date.parse(signedAt) - AT.getTime()).toBeGreaterThanOrEqual(0);
      expect(Date.parse(signedAt) - AT.getTime()).toBeLessThan(5 * 60_000);
    },
    // The simulator's clock reads the same instant as the page's, and runs on from it.
    { timeZone: 'America/New_York', clockAt: AT, simulatorAt: AT },
  );
});
