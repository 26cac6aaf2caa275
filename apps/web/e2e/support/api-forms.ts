import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import type { RunningSimulator } from './simulator';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

/** Jane Doe's SSN in the simulator's TIN-matching fixture. */
export const JANE_DOE_TIN = '521447812';

/**
 * A W-9 of the signed-in customer taken to stage 4 through the API (the page's cookies, so its session),
 * for tests about what comes after signing (success page, downloads). The browser journey itself is
 * w9-journey.e2e.ts. Resolves with the form id.
 */
export async function submittedW9ViaApi(page: Page, sim: RunningSimulator, accountId = 5001): Promise<number> {
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, data?: object): Promise<unknown> => {
    const response = await page.request.fetch(`${sim.url}/api${path}`, { method, headers: XRW, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const added = (await call('PUT', '/forms', { isOnline: true, accountId, formType: 'w9_2024' })) as { formId: number };
  const id = added.formId;
  const form = (await call('GET', `/forms/${id}`)) as { data: Record<string, Record<string, unknown>> };
  const data = {
    ...form.data,
    name: { ...form.data.name, name: 'Jane Doe' },
    address: { ...form.data.address, line1: '1 Main Street', line3: 'Springfield', line4: 'IL', postalCode: '62701', country: 'US' },
    usTin: { ...form.data.usTin, tinType: 'Ssn', tin: JANE_DOE_TIN, appliedFor: 'No' },
    certification: { ...form.data.certification, name: 'Jane Doe' },
  };
  await call('POST', `/forms/w9_2024/${id}/validate`, data);
  await call('PUT', `/forms/${id}/confirm`, {});
  await call('POST', `/forms/${id}/certify`);
  await call('POST', `/forms/${id}/sign`, { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: format(new Date(), 'MM-dd-yyyy') });
  await call('PUT', `/forms/${id}/submit`, { stage: 4 });
  return id;
}
