import type { OnlineConfig } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { recommendForms, type Recommendation } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

/**
 * questionnaire-and-forms.md §2 "Resulting forms": "fatca_crsi_2023 or group crsiw8ben (combined; the first enabled wins)". For
 * an individual with a CRS account and U.S. income, the questionnaire recommends the combined FATCA/CRS form when
 * the configuration offers it (enabled and visible) — whatever order the configuration lists them in — and the
 * crsiw8ben group only when it does not. Proven on the configuration the simulator serves the browser (GET config,
 * scenario questionnaire-on, where both are offered) with the function the questionnaire screen calls; what the
 * card then shows is that configuration entry's title (apps/web features/prequal/logic.ts outcomeView).
 */

const combinedIndividual: Answers = {
  holder: { accountHolderType: 'Individual' },
  holderName: { firstName: 'Jane', lastName: 'Doe' },
  usIncome: { hasUsIncome: 'Yes' },
  status: { isControllingPerson: 'No', isUsCitizen: 'No', hasEffectivelyConnectedIncome: 'No' },
  crs: { isCrsParticipatingAccount: 'Yes' },
};

type Config = Pick<OnlineConfig, 'formTypes' | 'formGroups'>;

/** The recommended form or group as its card names it: the configuration entry's title. */
function card(recommendation: Recommendation, config: Config): string {
  if (recommendation.kind === 'single')
    return config.formTypes.find((e) => e.formType === recommendation.formType)?.title ?? 'missing';
  if (recommendation.kind === 'group')
    return config.formGroups.find((e) => e.formType === recommendation.formGroupType)?.title ?? 'missing';
  return recommendation.kind;
}

const withType = (config: Config, change: Partial<Config['formTypes'][number]>): Config => ({
  ...config,
  formTypes: config.formTypes.map((e) => (e.formType === 'fatca_crsi_2023' ? { ...e, ...change } : e)),
});
const withGroup = (config: Config, change: Partial<Config['formGroups'][number]>): Config => ({
  ...config,
  formGroups: config.formGroups.map((e) => (e.formType === 'crsiw8ben' ? { ...e, ...change } : e)),
});

describe('the combined FATCA/CRS individual: the first enabled of fatca_crsi_2023 and the crsiw8ben group wins', () => {
  let app: SimApp;
  let served: Config;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'questionnaire-on' });
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: await signIn(app) });
    served = res.json<OnlineConfig>();
  });
  afterAll(() => app.close());

  it('both offered: the FATCA/CRS Individual Self-Certification, not the group', () => {
    const offered = (type: string) =>
      [...served.formTypes, ...served.formGroups].some((e) => e.formType === type && e.isEnabled && e.isVisible);
    expect([offered('fatca_crsi_2023'), offered('crsiw8ben')]).toEqual([true, true]);
    const recommendation = recommendForms(combinedIndividual, served);
    expect(recommendation).toMatchObject({
      kind: 'single',
      formType: 'fatca_crsi_2023',
      reason: 'prequal.reason.crsIndividualUsIncome',
    });
    expect(card(recommendation, served)).toBe('FATCA/CRS Individual Self-Certification');
  });

  it("the spec's order decides, not the configuration's: listed last, the combined form still wins", () => {
    const reversed: Config = {
      formTypes: [...served.formTypes].reverse(),
      formGroups: [...served.formGroups].reverse(),
    };
    expect(card(recommendForms(combinedIndividual, reversed), reversed)).toBe(
      'FATCA/CRS Individual Self-Certification',
    );
  });

  it('the combined form disabled, or enabled but not visible: the group', () => {
    for (const change of [{ isEnabled: false }, { isVisible: false }]) {
      const config = withType(served, change);
      expect(recommendForms(combinedIndividual, config)).toMatchObject({ kind: 'group', formGroupType: 'crsiw8ben' });
      expect(card(recommendForms(combinedIndividual, config), config)).toBe('CRS Individual and Form W-8BEN');
    }
  });

  it('the group not offered: the combined form; neither offered: no form, both named as the candidates', () => {
    expect(card(recommendForms(combinedIndividual, withGroup(served, { isEnabled: false })), served)).toBe(
      'FATCA/CRS Individual Self-Certification',
    );
    const neither = withGroup(withType(served, { isVisible: false }), { isEnabled: false });
    expect(recommendForms(combinedIndividual, neither)).toEqual({
      kind: 'unavailable',
      candidates: ['fatca_crsi_2023', 'crsiw8ben'],
      alternatives: [],
    });
  });
});
