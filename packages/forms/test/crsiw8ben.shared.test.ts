import {
  defaultAnswers,
  evaluateForm,
  followedAnswers,
  groupDefinition,
  joinGroupAnswers,
  mergeAnswers,
  sharedFields,
  withFollowedBlocks,
  withSharedAnswers,
  type Answers,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { groupChecks, groupFollows, groupShares } from '../src/index';
import { w8ben_2021 } from '../src/w8ben';
import { today } from './support';

const shares = groupShares.crsiw8ben;
const crsi = (change: Answers = {}): Answers =>
  mergeAnswers(
    defaultAnswers(crsi_2024),
    mergeAnswers(
      {
        crsName: { title: 'Ms', lastName: 'Schmidt', firstName: 'Anna', middleName: 'Maria' },
        birthDetails: { birthDate: '04-07-1980' },
      },
      change,
    ),
  );
const shown = (crs: Answers, w8: Answers = {}) =>
  sharedFields(shares, 'w8ben_2021', { crsi_2024: crs, w8ben_2021: w8 });

describe('the CRS-I + W-8BEN group: answers entered once (ADR 029)', () => {
  it('shares only true equalities: the name (line 1) and the date of birth (line 8), entered in the CRS-I', () => {
    expect(shares.map((s) => [s.from[0], s.to])).toEqual([
      ['crsi_2024/crsName.lastName', 'w8ben_2021/name.name'],
      ['crsi_2024/birthDetails.birthDate', 'w8ben_2021/birthDetails.birthDate'],
    ]);
    // Line 2 (citizenship) is not a residence and line 3 (permanent residence address) is not always the CRS-I's
    // current residence address: neither is locked to the CRS-I (line 3 follows it, below; warnings compare them).
    expect(shares.some((s) => /citizenship|address|taxResidences/.test(`${s.to} ${s.from.join(' ')}`))).toBe(false);
  });

  it("the W-8BEN shows the CRS-I's name first name first, without the title, and its date of birth as MM-DD-YYYY", () => {
    expect(shown(crsi())).toEqual([
      { field: 'name.name', value: 'Anna Maria Schmidt', from: { formType: 'crsi_2024', field: 'crsName.lastName' } },
      {
        field: 'birthDetails.birthDate',
        value: '07-04-1980',
        from: { formType: 'crsi_2024', field: 'birthDetails.birthDate' },
      },
    ]);
  });

  it('shows nothing while the CRS-I has no name, or no whole date of birth (typing "04-07-19")', () => {
    expect(
      shown(
        crsi({ crsName: { lastName: ' ', firstName: '', middleName: '' }, birthDetails: { birthDate: '04-07-19' } }),
      ).map((f) => f.value),
    ).toEqual([undefined, undefined]);
    expect(shown(crsi({ birthDetails: { birthDate: '31-02-1980' } }))[1]?.value).toBeUndefined();
  });

  it('filled in, the W-8BEN agrees with the CRS-I and the group raises no contradiction; the W-8BEN itself is then valid on lines 1 and 8', () => {
    const filled = withSharedAnswers(shares, {
      crsi_2024: crsi(),
      w8ben_2021: { name: { name: 'Someone Else' }, citizenship: { country: 'DE' } },
    });
    expect(filled.w8ben_2021).toMatchObject({
      name: { name: 'Anna Maria Schmidt' },
      birthDetails: { birthDate: '07-04-1980' },
      citizenship: { country: 'DE' },
    });
    const group = groupDefinition('crsiw8ben', [crsi_2024, w8ben_2021], groupChecks.crsiw8ben);
    const failures = evaluateForm(group, joinGroupAnswers(filled), { today }).failures.filter((f) => f.check);
    expect(failures).toEqual([]);
    const own = evaluateForm(w8ben_2021, filled.w8ben_2021 ?? {}, { today }).blocks;
    expect([own.name?.questions.name?.valid, own.birthDetails?.questions.birthDate?.valid]).toEqual([true, true]);
  });

  it('refuses a W-8BEN holding another name or date of birth, or none (an API client, or answers saved before); the same words in another order agree', () => {
    const group = groupDefinition('crsiw8ben', [crsi_2024, w8ben_2021], groupChecks.crsiw8ben);
    const checks = (w8: Answers) =>
      evaluateForm(group, joinGroupAnswers({ crsi_2024: crsi(), w8ben_2021: w8 }), { today }).failures.flatMap((f) =>
        f.check ? [`${f.check} ${f.blockId}.${f.questionId}`] : [],
      );
    expect(checks({ name: { name: 'Anna Schmidt' }, birthDetails: { birthDate: '04-07-1980' } })).toEqual([
      'GROUP-NAME-DIFFERS w8ben_2021/name.name',
      'GROUP-BIRTH-DATE-DIFFERS w8ben_2021/birthDetails.birthDate',
    ]);
    expect(checks({ name: { name: 'SCHMIDT, Anna Maria' }, birthDetails: { birthDate: '07-04-1980' } })).toEqual([]);
    // A W-8BEN without them holds no shared answer either (the browser always fills them in).
    expect(checks({ name: { name: '' } })).toEqual([
      'GROUP-NAME-DIFFERS w8ben_2021/name.name',
      'GROUP-BIRTH-DATE-DIFFERS w8ben_2021/birthDetails.birthDate',
    ]);
  });

  it("line 3, the W-8BEN's permanent residence address with its country, follows the CRS-I's residence address, whole, until the customer makes it differ", () => {
    const follows = groupFollows.crsiw8ben;
    const berlin = { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' };
    expect(followedAnswers(follows, 'w8ben_2021', { crsi_2024: crsi({ address: berlin }), w8ben_2021: {} })).toEqual({
      'address.line1': 'Unter den Linden 1',
      'address.line2': '',
      'address.line3': 'Berlin',
      'address.line4': '',
      'address.postalCode': '10117',
      'address.country': 'DE',
    });
    // The blocks' question ids are the same on both forms.
    for (const [def, blockId] of [
      [crsi_2024, 'address'],
      [w8ben_2021, 'address'],
    ] as const) {
      const ids = def.blocks.find((b) => b.id === blockId)?.questions.map((q) => q.id) ?? [];
      expect(follows[0]?.fields.every((field) => ids.includes(field))).toBe(true);
    }
    // Added as a group, a W-8BEN without an address starts with the CRS-I's; one with its own keeps it.
    expect(withFollowedBlocks(follows, { crsi_2024: { address: berlin }, w8ben_2021: {} }).w8ben_2021).toEqual({
      address: berlin,
    });
    expect(
      withFollowedBlocks(follows, {
        crsi_2024: { address: berlin },
        w8ben_2021: { address: { line1: 'Rue de Rivoli 2' } },
      }).w8ben_2021,
    ).toEqual({ address: { line1: 'Rue de Rivoli 2' } });
  });
});
