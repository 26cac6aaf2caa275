// @ts-check
/**
 * The web app's layers (docs/architecture.md "The web app's layers"): app/ composes features; a feature imports
 * no other feature and not the app; questionnaire/ (the questionnaire's renderer and widgets) imports no feature and
 * not the app; lib/ and components/ import none of those and not the questionnaire; testing/ may import the
 * questionnaire to render it. Imports are
 * resolved from the importing file, so `../../features/x` and `../x` are judged alike. A local ESLint rule, so
 * `npm run lint` enforces the layout with no plugin to install.
 */
import path from 'node:path';

/** The layer of a file under apps/web/src: 'app', 'lib', 'components', 'questionnaire', 'testing', 'feature:<name>', or null. */
export function layerOf(file) {
  const parts = file.split(path.sep).join('/').split('/');
  const src = parts.lastIndexOf('src');
  if (src < 1 || parts[src - 1] !== 'web') return null;
  const top = parts[src + 1];
  if (top === 'features') return parts.length > src + 2 ? `feature:${parts[src + 2]}` : null;
  return top === 'app' || top === 'lib' || top === 'components' || top === 'questionnaire' || top === 'testing'
    ? top
    : null;
}

/** Why an import from one layer into another is not allowed, or null when it is. */
export function violation(from, to) {
  if (!from || !to || from === to || from === 'app') return null;
  if (to === 'app') return `${from} imports the app (app/ composes the rest, nothing imports it)`;
  if (to.startsWith('feature:')) {
    if (from.startsWith('feature:'))
      return `${from} imports ${to} (a feature imports no other feature; share through lib/ or components/)`;
    return `${from} imports ${to} (lib/, components/, questionnaire/ and testing/ import no feature)`;
  }
  if (to === 'questionnaire' && (from === 'lib' || from === 'components'))
    return `${from} imports the questionnaire (lib/ and components/ lie below it; share through them)`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps the web app layers apart' }, schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = layerOf(path.resolve(path.dirname(context.filename), source.value));
      const why = violation(from, target);
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

export const webLayers = { rules: { layers: rule } };
