import { readFileSync } from 'node:fs';
import type { StaticData } from '@taxcert/contracts';
import {
  changeAnswer,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type BlockAnswers,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { loadReference, prefillAnswers, staticReferenceSource, treatyCountriesOf } from '../../src/index';
import { w8ben_2021 } from '../../src/w8ben';
import { today } from '../support';

/**
 * W-8BEN Part II with the shipped reference data, loaded as the browser and the simulator load it
 * (reference/load.ts): line 9 lists the treaty countries in force only (treaties.md: Hungary's treaty has
 * no effect on payments from 1 January 2024; Brazil has none), line 10 the chosen country's income types,
 * articles and rates, and "Other Income" with an explanation.
 */
const staticData = JSON.parse(
  readFileSync(new URL('../../../../fixtures/reference/static-data.json', import.meta.url), 'utf8'),
) as StaticData;
/** A German resident's W-8BEN: her record pre-fills name, citizenship, address and birth date. */
const erika = {
  CustomerName: 'Erika Mustermann',
  CountryOfCitizenship: 'DE',
  FatcaAddress: {
    Line1: 'Unter den Linden 1',
    Line2: null,
    Line3: 'Berlin',
    Line4: null,
    PostCode: '10117',
    Country: 'DE',
  },
  DateOfBirth: '08-12-1964',
};
const prefilled = mergeAnswers(defaultAnswers(w8ben_2021), prefillAnswers(w8ben_2021, erika));
const base = w8ben_2021.sampleAnswers?.(prefilled, 'Erika Mustermann') ?? {};

const withClaim = (treatyClaim: BlockAnswers): Answers => ({ ...base, treatyClaim });
async function evaluate(answers: Answers) {
  const reference = await loadReference(staticReferenceSource(staticData), treatyCountriesOf(w8ben_2021, answers));
  return evaluateForm(w8ben_2021, answers, { today, reference });
}
const failures = async (answers: Answers) =>
  (await evaluate(answers)).failures.map((f) => `${f.questionId}:${f.message}`);
const claimItem = async (answers: Answers) =>
  (await evaluate(answers)).blocks.treatyClaim?.questions.treatySpecialRatesClaims?.items?.[0]?.questions;

const germanDividends = {
  incomeType: 'Dividends',
  articleParagraph: '10(2)(b)',
  rate: '15',
  explanation: 'Resident of Germany, beneficial owner of portfolio dividends.',
};

describe('W-8BEN treaty claim with the shipped reference data', () => {
  it('line 9 offers the treaty countries in force: Germany, not Hungary (terminated from 2024) nor Brazil (no treaty)', async () => {
    const options = (await evaluate(withClaim({ claimed: 'Yes' }))).blocks.treatyClaim?.questions.country?.options;
    expect(options).toContain('DE');
    expect(options).not.toContain('HU');
    expect(options).not.toContain('BR');
  });

  it.each(['HU', 'BR'])('line 9 refuses %s with the treaty message', async (country) => {
    expect(await failures(withClaim({ claimed: 'Yes', country }))).toEqual([
      'country:questionnaire.treatyClaim.country.treatyErrorMessage',
    ]);
  });

  it("line 10 offers Germany's income types, then the dividend articles, and preselects the single rate of 10(2)(b)", async () => {
    const germany = withClaim({
      claimed: 'Yes',
      country: 'DE',
      specialRatesApply: 'Yes',
      treatySpecialRatesClaims: [{}],
    });
    expect((await claimItem(germany))?.incomeType?.options).toEqual([
      'Dividends',
      'Interest',
      'Royalties',
      'Other Income',
    ]);
    const reference = await loadReference(staticReferenceSource(staticData), ['DE']);
    const dividends = changeAnswer(
      w8ben_2021,
      germany,
      'treatyClaim',
      'treatySpecialRatesClaims',
      [{ incomeType: 'Dividends' }],
      { today, reference },
    );
    expect((await claimItem(dividends))?.articleParagraph?.options).toEqual(['10(2)(b)', '10(2)(a)']);
    const article = changeAnswer(
      w8ben_2021,
      dividends,
      'treatyClaim',
      'treatySpecialRatesClaims',
      [{ incomeType: 'Dividends', articleParagraph: '10(2)(b)' }],
      { today, reference },
    );
    expect(article.treatyClaim?.treatySpecialRatesClaims).toEqual([
      { incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15' },
    ]);
  });

  it('accepts a German resident claiming 15 % on dividends under article 10(2)(b)', async () => {
    expect(
      await failures(
        withClaim({
          claimed: 'Yes',
          country: 'DE',
          specialRatesApply: 'Yes',
          treatySpecialRatesClaims: [germanDividends],
        }),
      ),
    ).toEqual([]);
  });

  it("refuses a rate, an article or an income type the country's treaty does not give", async () => {
    const claim = (item: BlockAnswers) =>
      failures(
        withClaim({ claimed: 'Yes', country: 'DE', specialRatesApply: 'Yes', treatySpecialRatesClaims: [item] }),
      );
    expect(await claim({ ...germanDividends, rate: '5' })).toEqual([
      'treatySpecialRatesClaims.0.rate:questionnaire.treatyClaim.specialRates.rate.errorMessage',
    ]);
    expect(await claim({ ...germanDividends, articleParagraph: '11(1)' })).toEqual([
      'treatySpecialRatesClaims.0.articleParagraph:questionnaire.treatyClaim.specialRates.article.errorMessage',
    ]);
    // An unknown income type has no articles ('Not Applicable'): its article is refused with it.
    expect(await claim({ ...germanDividends, incomeType: 'Pensions' })).toEqual([
      'treatySpecialRatesClaims.0.incomeType:questionnaire.treatyClaim.specialRates.incomeType.errorMessage',
      'treatySpecialRatesClaims.0.articleParagraph:questionnaire.treatyClaim.specialRates.article.errorMessage',
    ]);
  });

  it('accepts "Other Income" under an other article at a rate the customer states, with an explanation, and requires the explanation', async () => {
    const other = {
      incomeType: 'Other Income',
      articleParagraph: 'Article 20 Students and trainees',
      rate: '0',
      explanation: 'Student at a U.S. university, grant for study.',
    };
    const austria = (item: BlockAnswers) =>
      withClaim({ claimed: 'Yes', country: 'AT', specialRatesApply: 'Yes', treatySpecialRatesClaims: [item] });
    // Austria has a treaty but no special rates in the data: Other Income is the only income type.
    expect((await claimItem(austria({})))?.incomeType?.options).toEqual(['Other Income']);
    expect(await failures(austria(other))).toEqual([]);
    expect(await failures(austria({ ...other, explanation: '' }))).toEqual([
      'treatySpecialRatesClaims.0.explanation:questionnaire.treatyClaim.specialRates.explanation.errorMessage',
    ]);
  });

  // 15 % on portfolio dividends is the treaty's ordinary rate — line 9 alone; line 10 is asked first.
  it('line 9 alone is a complete claim once the customer says no special rates or conditions apply', async () => {
    const asked = await evaluate(withClaim({ claimed: 'Yes', country: 'DE' }));
    expect(asked.blocks.treatyClaim?.questions.specialRatesApply?.visible).toBe(true);
    expect(asked.blocks.treatyClaim?.questions.treatySpecialRatesClaims?.visible).toBe(false);
    expect(asked.failures.map((f) => `${f.questionId}:${f.message}`)).toEqual([
      'specialRatesApply:questionnaire.treatyClaim.specialRatesApply.errorMessage',
    ]);
    expect(await failures(withClaim({ claimed: 'Yes', country: 'DE', specialRatesApply: 'No' }))).toEqual([]);
  });

  it('line 10 opens as one claim to fill in only after Yes, and No clears a claim begun', async () => {
    const yes = await evaluate(withClaim({ claimed: 'Yes', country: 'DE', specialRatesApply: 'Yes' }));
    const line10 = yes.blocks.treatyClaim?.questions.treatySpecialRatesClaims;
    expect(line10?.visible).toBe(true);
    expect(line10?.items).toHaveLength(1);
    const block = w8ben_2021.blocks.find((b) => b.id === 'treatyClaim');
    const itemQuestions = block?.questions.find((q) => q.id === 'treatySpecialRatesClaims')?.items?.questions;
    expect(itemQuestions?.find((q) => q.id === 'explanation')?.hint).toBe(
      'questionnaire.treatyClaim.specialRates.explanation.hint',
    );
    const reference = await loadReference(staticReferenceSource(staticData), ['DE']);
    const no = changeAnswer(
      w8ben_2021,
      withClaim({
        claimed: 'Yes',
        country: 'DE',
        specialRatesApply: 'Yes',
        treatySpecialRatesClaims: [germanDividends],
      }),
      'treatyClaim',
      'specialRatesApply',
      'No',
      { today, reference },
    );
    expect(no.treatyClaim).toEqual({ claimed: 'Yes', country: 'DE', specialRatesApply: 'No' });
  });
});
