import type { Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { formJourney } from './form-journey';
import { signedInApp, validW9 } from './helper';
import { cleanW8ben } from './w8ben-answers';

/** Through the API: US indicia, a group's forms compared, the submission's reference and time. */
const NOW = new Date('2026-11-24T13:45:00Z');

type Item = { code: string; codeDescription: string; field?: string };
type Result = { valid: boolean; rejections: Item[]; warnings: Item[] };

const w8ben = (data: Answers, change: Answers = {}): Answers => cleanW8ben(data, 'Jane Doe', change);

describe('US indicia and the end of the journey', () => {
  const session = signedInApp({ now: () => NOW }, true);
  const { call } = session;

  it('rejects a US citizen on Form W-8BEN with its own code and words, and warns of a US mailing address', async () => {
    const journey = formJourney(session.app, session.auth, 'w8ben_2021');
    const { id, data } = await journey.create();
    const validate = async (answers: Answers) =>
      (await call('POST', `/api/forms/w8ben_2021/${id}/validate`, 'forms.validate', answers)).json<Result>();

    const citizen = await validate(w8ben(data, { citizenship: { country: 'US' } }));
    expect(citizen.valid).toBe(false);
    expect(citizen.rejections).toEqual([
      {
        code: 'E-US-CITIZEN',
        field: 'citizenship.country',
        codeDescription: expect.stringContaining('complete Form W-9 instead') as string,
      },
    ]);

    const mailing = await validate(
      w8ben(data, {
        mailingAddress: { line1: '1 Main Street', line3: 'Springfield', postalCode: '62701', country: 'US' },
      }),
    );
    expect(mailing).toMatchObject({ valid: true, rejections: [] });
    expect(mailing.warnings.map((w) => [w.code, w.field])).toEqual([
      ['WRN-US-MAILING-ADDRESS', 'mailingAddress.country'],
    ]);
    expect(mailing.warnings[0]?.codeDescription).toMatch(/^A US mailing address is an indication of US status\./);
  });

  it('compares the CRS-I and the W-8BEN of a group: findings on the form they concern, and no signature while they contradict', async () => {
    const added = await call('POST', '/api/formgroups', 'formGroups.add', {
      isOnline: true,
      accountId: 5001,
      formTypes: ['crsi_2024', 'w8ben_2021'],
    });
    const id = added.json<{ formGroupId: number }>().formGroupId;
    const group = (await call('GET', `/api/formgroups/${id}`, 'formGroups.get')).json<{
      forms: { formType: string; data: Answers }[];
    }>();
    const data = (type: string) => group.forms.find((f) => f.formType === type)!.data;
    const crsi: Answers = {
      ...data('crsi_2024'),
      taxResidences: { taxResidences: [{ country: 'DE', tin: '12345678901' }] },
      part3: { name: 'Jane Doe' },
    };
    const validate = async (type: string, answers: Answers) =>
      (await call('POST', `/api/formgroups/${id}/${type}/validate`, 'formGroups.validate', answers)).json<Result>();

    // The CRS-I first (as the browser sends it): a US place of birth is a US indicium for the W-8BEN beside it.
    const crsiResult = await validate('crsi_2024', {
      ...crsi,
      birthDetails: { ...crsi.birthDetails, birthCountry: 'US' },
    });
    expect(crsiResult.warnings.map((w) => [w.code, w.field])).toEqual([
      ['WRN-US-BIRTHPLACE', 'birthDetails.birthCountry'],
    ]);
    await validate('crsi_2024', { ...crsi, birthDetails: { ...crsi.birthDetails, birthCountry: 'DE' } });

    // A W-8BEN that names someone else and claims French treaty residence the CRS-I does not list.
    const differing = w8ben(data('w8ben_2021'), {
      name: { name: 'John Doe' },
      treatyClaim: { claimed: 'Yes', country: 'FR' },
    });
    const w8Result = await validate('w8ben_2021', differing);
    expect(w8Result.rejections.map((r) => [r.code, r.field]).filter(([code]) => code?.startsWith('E-GROUP'))).toEqual([
      ['E-GROUP-NAME-DIFFERS', 'name.name'],
      ['E-GROUP-TREATY-COUNTRY-DIFFERS', 'treatyClaim.country'],
    ]);
    // Jane's CRS-I keeps her record's US address; her W-8BEN gives Berlin: a warning, not a rejection.
    expect(w8Result.warnings.map((w) => w.code)).toEqual(['WRN-GROUP-ADDRESS-DIFFERS']);

    // Confirmed with a name that differs (the treaty claim withdrawn): the signature is refused until they agree.
    const named = w8ben(data('w8ben_2021'), { name: { name: 'John Doe' } });
    await call('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: crsi, w8ben_2021: named },
    });
    await call('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    const sign = { printName: 'Jane Doe', capacity: 'Signing on Own Behalf', signDate: 'November 24, 2026' };
    const refused = await call('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The forms contradict each other. Please press Check and correct them before signing.',
    );

    await call('PUT', `/api/formgroups/${id}/revert`, 'formGroups.revert');
    await call('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: crsi, w8ben_2021: w8ben(data('w8ben_2021')) },
    });
    await call('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    expect((await call('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign)).statusCode).toBe(200);
    const signed = (await call('GET', `/api/formgroups/${id}`, 'formGroups.get')).json<{
      submission: unknown;
      forms: { submission: unknown }[];
    }>();
    const submission = {
      reference: `TC-20261124-G${String(id).padStart(6, '0')}`,
      submittedAt: '2026-11-24T13:45:00.000Z',
    };
    expect(signed.submission).toEqual(submission);
    expect(signed.forms.map((f) => f.submission)).toEqual([submission, submission]);
  });

  it('gives a signed form its confirmation reference and time of submission (ADR 023), none before', async () => {
    const journey = formJourney(session.app, session.auth, 'w9_2024');
    const { id, data } = await journey.create();
    const before = (await call('GET', `/api/forms/${id}`, 'forms.get')).json<{ submission?: unknown }>();
    expect(before.submission ?? null).toBeNull();
    await journey.signed(
      id,
      validW9(data) as Answers,
      { printName: 'Jane Doe', capacity: '', signDate: '11-24-2026' },
      'submission-w9',
    );
    const after = (await call('GET', `/api/forms/${id}`, 'forms.get')).json<{ submission: unknown }>();
    expect(after.submission).toEqual({
      reference: `TC-20261124-F${String(id).padStart(6, '0')}`,
      submittedAt: '2026-11-24T13:45:00.000Z',
    });
  });
});
