import { ErrorCodes } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';
import { buildTestApp, signedInApp } from './helper';

type Data = Record<string, Record<string, unknown>>;

/**
 * ADR 045: the lock groups the online configuration names for a form type lock exactly their fields on
 * the server too — a locked answer keeps the customer's record through the add call, and validate, confirm and
 * sign refuse a changed one with {code 4092, message}.
 */
describe('lock groups named in the online configuration', () => {
  const sim = signedInApp({}, true);
  const lock = (groups: string[]) =>
    sim.app.sim.changeConfig((config) => {
      const entry = config.formTypes.find((f) => f.formType === 'w8ben_2021');
      if (entry) entry.lockGroups = groups;
    });
  const addW8ben = async (data?: Data) => {
    const res = await sim.call('PUT', '/api/forms', 'forms.add', {
      isOnline: true,
      accountId: 5001,
      formType: 'w8ben_2021',
      ...(data ? { data } : {}),
    });
    const id = res.json<{ formId: number }>().formId;
    const form = await sim.call('GET', `/api/forms/${id}`, 'forms.get');
    return { id, data: form.json<{ data: Data }>().data };
  };
  const validate = (id: number, data: Data) =>
    sim.app.inject({ method: 'POST', url: `/api/forms/w8ben_2021/${id}/validate`, headers: sim.auth, payload: data });

  it('validate refuses a changed locked answer and names it; an unlocked field and the same answer pass', async () => {
    lock(['customerName']);
    const { id, data } = await addW8ben();
    expect(data.name?.name).toBe('Jane Doe');
    const changed = await validate(id, { ...data, name: { ...data.name, name: 'Someone Else' } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: ErrorCodes.LockedAnswerChanged,
      message: expect.stringContaining('name.name is locked') as string,
    });
    // The address is not in a named group: it may change.
    const kept = await validate(id, { ...data, address: { ...data.address, line1: '2 Other Street' } });
    expect(kept.statusCode).toBe(200);
  });

  it('a whole locked block: any of its fields changed is refused, emptied too', async () => {
    lock(['customerAddress']);
    const { id, data } = await addW8ben();
    const emptied = await validate(id, { ...data, address: { ...data.address, postalCode: '' } });
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json<{ message: string }>().message).toContain('address.postalCode');
  });

  it('the add call cannot carry an answer into a locked field', async () => {
    lock(['customerName']);
    const { data } = await addW8ben({ name: { name: 'Jana Novak' }, citizenship: { country: 'DE' } });
    expect(data.name?.name).toBe('Jane Doe');
    expect(data.citizenship?.country).toBe('DE');
  });

  it('confirm refuses changed answers; sign refuses saved answers a lock named since forbids', async () => {
    const { id, data } = await addW8ben();
    const renamed = { ...data, name: { ...data.name, name: 'Someone Else' } };
    expect((await validate(id, renamed)).statusCode).toBe(200);
    lock(['customerName']);
    const confirm = (payload: object) =>
      sim.app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: sim.auth, payload });
    const refused = await confirm({ data: renamed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCodes.LockedAnswerChanged });
    // Confirmed without new answers: the saved ones (renamed before the lock) are what sign would sign.
    expect((await confirm({})).statusCode).toBe(200);
    await sim.call('POST', `/api/forms/${id}/certify`, 'forms.certify');
    const sign = await sim.app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: sim.auth,
      payload: {
        accountId: 5001,
        customerName: 'Jane Doe',
        printName: 'Someone Else',
        capacity: 'Signing on Own Behalf',
        customerId: 1001,
        signDate: '2026-11-28',
        collectableSupportingDocType: null,
        collectableSupportingDocData: null,
        signature: 'Someone Else',
      },
    });
    expect(sign.statusCode).toBe(409);
    expect(sign.json()).toMatchObject({ code: ErrorCodes.LockedAnswerChanged });
  });
});

describe('lock group names in the fixtures', () => {
  it('a name the definition does not declare stops start-up with the nearest declared one', async () => {
    const fixtures = loadFixtures();
    fixtures.baseConfig = {
      ...fixtures.baseConfig,
      formTypes: fixtures.baseConfig.formTypes.map((f) =>
        f.formType === 'w8ben_2021' ? { ...f, lockGroups: ['customerAdress'] } : f,
      ),
    };
    await expect(buildTestApp({ fixtures })).rejects.toThrow(
      'config/online-config.json: w8ben_2021 has no lock group "customerAdress" (nearest: "customerAddress")',
    );
  });
});
