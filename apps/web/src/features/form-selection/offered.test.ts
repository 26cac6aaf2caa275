import type { OnlineConfig } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { offeredCards } from './offered';

const form = (formType: string, patch = {}) => ({
  formType,
  title: formType,
  revision: 'r',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
  ...patch,
});
const group = (patch = {}) => ({
  formType: 'crsiw8ben',
  formTypes: ['crsi_2024', 'w8ben_2021'],
  title: 'CRS + W-8BEN',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  crsRestricted: true,
  ...patch,
});
const crsAccount = { id: 1, displayName: 'A', isCrsParticipating: true };
const plainAccount = { id: 2, displayName: 'B', isCrsParticipating: false };

function config(patch: Partial<OnlineConfig>): OnlineConfig {
  return { formTypes: [], formGroups: [], usePreQualifyingQuestionnaire: true, ...patch } as unknown as OnlineConfig;
}

describe('offeredCards', () => {
  it('offers enabled and visible form types only', () => {
    const cards = offeredCards(
      config({ formTypes: [form('a'), form('b', { isVisible: false }), form('c', { isEnabled: false })] }),
      null,
    );
    expect(cards.forms.map((f) => f.formType)).toEqual(['a']);
  });
  it('offers groups only with an account selected', () => {
    const c = config({ formGroups: [group({ crsRestricted: false })] });
    expect(offeredCards(c, null).groups).toEqual([]);
    expect(offeredCards(c, plainAccount).groups).toHaveLength(1);
  });
  it('offers a crsRestricted group only for a CRS-participating account with the questionnaire on', () => {
    expect(offeredCards(config({ formGroups: [group()] }), crsAccount).groups).toHaveLength(1);
    expect(offeredCards(config({ formGroups: [group()] }), plainAccount).groups).toHaveLength(0);
    expect(
      offeredCards(config({ formGroups: [group()], usePreQualifyingQuestionnaire: false }), crsAccount).groups,
    ).toHaveLength(0);
    expect(offeredCards(config({ formGroups: [group({ isVisible: false })] }), crsAccount).groups).toHaveLength(0);
  });
});
