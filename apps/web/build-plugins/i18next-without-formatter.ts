import type { Plugin } from 'vite';
import { editModule } from './edit-module';

/** i18next's one module (26.x, pinned), which the start-up file loads. */
const I18NEXT = /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;
/** `init()` takes i18next's built-in Formatter when no formatter module was given with `use()`. */
const BUILT_IN_FORMATTER = 'formatter = Formatter;';

/**
 * i18next without its built-in Formatter (the `{{value, number}}`, `currency`, `datetime`, `relativetime` and `list`
 * formats of interpolation, with their Intl caches; ~0.6 KiB gzip of the start-up file, ADR 033). No text the app
 * shows uses a format: dates and numbers are formatted in the app (date-fns, Intl) before they are put into a text,
 * and a test reads every catalogue, bundled and served, for the `{{name, format}}` syntax. Without a formatter,
 * i18next's own default (`format: value => value`) stays in place, so a format that came back would print the plain
 * value, never fail.
 *
 * Lines never move (sourcemaps stay right to the line). Throws when the statement is not found once (a new i18next
 * version), so that neither the bytes come back nor the edit goes astray unnoticed.
 */
export function withoutBuiltInFormatter(code: string): string {
  if (code.split(BUILT_IN_FORMATTER).length !== 2) {
    throw new Error(
      `i18next: \`${BUILT_IN_FORMATTER}\` is not found once, as ADR 033 expects; check build-plugins/i18next-without-formatter.ts against this version`,
    );
  }
  return code.replace(BUILT_IN_FORMATTER, 'formatter = undefined;');
}

/** Vite plugin: i18next's built-in Formatter leaves the bundle (ADR 033). Build only; the dev server and tests keep it. */
export function i18nextWithoutFormatter(): Plugin {
  return editModule('i18next-without-formatter', I18NEXT, withoutBuiltInFormatter);
}
