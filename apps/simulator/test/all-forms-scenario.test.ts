import { ErrorCodes } from '@taxcert/contracts';
import { formGroupCatalogue, formTypes, hasDefinition, revisionAcceptance } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, expectContract, signIn } from './helper';

type Offer = { formType: string; isEnabled: boolean; isVisible: boolean; canPrepopulate: boolean };
const offered = (list: Offer[]) =>
  list
    .filter((f) => f.isEnabled && f.isVisible && f.canPrepopulate)
    .map((f) => f.formType)
    .sort();

/** QA's scenario fixtures/scenarios/all-forms.json (docs/simulator.md): every catalogued type and group reachable. */
describe('all-forms', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());
  const acceptedUntilOf = (formType: string) =>
    app.sim.config(undefined).formTypes.find((f) => f.formType === formType)?.acceptedUntil;

  it('all-forms: the config offers every catalogued form type and form group, enabled, visible and pre-populatable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: auth });
    expectContract('config.get', res);
    expect(res.statusCode).toBe(200);
    expect(offered(res.json().formTypes)).toEqual([...formTypes].sort());
    expect(offered(res.json().formGroups)).toEqual(Object.keys(formGroupCatalogue).sort());
    // With the questionnaire off, a CRS-restricted group would show on no account (app-shell.md §3): lifted here.
    expect(res.json().usePreQualifyingQuestionnaire).toBe(false);
    expect(res.json().formGroups.map((g: { crsRestricted: boolean }) => g.crsRestricted)).toEqual(
      Object.keys(formGroupCatalogue).map(() => false),
    );
  });

  it.each([...formTypes])(
    'all-forms: %s is added from form selection, pre-filled when it has a definition',
    async (formType) => {
      const added = await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType },
      });
      expectContract('forms.add', added);
      // The unversioned W-8BEN-E and W-8IMY (revisions before 2017) are superseded and not extended here (ADR 058).
      if (!revisionAcceptance(formType, app.sim.now(), acceptedUntilOf(formType)).accepted) {
        expect(added.statusCode).toBe(400);
        expect(added.json().code).toBe(ErrorCodes.RevisionNotAccepted);
        expect(['w8bene', 'w8imy']).toContain(formType);
        return;
      }
      expect(added.json()).toMatchObject({ success: true, formId: expect.any(Number) });
      const form = await app.inject({ method: 'GET', url: `/api/forms/${added.json().formId}`, headers: auth });
      expect(form.json().formType).toBe(formType);
      // A type without a definition has no answers yet: the web app shows its unsupported-form card.
      expect(Object.keys(form.json().data).length > 0).toBe(hasDefinition(formType));
    },
  );

  it.each(Object.entries(formGroupCatalogue))(
    'all-forms: the group %s is added on a CRS-participating account',
    async (_group, members) => {
      const added = await app.inject({
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formTypes: members },
      });
      expectContract('formGroups.add', added);
      expect(added.json()).toMatchObject({ success: true, formGroupId: expect.any(Number) });
    },
  );
});
