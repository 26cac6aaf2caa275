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
 * A form's data. Checked in one bounded, iterative pass ({@link findJsonBreach}) rather than by a
 * recursive schema, which took seconds on a 1 MB body and overflowed the stack at 5,000 levels; the
 * limits are documented in the OpenAPI document (`metaOpenApi`, read by @ts-rest/open-api's generator).
 */
export const FormDataSchema = Object.assign(
  z.custom<FormData>(
    (value) => formDataBreach(value) === null,
    (value) => {
      const breach = formDataBreach(value);
      return {
        message: breach ? describeBreach({ ...breach, path: [] }, 'The form data') : 'The form data is invalid.',
        path: breach?.path ?? [],
      };
    },
  ),
  { metaOpenApi: formDataDoc },
);

/** A binary body (PDF, uploaded file, image). */
export const BinarySchema = z.custom<Blob | Buffer | Uint8Array>(() => true);
