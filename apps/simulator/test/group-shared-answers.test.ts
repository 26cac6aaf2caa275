import type { Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { pdfText } from './form-journey';
import { signedInApp } from './helper';
import { cleanW8ben } from './w8ben-answers';

/** Answers a group shares (ADR 029) through the API: entered in the CRS-I, saved and printed with the W-8BEN too. */
const NOW = new Date('2026-11-24T13:45:00Z');

type Item = { code: string; field?: string };
type Result = { valid: boolean; rejections: Item[] };
type Group = { forms: { formType: string; data: Answers }[] };

describe("a group's shared answers (crsiw8ben: name and date of birth)", () => {
  const { call } = signedInApp({ now: () => NOW }, true);

  it("a new group saves the CRS-I's name and date of birth with its W-8BEN, whose PDF prints them", async () => {
    // The questionnaire carried a CRS-I name and birth date other than Jane's record (ADR 021's add-call data).
    const carried = {
      crsi_2024: {
        crsName: { title: 'Ms', firstName: 'Anna', middleName: 'Maria', lastName: 'Schmidt' },
        birthDetails: { birthDate: '04-07-1980' },
      },
    };
    const added = await call('POST', '/api/formgroups', 'formGroups.add', {
      isOnline: true,
      accountId: 5001,
      formTypes: ['crsi_2024', 'w8ben_2021'],
      data: carried,
    });
    const id = added.json<{ formGroupId: number }>().formGroupId;
    const group = (await call('GET', `/api/formgroups/${id}`, 'formGroups.get')).json<Group>();
    const w8 = group.forms.find((f) => f.formType === 'w8ben_2021')?.data ?? {};
    expect(w8.name).toEqual({ name: 'Anna Maria Schmidt' });
    expect(w8.birthDetails?.birthDate).toBe('07-04-1980');

    const pdf = await call('GET', `/api/formgroups/${id}/w8ben_2021/pdf/preview`, 'formGroups.pdfPreview');
    const text = pdfText(pdf.rawPayload, 'group-shared-answers');
    expect(text).toContain('Anna Maria Schmidt');
    expect(text).toContain('07-04-1980');
  });

  it("refuses a W-8BEN whose shared answer differs from the CRS-I's, at Check and at signing", async () => {
    const added = await call('POST', '/api/formgroups', 'formGroups.add', {
      isOnline: true,
      accountId: 5001,
      formTypes: ['crsi_2024', 'w8ben_2021'],
    });
    const id = added.json<{ formGroupId: number }>().formGroupId;
    const group = (await call('GET', `/api/formgroups/${id}`, 'formGroups.get')).json<Group>();
    const data = (type: string) => group.forms.find((f) => f.formType === type)?.data ?? {};
    const crsi: Answers = {
      ...data('crsi_2024'),
      crsName: { title: 'Ms', firstName: 'Anna', lastName: 'Schmidt' },
      birthDetails: { ...data('crsi_2024').birthDetails, birthDate: '04-07-1980', birthCountry: 'DE' },
      address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      taxResidences: { taxResidences: [{ country: 'DE', tin: '12345678901' }] },
      part3: { ...data('crsi_2024').part3, name: 'Anna Schmidt' },
    };
    const validate = async (type: string, answers: Answers) =>
      (await call('POST', `/api/formgroups/${id}/${type}/validate`, 'formGroups.validate', answers)).json<Result>();
    expect((await validate('crsi_2024', crsi)).rejections).toEqual([]);

    // The W-8BEN as the browser sends it: the CRS-I's answers filled in. It passes.
    const shared = cleanW8ben(data('w8ben_2021'), 'Anna Schmidt', {
      name: { name: 'Anna Schmidt' },
      birthDetails: { birthDate: '07-04-1980' },
    });
    expect(await validate('w8ben_2021', shared)).toMatchObject({ valid: true, rejections: [] });

    // An API client sending another date of birth (day and month swapped) is refused on line 8.
    const differs = await validate('w8ben_2021', { ...shared, birthDetails: { birthDate: '04-07-1980' } });
    expect(differs.valid).toBe(false);
    expect(differs.rejections.map((r) => [r.code, r.field])).toEqual([
      ['E-GROUP-BIRTH-DATE-DIFFERS', 'birthDetails.birthDate'],
    ]);

    // Its shared questions are locked, as in the browser: a W-8BEN sent without the name is refused for not holding
    // the CRS-I's (not by line 1's own required rule) ...
    const without = await validate('w8ben_2021', { ...shared, name: { name: '' } });
    expect(without.rejections.map((r) => [r.code, r.field])).toEqual([['E-GROUP-NAME-DIFFERS', 'name.name']]);
    // ... and while the CRS-I has no name, only the CRS-I is refused: it is where the name is entered.
    expect((await validate('crsi_2024', { ...crsi, crsName: { title: 'Ms' } })).rejections.map((r) => r.field)).toEqual(
      ['crsName.lastName', 'crsName.firstName'],
    );
    expect((await validate('w8ben_2021', { ...shared, name: { name: '' } })).rejections).toEqual([]);
    await validate('crsi_2024', crsi);

    // Confirmed so, the group is not signed until the two forms agree.
    await call('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: crsi, w8ben_2021: { ...shared, birthDetails: { birthDate: '04-07-1980' } } },
    });
    await call('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    const sign = { printName: 'Anna Schmidt', capacity: 'Signing on Own Behalf', signDate: 'November 24, 2026' };
    const refused = await call('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The forms contradict each other. Please press Check and correct them before signing.',
    );

    await call('PUT', `/api/formgroups/${id}/revert`, 'formGroups.revert');
    await call('PUT', `/api/formgroups/${id}/confirm`, 'formGroups.confirm', {
      data: { crsi_2024: crsi, w8ben_2021: shared },
    });
    await call('POST', `/api/formgroups/${id}/certify`, 'formGroups.certify');
    expect((await call('POST', `/api/formgroups/${id}/sign`, 'formGroups.sign', sign)).statusCode).toBe(200);
  });
});
