import type { Plugin } from 'vite';
import { editModule } from './edit-module.ts';

/** The one module of @ts-rest/core (3.52.1, pinned) that the browser's API client loads. */
const TS_REST_CORE = /[\\/]@ts-rest[\\/]core[\\/]index\.esm\.mjs$/;
/**
 * Its one statement that runs zod when the module loads: `ZodErrorSchema` (a schema for servers' validation
 * errors, ts-rest PR #601), built at the top of the module, so no bundler may drop it — and with it the whole
 * of zod (~12 KiB gzip), although the client never uses it.
 */
const ZOD_ERROR_SCHEMA = /const ZodErrorSchema = (z\.object\(\{[\s\S]*?\n\}\));/;

/**
 * The same statement, built only when something reads it: the schema's construction moves into a function
 * called once, annotated pure, so the bundler drops it with zod when nothing imports `ZodErrorSchema` (the
 * browser) and a server that imports it gets the very same schema. Throws when the statement is not found (a
 * new ts-rest version), so that zod never comes back to the first screens unnoticed.
 */
export function buildZodErrorSchemaLazily(code: string): string {
  if (!ZOD_ERROR_SCHEMA.test(code)) {
    throw new Error(
      '@ts-rest/core: ZodErrorSchema not found where ADR 026 expects it; check build-plugins/ts-rest-without-zod.ts against this version',
    );
  }
  return code.replace(ZOD_ERROR_SCHEMA, 'const ZodErrorSchema = /* @__PURE__ */ (() => $1)();');
}

/** Vite plugin: keeps zod out of the browser's API client (ADR 026). Build only; the dev server loads zod. */
export function tsRestWithoutZod(): Plugin {
  return editModule('ts-rest-without-zod', TS_REST_CORE, buildZodErrorSchemaLazily);
}
