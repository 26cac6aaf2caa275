import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

/**
 * ADR 021: the add calls take the answers a new form starts with (`data`, the pre-qualifying questionnaire's
 * carried answers), laid over the defaults and the customer record's pre-fill and kept with the form, so they
 * survive a reload before the first Check.
 */
describe('answers carried into a new form by the add call', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeEach(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
  });
  afterEach(() => app.close());

  const dataOf = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: auth })).json().data as Record<string, Record<string, unknown>>;

  it('a form keeps the carried answers over its pre-fill; blocks the form does not have are dropped', async () => {
    const plain = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021' },
    });
    const prefilled = await dataOf(`/api/forms/${plain.json().formId as number}`);
    const data = { name: { name: 'Jana Novak' }, address: { country: 'DE' }, notABlock: { x: 'y' } };
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021', data },
    });
    expect(added.json()).toMatchObject({ success: true, error: null });
    const kept = await dataOf(`/api/forms/${added.json().formId as number}`);
    expect(kept.name?.name).toBe('Jana Novak');
    expect(kept.address).toEqual({ ...prefilled.address, country: 'DE' });
    expect(kept).not.toHaveProperty('notABlock');
  });

  it("a group keeps each form's carried answers", async () => {
    const data = {
      crsi_2024: { crsName: { firstName: 'Jana', lastName: 'Novak' } },
      w8ben_2021: { name: { name: 'Jana Novak' } },
    };
    const added = await app.inject({
      method: 'POST',
      url: '/api/formgroups',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formTypes: ['crsi_2024', 'w8ben_2021'], data },
    });
    expect(added.json()).toMatchObject({ success: true, error: null });
    const group = (
      await app.inject({ method: 'GET', url: `/api/formgroups/${added.json().formGroupId as number}`, headers: auth })
    ).json<{ forms: { formType: string; data: Record<string, Record<string, unknown>> }[] }>();
    const byType = Object.fromEntries(group.forms.map((f) => [f.formType, f.data]));
    expect(byType.crsi_2024?.crsName).toMatchObject({ firstName: 'Jana', lastName: 'Novak' });
    expect(byType.w8ben_2021?.name?.name).toBe('Jana Novak');
  });

  it('refuses carried answers that are not form data, or nest deeper than answers may', async () => {
    const flat = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021', data: { name: 'Jana' } },
    });
    expect(flat.statusCode).toBe(400);
    let deep: Record<string, unknown> = { v: 'x' };
    for (let i = 0; i < 6; i += 1) deep = { n: deep };
    const nested = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w8ben_2021', data: { name: deep } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/answers nest at most/);
  });
});
