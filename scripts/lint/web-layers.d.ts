import type { ESLint } from 'eslint';

/** The layer of a file under apps/web/src: 'app', 'lib', 'components', 'questionnaire', 'testing', 'feature:<name>', or null. */
export function layerOf(file: string): string | null;
/** Why an import from one layer into another is not allowed, or null when it is. */
export function violation(from: string | null, to: string | null): string | null;
/** The local ESLint plugin with the `layers` rule. */
export const webLayers: ESLint.Plugin;
