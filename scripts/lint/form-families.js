// @ts-check
/**
 * Form families stand alone (docs/forms.md "Families and blocks"): a file in one family's folder of packages/forms/src
 * (w9/, w8ben/, crsi/, crse/, fatcacrs/, rc/, …) imports no other family's folder, and the shared folders (blocks/,
 * groups/, prequal/, printed/, reference/, testing/) import no family; what two families share lives in blocks/.
 * Every folder of packages/forms/src that is not a shared one is a family, so a new family is covered with no change
 * here. The top-level modules (catalogue, families, registry, …) may import any family: the registry loads them.
 * Imports are resolved from the importing file, so `../crsi/paper` and `../../src/crsi/paper` are judged alike.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

/** The folders of packages/forms/src that hold no family. */
export const SHARED_FOLDERS = ['blocks', 'groups', 'prequal', 'printed', 'reference', 'testing'];

/** The folder of a file under packages/forms/src: 'family:<name>', 'shared:<name>', 'top' or null (elsewhere). */
export function folderOf(file) {
  const parts = file.split(path.sep).join('/').split('/');
  const src = parts.lastIndexOf('src');
  if (src < 2 || parts[src - 1] !== 'forms' || parts[src - 2] !== 'packages') return null;
  if (parts.length === src + 2) return 'top';
  const folder = parts[src + 1] ?? '';
  return SHARED_FOLDERS.includes(folder) ? `shared:${folder}` : `family:${folder}`;
}

/** The folder an import names, resolved from the importing file: a folder itself (`../crsi`) counts as its index. */
export function targetOf(importer, specifier) {
  const resolved = path.resolve(path.dirname(importer), specifier);
  const isFolder = statSync(resolved, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return folderOf(isFolder ? path.join(resolved, 'index.ts') : resolved);
}

/** Why an import from one folder into another is not allowed, or null when it is. */
export function violation(from, to) {
  if (!from || !to || from === to || from === 'top' || !to.startsWith('family:')) return null;
  const target = to.slice('family:'.length);
  if (from.startsWith('family:'))
    return `${from.slice('family:'.length)}/ imports the ${target}/ family (a family imports no other family; move what both use to blocks/)`;
  return `${from.slice('shared:'.length)}/ imports the ${target}/ family (the shared folders import no family; load a definition through the registry)`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps the form families of packages/forms apart' }, schema: [] },
  create(context) {
    const from = folderOf(context.filename);
    if (!from || from === 'top') return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const why = violation(from, targetOf(context.filename, source.value));
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const formFamilies = { rules: { families: rule } };
