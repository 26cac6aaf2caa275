import { loadDefinition } from '@taxcert/forms';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAt, findPageHeading, renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile, type OnSimulator } from '../../testing/on-simulator';

/**
 * The group routes' rules (app-shell.md §2) that are the app's reaction to the group call: the whole route table in
 * happy-dom, its calls answered by the real simulator on the shipped group-crsiw8ben scenario (ADR 090, ADR 100).
 * What needs a browser (tabs and focus, the leave prompt, the previews, the downloads, axe) stays in
 * e2e/form-group.e2e.ts.
 */
const simulator = simulatorForFile();

const NOT_FOUND = 'The requested resource does not exist.';
type Data = Record<string, Record<string, unknown>>;

/** Jane's crsiw8ben group added, both forms answered with their sample answers, confirmed, certified and signed. */
async function signedGroup(sim: OnSimulator): Promise<number> {
  const { formGroupId } = (await sim.call('POST', '/api/formgroups', {
    isOnline: true,
    accountId: 5001,
    formTypes: ['crsi_2024', 'w8ben_2021'],
  })) as { formGroupId: number };
  const group = (await sim.call('GET', `/api/formgroups/${formGroupId}`)) as {
    forms: { formType: string; data: Data }[];
  };
  const answers: Data = {};
  for (const { formType, data } of group.forms) {
    const definition = await loadDefinition(formType);
    if (!definition?.sampleAnswers) throw new Error(`No sample answers for ${formType}`);
    answers[formType] = definition.sampleAnswers(data as never, 'Jane Doe');
    const result = (await sim.call(
      'POST',
      `/api/formgroups/${formGroupId}/${formType}/validate`,
      answers[formType],
    )) as {
      rejections: unknown[];
    };
    expect(result.rejections).toEqual([]);
  }
  await sim.call('PUT', `/api/formgroups/${formGroupId}/confirm`, { data: answers });
  await sim.call('POST', `/api/formgroups/${formGroupId}/certify`);
  const signed = (await sim.call('POST', `/api/formgroups/${formGroupId}/sign`, {
    printName: 'Jane Doe',
    capacity: 'Signing on Own Behalf',
    signDate: 'November 22, 2026',
  })) as { workflowState: { stage: number } };
  expect(signed.workflowState.stage).toBe(3);
  await sim.call('PUT', `/api/formgroups/${formGroupId}/submit`, { stage: 4 });
  return formGroupId;
}

describe('the group routes against the simulator (app-shell.md §2)', () => {
  it('an unknown group type is an incorrect blank type; a group that does not exist is not found, and so is its success page', async () => {
    await fetchFromSimulator(simulator.app, 'group-crsiw8ben');
    await renderAppAt('/forms/groups/w9pair/1');
    expect(await screen.findByRole('heading', { name: 'Incorrect blank type' }, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    await renderAppAt('/forms/groups/crsiw8ben/999999');
    expect(await findPageHeading('Page not found')).toBeTruthy();
    expect(screen.getByText(NOT_FOUND)).toBeTruthy();
    cleanup();
    await renderAppAt('/forms/groups/crsiw8ben/999999/success');
    expect(await findPageHeading('Page not found')).toBeTruthy();
  });

  it('a signed group reopened goes to its success page', async () => {
    const sim = await fetchFromSimulator(simulator.app, 'group-crsiw8ben');
    const id = await signedGroup(sim);
    await renderAppAt(`/forms/groups/crsiw8ben/${id}`);
    await expectAt(`/forms/groups/crsiw8ben/${id}/success`);
    expect(await findPageHeading('Your forms have been submitted')).toBeTruthy();
  });
});
