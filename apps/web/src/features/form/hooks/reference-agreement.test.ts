// @vitest-environment node
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import type { OnlineConfig, PrefillRecord, ValidationResult } from '@taxcert/contracts';
import {
  defaultAnswers,
  evaluateForm,
  failureFieldPath,
  fieldPathText,
  mergeAnswers,
  sharedLocks,
  type Answers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import {
  definedFormTypes,
  formGroupCatalogue,
  formReference,
  groupChecks,
  groupShares,
  loadDefinition,
  loadReference,
  prefillAnswers,
  treatyCountriesOf,
} from '@taxcert/forms';
import { exploreDefinition } from '@taxcert/forms/testing';
import { buildApp, type SimApp } from '@taxcert/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../../simulator/test/helper';
import { english } from '../../../testing/catalogues';
import { createApi, type Api } from '../../../lib/api/api';
import { Connection } from '../../../lib/api/connection';
import { apiReferenceSource } from './use-reference-data';

/**
 * Same answers → same failures: every shipped definition's answers are checked on the browser
 * side — the reference data loaded through the spec's config calls by this app's own API client and source
 * (use-reference-data.ts), then the engine, as the form screen does — and on the simulator side, by its
 * Check call (forms/{type}/{id}/validate, and a group's member through formgroups/{id}/{type}/validate).
 * Both must name the same fields with the same words. The answers: the states the definition explorer
 * reaches from the defaults and each fixture customer's pre-fill (packages/forms testing), the
 * definition's valid sample, and W-8BEN treaty claims (line 9 in force, line 10's rates, Other Income).
 */
const today = new Date('2026-06-15T12:00:00Z');
const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../../../fixtures/${path}`, import.meta.url), 'utf8'));
const staticReference = fixture('reference/static-data.json') as ReferenceData;
const customers = fixture('customers.json') as { prefill?: PrefillRecord }[];

/** W-8BEN Part II claims on top of the valid sample: accepted and refused on both sides alike (line 10 once asked for). */
const treatyClaims = [
  {
    claimed: 'Yes',
    country: 'DE',
    specialRatesApply: 'Yes',
    treatySpecialRatesClaims: [
      { incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15', explanation: 'Portfolio dividends.' },
    ],
  },
  {
    claimed: 'Yes',
    country: 'DE',
    specialRatesApply: 'Yes',
    treatySpecialRatesClaims: [{ incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '5', explanation: 'x' }],
  },
  {
    claimed: 'Yes',
    country: 'DE',
    specialRatesApply: 'Yes',
    treatySpecialRatesClaims: [{ incomeType: 'Interest', articleParagraph: '10(2)(a)', rate: '0' }],
  },
  {
    claimed: 'Yes',
    country: 'AT',
    specialRatesApply: 'Yes',
    treatySpecialRatesClaims: [
      { incomeType: 'Other Income', articleParagraph: 'Article 21 Other income', rate: '0', explanation: 'Prize.' },
    ],
  },
  {
    claimed: 'Yes',
    country: 'IN',
    specialRatesApply: 'Yes',
    treatySpecialRatesClaims: [{ incomeType: 'Dividends', articleParagraph: '10(2)(a)', rate: '15' }],
  },
  { claimed: 'Yes', country: 'HU' },
  { claimed: 'Yes', country: 'BR' },
];

/** A German resident's record: the base of the treaty claims. */
const german: PrefillRecord = {
  CustomerName: 'Jane Doe',
  CountryOfCitizenship: 'DE',
  FatcaAddress: {
    Line1: 'Unter den Linden 1',
    Line2: null,
    Line3: 'Berlin',
    Line4: null,
    PostCode: '10117',
    Country: 'DE',
  },
  DateOfBirth: '04-12-1980',
};

/** Seeds of the explorer: the defaults, each fixture customer's pre-fill, and the German resident's. */
function seedsOf(def: FormDefinition): Answers[] {
  const defaults = defaultAnswers(def);
  return [
    defaults,
    ...[...customers.map((c) => c.prefill ?? {}), german].map((record) =>
      mergeAnswers(defaults, prefillAnswers(def, record)),
    ),
  ];
}

/** The treaty claims on the German resident's valid sample, for a definition with a treaty-country question. */
function treatyClaimAnswers(def: FormDefinition): Answers[] {
  const germanSample = def.sampleAnswers?.(seedsOf(def).at(-1) ?? {}, 'Jane Doe');
  if (!germanSample || treatyCountriesOf(def, { treatyClaim: { country: 'DE' } }).length === 0) return [];
  // Line 10 is asked for on the W-8BEN ("do special rates or conditions apply?"); the W-8BEN-E has no such question.
  const asks = def.blocks.some((b) => b.id === 'treatyClaim' && b.questions.some((q) => q.id === 'specialRatesApply'));
  return treatyClaims.map(({ specialRatesApply, ...claim }) => ({
    ...germanSample,
    treatyClaim: asks && specialRatesApply ? { ...claim, specialRatesApply } : claim,
  }));
}

/** The answers checked for a definition, searched once per form type (a group's members reuse them). */
const answerSetsOf = new Map<string, Answers[]>();
function answerSets(def: FormDefinition): Answers[] {
  const known = answerSetsOf.get(def.formType);
  if (known) return known;
  const sets = searchAnswerSets(def);
  answerSetsOf.set(def.formType, sets);
  return sets;
}
function searchAnswerSets(def: FormDefinition): Answers[] {
  const seeds = seedsOf(def);
  const states = exploreDefinition(def, { seeds, reference: staticReference, today }).states;
  const samples = seeds
    .slice(1)
    .map((seed) => def.sampleAnswers?.(seed, 'Jane Doe'))
    .filter((a): a is Answers => a !== undefined);
  return [...states, ...samples, ...treatyClaimAnswers(def)];
}

type Seen = { field: string; text: string }[];
const sorted = (seen: Seen) => seen.map((s) => `${s.field}: ${s.text}`).sort();

describe('browser and simulator agree: same answers, same failures', () => {
  let app: SimApp;
  let api: Api;
  let auth: Record<string, string>;
  let config: OnlineConfig;
  const queryClient = new QueryClient();

  beforeAll(async () => {
    app = await buildApp({ webRoot: '/nonexistent', scenario: 'all-forms', logger: false, now: () => today });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('The simulator has no address');
    api = createApi(`http://127.0.0.1:${address.port}`, () => 'en', new Connection());
    const answer = await api.config.get.query();
    if (answer.status !== 200) throw new Error(`config answered ${answer.status}`);
    config = answer.body;
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  /** The browser's view: reference data through the config calls, then the engine, in English. */
  /** `locked`: a group's questions showing a shared answer, locked in the browser (ADR 029). */
  async function browserSees(def: FormDefinition, answers: Answers, locked: readonly string[] = []): Promise<Seen> {
    const loaded = await loadReference(apiReferenceSource(api, queryClient), treatyCountriesOf(def, answers));
    const evaluation = evaluateForm(def, answers, {
      today,
      reference: formReference(loaded, def.formType, config),
      locked,
    });
    return evaluation.failures.map((f) => ({
      field: fieldPathText(failureFieldPath(f)),
      text: english[f.message] ?? f.message,
    }));
  }
  const simulatorSees = (result: ValidationResult): Seen =>
    result.rejections.map((r) => ({ field: r.field ?? '', text: r.codeDescription }));

  /** `across`: the texts of a group's checks across its forms, which read the other form's saved answers (left out here). */
  async function compare(
    def: FormDefinition,
    check: (answers: Answers) => Promise<ValidationResult>,
    across: readonly string[] = [],
    locked: readonly string[] = [],
  ) {
    let refused = 0;
    const sets = answerSets(def);
    for (const answers of sets) {
      const browser = await browserSees(def, answers, locked);
      const simulator = simulatorSees(await check(answers)).filter((seen) => !across.includes(seen.text));
      expect(sorted(simulator), JSON.stringify(answers)).toEqual(sorted(browser));
      if (browser.length > 0) refused += 1;
    }
    return { refused, total: sets.length };
  }

  it.each(definedFormTypes())(
    '%s: every answer set is refused for the same fields with the same words, or accepted, on both sides',
    async (formType) => {
      const def = await loadDefinition(formType);
      if (!def) throw new Error(`No definition for ${formType}`);
      const added = await app.inject({
        method: 'PUT',
        url: '/api/forms',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formType },
      });
      const id = added.json().formId as number;
      const { refused, total } = await compare(def, async (answers) =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/forms/${formType}/${id}/validate`,
            headers: auth,
            payload: answers,
          })
        ).json<ValidationResult>(),
      );
      // Not vacuous: some answer sets are refused and some accepted.
      expect(refused).toBeGreaterThan(0);
      expect(refused).toBeLessThan(total);
    },
  );

  // A group's own checks compare its forms (packages/forms groups/, tested in us-indicia.test.ts of packages/forms
  // and apps/simulator): each form's answers here meet the other form's last saved ones, so they are left out.
  it.each(Object.entries(formGroupCatalogue))(
    'the group %s: each member, checked in the group, agrees too',
    async (group, members) => {
      const across = (groupChecks[group as keyof typeof groupChecks] ?? []).map((c) => english[c.message] ?? c.message);
      const added = await app.inject({
        method: 'POST',
        url: '/api/formgroups',
        headers: auth,
        payload: { isOnline: true, accountId: 5001, formTypes: members },
      });
      const groupId = added.json().formGroupId as number;
      for (const formType of members) {
        const def = await loadDefinition(formType);
        if (!def) throw new Error(`No definition for ${formType}`);
        await compare(
          def,
          async (answers) =>
            (
              await app.inject({
                method: 'POST',
                url: `/api/formgroups/${groupId}/${formType}/validate`,
                headers: auth,
                payload: answers,
              })
            ).json<ValidationResult>(),
          across,
          sharedLocks(groupShares[group as keyof typeof groupShares] ?? [], formType),
        );
      }
    },
  );

  it('the treaty claims are not vacuous: line 9 refuses Hungary and Brazil and accepts the German dividend claim on both sides', async () => {
    const def = await loadDefinition('w8ben_2021');
    if (!def) throw new Error('No W-8BEN definition');
    const fields = await Promise.all(
      treatyClaimAnswers(def).map(async (a) => (await browserSees(def, a)).map((s) => s.field)),
    );
    expect(fields).toHaveLength(treatyClaims.length);
    expect(fields[0]).toEqual([]);
    expect(fields[5]).toEqual(['treatyClaim.country']);
    expect(fields[6]).toEqual(['treatyClaim.country']);
  });
});
