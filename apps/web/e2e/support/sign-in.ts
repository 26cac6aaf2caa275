import type { Page } from 'playwright-core';
import { submitSignIn } from './shared';
import type { RunningSimulator } from './simulator';

/**
 * Signs a customer in the way they would: open the e-mailed link (the simulator's /__sim/auth-link sends
 * one), confirm e-mail, reference and name, submit. Resolves on the form-selection screen.
 */
export async function signIn(page: Page, sim: RunningSimulator, customer = 'CUST-1001'): Promise<void> {
  // Past the EULA and the cookie banner (their own tests start without these cookies).
  await page.context().addCookies([
    { name: 'taxcert_eula', value: 'accepted', url: sim.url },
    { name: 'taxcert_consent', value: 'yes', url: sim.url },
  ]);
  await submitSignIn(page, sim, customer);
  await page.waitForURL('**/form-selection');
}
