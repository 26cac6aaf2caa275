import type { FormData, StaticData } from '@taxcert/contracts';
import type { FormDefinition, ReferenceData } from '@taxcert/engine';
import { formReference, loadReference, staticReferenceSource, treatyCountriesOf } from '@taxcert/forms';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';

/** The reference calls as this simulator answers them (GET config/…, routes/config.ts), from its static data. */
export const referenceSource = (ctx: SimContext) => staticReferenceSource(ctx.fixtures.staticData);

/**
 * Reference data loaded from a static data bundle, by the treaty countries asked for (ADR 097): the bundle is loaded
 * once and never changed, so the same countries give the same data. At most {@link KEPT} lists of countries are kept
 * per bundle (answers choose them: the set is emptied when full).
 */
const loaded = new WeakMap<StaticData, Map<string, Promise<ReferenceData>>>();
const KEPT = 256;

/**
 * The reference data a form's answers are validated, signed and printed with: what the browser loads for
 * the same answers (packages/forms reference/load.ts, ADR 014) — the config calls, the special rates of
 * the chosen treaty countries, and the form type's ch3/ch4 pairs of the session's online configuration.
 */
export async function referenceFor(
  ctx: SimContext,
  request: FastifyRequest,
  definition: FormDefinition,
  data: FormData,
): Promise<ReferenceData> {
  const countries = treatyCountriesOf(definition, data);
  const key = countries.join(',');
  let byCountries = loaded.get(ctx.fixtures.staticData);
  if (!byCountries) {
    byCountries = new Map();
    loaded.set(ctx.fixtures.staticData, byCountries);
  }
  let reference = byCountries.get(key);
  if (!reference) {
    if (byCountries.size >= KEPT) byCountries.clear();
    reference = loadReference(referenceSource(ctx), countries);
    byCountries.set(key, reference);
  }
  return formReference(await reference, definition.formType, ctx.config(request.session));
}
