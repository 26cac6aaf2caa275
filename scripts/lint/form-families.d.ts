import type { ESLint } from 'eslint';

/** The folders of packages/forms/src that hold no family. */
export const SHARED_FOLDERS: readonly string[];
/** The folder of a file under packages/forms/src: 'family:<name>', 'shared:<name>', 'top' or null (elsewhere). */
export function folderOf(file: string): string | null;
/** The folder an import names, resolved from the importing file: a folder itself (`../crsi`) counts as its index. */
export function targetOf(importer: string, specifier: string): string | null;
/** Why an import from one folder into another is not allowed, or null when it is. */
export function violation(from: string | null, to: string | null): string | null;
/** The local ESLint plugin with the `families` rule. */
export const formFamilies: ESLint.Plugin;
