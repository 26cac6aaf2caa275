import type { OnlineConfig, StaticData } from '@taxcert/contracts';
import type { Answers, FormDefinition, ReferenceData } from '@taxcert/engine';

/**
 * The one reference-data loader of the browser and the simulator (ADR 014). The form's questions read
 * reference data (questionnaire-and-forms.md §3); the browser gets it through the spec's config calls
 * (app-shell.md §10: config/jurisdictions, stockmarkets, lobs, igasubclassifications, otherarticles and
 * specialrateprovisions/{id}?hasPensionClaim), the simulator answers those calls from its static data.
 * Both build the engine's {@link ReferenceData} here, from the same calls, so the simulator validates,
 * signs and prints with exactly the data the page checked with.
 */

/** One special rate (the contract's SpecialRateProvisionSchema). */
export type SpecialRateProvision = StaticData['specialRateProvisions'][string]['standard'][number];
type Awaitable<T> = T | Promise<T>;

/** The reference calls of the config contract, by what they answer (a failed call throws). */
export interface ReferenceSource {
  /** GET config/jurisdictions. */
  jurisdictions(): Awaitable<Pick<StaticData, 'jurisdictions' | 'usTaxTreatyCountries' | 'annexIICountries'>>;
  /** GET config/stockmarkets. */
  stockMarkets(): Awaitable<StaticData['stockMarkets']>;
  /** GET config/lobs. */
  lobs(): Awaitable<StaticData['lobs']>;
  /** GET config/igasubclassifications. */
  igaSubclassifications(): Awaitable<StaticData['igaSubClassificationsCombos']>;
  /** GET config/otherarticles. */
  otherArticles(): Awaitable<StaticData['otherArticles']>;
  /**
   * GET config/specialrateprovisions/{id}?hasPensionClaim: the country's standard rates, with the pension
   * rates after them for a pension claim; undefined when the country has none (the call's 404).
   */
  specialRateProvisions(country: string, hasPensionClaim: boolean): Awaitable<SpecialRateProvision[] | undefined>;
}

/** The reference calls answered from the static data bundle (the simulator's fixtures/reference/static-data.json). */
export function staticReferenceSource(data: StaticData) {
  return {
    jurisdictions: () => ({
      jurisdictions: data.jurisdictions,
      usTaxTreatyCountries: data.usTaxTreatyCountries,
      annexIICountries: data.annexIICountries,
    }),
    stockMarkets: () => data.stockMarkets,
    lobs: () => data.lobs,
    igaSubclassifications: () => data.igaSubClassificationsCombos,
    otherArticles: () => data.otherArticles,
    specialRateProvisions: (country: string, hasPensionClaim: boolean): SpecialRateProvision[] | undefined => {
      // An own property only: a country code is never looked up on the object's prototype.
      const provisions = Object.hasOwn(data.specialRateProvisions, country)
        ? data.specialRateProvisions[country]
        : undefined;
      if (!provisions) return undefined;
      return hasPensionClaim ? [...provisions.standard, ...provisions.pension] : provisions.standard;
    },
  } satisfies ReferenceSource;
}

const sameProvision = (a: SpecialRateProvision, b: SpecialRateProvision) =>
  a.incomeType === b.incomeType && a.article === b.article && a.percentage === b.percentage;

/** A country's special rates from its two calls: standard, and the pension ones (the pension answer less the standard). */
async function countryRates(source: ReferenceSource, country: string) {
  const [standard, withPension] = await Promise.all([
    source.specialRateProvisions(country, false),
    source.specialRateProvisions(country, true),
  ]);
  const base = standard ?? [];
  return { standard: base, pension: (withPension ?? []).filter((p) => !base.some((s) => sameProvision(s, p))) };
}

/** The value of a call, or undefined when it failed (the questions that need it then offer every option). */
async function settled<T>(call: () => Awaitable<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}

/**
 * The reference data of a form: jurisdictions with the treaty and Annex II lists, stock markets, LOBs,
 * IGA subclassifications, other articles, and the special rates of each country in `countries` (the
 * treaty countries the answers chose, see {@link treatyCountriesOf}; a country without rates gets empty
 * lists, so its claim offers 'Other Income' only). A call that fails leaves its part out.
 */
export async function loadReference(source: ReferenceSource, countries: readonly string[]): Promise<ReferenceData> {
  const [jurisdictions, stockMarkets, lobs, iga, otherArticles, rates] = await Promise.all([
    settled(() => source.jurisdictions()),
    settled(() => source.stockMarkets()),
    settled(() => source.lobs()),
    settled(() => source.igaSubclassifications()),
    settled(() => source.otherArticles()),
    Promise.all(
      [...new Set(countries)].map(
        async (country) => [country, await settled(() => countryRates(source, country))] as const,
      ),
    ),
  ]);
  const known = rates.filter(
    (entry): entry is readonly [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined,
  );
  return {
    ...(jurisdictions
      ? {
          jurisdictions: jurisdictions.jurisdictions,
          usTaxTreatyCountries: jurisdictions.usTaxTreatyCountries,
          annexIICountries: jurisdictions.annexIICountries,
        }
      : {}),
    ...(stockMarkets ? { stockMarkets } : {}),
    ...(lobs ? { lobs } : {}),
    ...(iga ? { igaSubClassificationsCombos: iga } : {}),
    ...(otherArticles ? { otherArticles } : {}),
    ...(known.length > 0 ? { specialRateProvisions: Object.fromEntries(known) } : {}),
  };
}

/** The form type's valid chapter 3 / chapter 4 pairs of the online configuration added to loaded reference data. */
export function formReference(
  loaded: ReferenceData,
  formType: string,
  config: Pick<OnlineConfig, 'validCh3Ch4Combinations'> | null | undefined,
): ReferenceData {
  const combinations = config?.validCh3Ch4Combinations[formType];
  return combinations ? { ...loaded, validCh3Ch4Combinations: combinations } : loaded;
}

/**
 * The treaty countries the answers chose: the answers of the definition's treaty-country questions
 * (`props.countries === 'treaty'`, e.g. W-8BEN line 9), in order, without repeats. Their special rates are
 * what the claim's questions read.
 */
export function treatyCountriesOf(definition: FormDefinition, answers: Answers): string[] {
  const countries: string[] = [];
  // Index loops: the editor asks on every keystroke, and a for…of that the browser has not optimised yet allocates a
  // step object for each of the form's questions (ADR 115).
  const { blocks } = definition;
  for (let b = 0; b < blocks.length; b += 1) {
    const block = blocks[b] as (typeof blocks)[number];
    for (let q = 0; q < block.questions.length; q += 1) {
      const question = block.questions[q] as (typeof block.questions)[number];
      if (question.props?.countries !== 'treaty') continue;
      const value = answers[block.id]?.[question.id];
      if (typeof value === 'string' && TWO_LETTERS.test(value) && !countries.includes(value)) countries.push(value);
    }
  }
  return countries;
}

const TWO_LETTERS = /^[A-Z]{2}$/;
