import type { FormData } from '@taxcert/contracts';
import type { FormDefinition, ReferenceData } from '@taxcert/engine';
import { formReference, loadReference, staticReferenceSource, treatyCountriesOf } from '@taxcert/forms';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';

/** The reference calls as this simulator answers them (GET config/…, routes/config.ts), from its static data. */
export const referenceSource = (ctx: SimContext) => staticReferenceSource(ctx.fixtures.staticData);

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
  const loaded = await loadReference(referenceSource(ctx), treatyCountriesOf(definition, data));
  return formReference(loaded, definition.formType, ctx.config(request.session));
}
