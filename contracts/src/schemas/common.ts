import { z } from 'zod';
import { BODY_LIMITS, describeBreach, findJsonBreach, FORM_DATA_BOUNDS, type JsonBreach } from './limits';

/** Form types are lower-case codes from the catalogue (e.g. `w9_2024`); the catalogue lives in @taxcert/forms. */
export const FormTypeSchema = z.string().regex(/^[a-z0-9_]{2,40}$/, 'a lower-case form type code');
/** Ids of forms, groups and documents are positive integers. */
export const IdSchema = z.coerce.number().int().positive();
export const IdParamsSchema = z.object({ id: IdSchema }).strict();

/** Any JSON value (fixtures; request bodies use the bounded {@link FormDataSchema}). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
// Built once: `z.lazy(() => z.union([...]))` made a new union, array and record schema for every value it
// checked; the lazy reference below only returns this one.
const jsonValue: z.ZodType<Json> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.lazy(() => jsonValue)),
  z.record(z.lazy(() => jsonValue)),
]);
export const JsonSchema: z.ZodType<Json> = jsonValue;

/** Answers keyed by block (form-data section) id, then by question id. */
export type FormData = Record<string, Record<string, Json>>;

/**
 * The OpenAPI description of an answer nested at most `levels` more levels, with the limits of
 * {@link BODY_LIMITS}.
 */
function answerDoc(levels: number): Record<string, unknown> {
  const scalars = [{ type: 'string', maxLength: BODY_LIMITS.stringLength }, { type: 'number' }, { type: 'boolean' }];
  if (levels === 0) return { nullable: true, anyOf: scalars };
  const inner = answerDoc(levels - 1);
  return {
    nullable: true,
    anyOf: [
      ...scalars,
      { type: 'array', maxItems: BODY_LIMITS.arrayItems, items: inner },
      { type: 'object', maxProperties: BODY_LIMITS.keys, additionalProperties: inner },
    ],
  };
}

const formDataDoc = {
  type: 'object',
  nullable: false,
  description: `Answers by block id, then question id. Limits: answers nest at most ${BODY_LIMITS.answerDepth} levels; lists of at most ${BODY_LIMITS.arrayItems} items; objects of at most ${BODY_LIMITS.keys} keys; texts of at most ${BODY_LIMITS.stringLength} characters; at most ${BODY_LIMITS.values} values in all.`,
  maxProperties: BODY_LIMITS.keys,
  additionalProperties: {
    type: 'object',
    maxProperties: BODY_LIMITS.keys,
    additionalProperties: answerDoc(BODY_LIMITS.answerDepth),
  },
};

const formDataBreach = (value: unknown): JsonBreach | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { message: 'must be an object of blocks', path: [] };
  for (const [block, answers] of Object.entries(value)) {
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers))
      return { message: 'must be an object of questions', path: [block] };
  }
  return findJsonBreach(value, FORM_DATA_BOUNDS);
};

/**
 * The check of a form's data as a zod type of its own. `z.custom` with a check is a refinement (ZodEffects), and
 * zod 3 gives every refinement a check context with a getter that closes over the parse: V8 then keeps what that
 * getter reaches (the whole request body) alive through each young collection until the next full one. Each call's
 * body was promoted and collected late (ADR 130). This type reports the same issue as `z.custom` did: code `custom`,
 * fatal, the breach's message and path.
 */
class FormDataType extends z.ZodType<FormData, z.ZodTypeDef, FormData> {
  _parse(input: z.ParseInput): z.ParseReturnType<FormData> {
    const breach = formDataBreach(input.data);
    if (breach === null) return z.OK(input.data as FormData);
    z.addIssueToContext(this._getOrReturnCtx(input), {
      code: z.ZodIssueCode.custom,
      message: describeBreach({ ...breach, path: [] }, 'The form data'),
      path: breach.path,
      fatal: true,
    });
    return z.INVALID;
  }
}

/**
 * A form's data. Checked in one bounded, iterative pass ({@link findJsonBreach}) rather than by a
 * recursive schema, which took seconds on a 1 MB body and overflowed the stack at 5,000 levels; the
 * limits are documented in the OpenAPI document (`metaOpenApi`, read by @ts-rest/open-api's generator).
 */
export const FormDataSchema = Object.assign(new FormDataType({}), { metaOpenApi: formDataDoc });

/**
 * A binary body (PDF, uploaded file, image). `z.custom` without a check is a plain ZodAny, not a refinement that would
 * keep the bytes alive through young collections (ADR 130).
 */
export const BinarySchema = z.custom<Blob | Buffer | Uint8Array>();
