import { z } from 'zod';

/** Form types are lower-case codes from the catalogue (e.g. `w9_2024`); the catalogue lives in @taxcert/forms. */
export const FormTypeSchema = z.string().regex(/^[a-z0-9_]{2,40}$/, 'a lower-case form type code');
/** Ids of forms, groups and documents are positive integers. */
export const IdSchema = z.coerce.number().int().positive();
export const IdParamsSchema = z.object({ id: IdSchema }).strict();

/** Any JSON value an answer can hold. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export const JsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(JsonSchema), z.record(JsonSchema)]),
);

/** Answers keyed by block (form-data section) id, then by question id. */
export const FormDataSchema = z.record(z.string(), z.record(z.string(), JsonSchema));
export type FormData = z.infer<typeof FormDataSchema>;

/** A binary body (PDF, uploaded file, image). */
export const BinarySchema = z.custom<Blob | Buffer | Uint8Array>(() => true);
