import type { Page } from 'playwright-core';
import { requestAuthLink, type RunningSimulator } from './simulator';

/**
 * Signs a customer in the way they would: open the e-mailed link (the simulator's /__sim/auth-link sends
 * one), confirm e-mail, reference and name, submit. Resolves on the form-selection screen.
 */
export async function signIn(page: Page, sim: RunningSimulator, customer = 'CUST-1001'): Promise<void> {
  const { link, email, uniqueRef, name } = await requestAuthLink(sim, customer);
  // The link names the simulator's public address (localhost); keep to the address we listen on.
  // Past the EULA and the cookie banner (their own tests start without these cookies).
  await page.context().addCookies([
    { name: 'taxcert_eula', value: 'accepted', url: sim.url },
    { name: 'taxcert_consent', value: 'yes', url: sim.url },
  ]);
  const url = new URL(link);
  await page.goto(`${sim.url}${url.pathname}${url.search}`);
  await page.waitForURL('**/authentalink');
  await page.getByLabel('Email').fill(email ?? '');
  await page.getByLabel('Customer reference').fill(uniqueRef);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/form-selection');
}
