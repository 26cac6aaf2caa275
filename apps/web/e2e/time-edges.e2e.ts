import { describeWithSimulator } from './support';
import { checkClean, dialog, downloadPdf, fillW8ben, sign, signInJane, toSignDialog } from './support/forms';

/**
 * The time rules of app-shell.md §4 at their edges, with the clocks set rather than waited for: the sign
 * date is the signer's local day, capped at the UTC day when the local day is ahead; a W-8 is valid
 * until 31 December of the third year after the year of that sign date. Each case runs the page and a
 * simulator of its own at the same instant, in a time zone behind UTC (New York) and one ahead (Tokyo).
 * "Just before midnight" is 23:55 so that a slow run (a test times out after 2 min) never crosses it.
 */
interface Edge {
  name: string;
  at: string;
  timeZone: string;
  signDate: string;
  validUntil: number;
}

const EDGES: Edge[] = [
  {
    name: 'New York, 23:55 on 31 December (already 1 January in UTC): the local day',
    at: '2027-01-01T04:55:00Z',
    timeZone: 'America/New_York',
    signDate: '12-31-2026',
    validUntil: 2029,
  },
  {
    name: 'New York, 00:05 on 1 January: the new year',
    at: '2027-01-01T05:05:00Z',
    timeZone: 'America/New_York',
    signDate: '01-01-2027',
    validUntil: 2030,
  },
  {
    name: 'Tokyo, 23:55 on 31 December (the same day in UTC): the local day',
    at: '2026-12-31T14:55:00Z',
    timeZone: 'Asia/Tokyo',
    signDate: '12-31-2026',
    validUntil: 2029,
  },
  {
    name: 'Tokyo, 00:05 on 1 January (still 31 December in UTC): capped at the UTC day',
    at: '2026-12-31T15:05:00Z',
    timeZone: 'Asia/Tokyo',
    signDate: '12-31-2026',
    validUntil: 2029,
  },
];

describeWithSimulator('time rules at midnight on 31 December', ({ it }) => {
  for (const edge of EDGES) {
    // The simulator's clock reads the same instant as the page's, and runs on from it.
    const start = new Date(edge.at);
    it(
      `W-8BEN signed in ${edge.name}: sign date ${edge.signDate}, valid until 31 December ${edge.validUntil}`,
      async ({ page, sim, expect }) => {
        await signInJane(page, sim);
        const id = await fillW8ben(page, expect);
        await checkClean(page);
        await toSignDialog(page);
        expect(await dialog(page, 'Sign the form').getByLabel('Date').inputValue()).toBe(edge.signDate);
        await sign(page, 'Jane Doe');
        await page.waitForURL(`**/forms/w8ben_2021/${id}/success`);
        await page.getByText(`This form is valid until 31 December ${edge.validUntil}`).waitFor();
        const pdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
        expect(pdf.text).toContain(`This form is valid until 12-31-${edge.validUntil}`);
        // The evidence block's UTC time stamp is the simulator's clock: the instant the test set, a few minutes on at most.
        const signedAt = /Signed \(UTC\): (\S+)/.exec(pdf.text)?.[1] ?? '';
        expect(Date.parse(signedAt) - start.getTime()).toBeGreaterThanOrEqual(0);
        expect(Date.parse(signedAt) - start.getTime()).toBeLessThan(5 * 60_000);
      },
      { timeZone: edge.timeZone, clockAt: start, simulatorAt: start },
    );
  }
});
