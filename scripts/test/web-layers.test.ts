import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerOf, violation, webLayers } from '../lint/web-layers.js';

/**
 * The web app's layers. The rule lives in eslint.config.js (`web/layers`, so `npm run lint` and the
 * editor report it); this test runs it over apps/web/src inside `npm test` and proves on samples that it fires.
 */
const root = resolve(import.meta.dirname, '..', '..');
const src = (file: string) => resolve(root, 'apps/web/src', file);

function layersLinter(): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { web: webLayers },
        rules: { 'web/layers': 'error' },
      },
    ],
  });
}

describe('web app layers', () => {
  it('names the layer of a file', () => {
    expect(layerOf(src('features/form/editor/FormEditor.tsx'))).toBe('feature:form');
    expect(layerOf(src('lib/navigation/paths.ts'))).toBe('lib');
    expect(layerOf(src('questionnaire/answers.ts'))).toBe('questionnaire');
    expect(layerOf(src('app/router.tsx'))).toBe('app');
    expect(layerOf(src('main.tsx'))).toBeNull();
    expect(layerOf(resolve(root, 'packages/forms/src/index.ts'))).toBeNull();
  });

  it('allows the app anything, a feature itself and the shared layers, and nothing else', () => {
    expect(violation('app', 'feature:form')).toBeNull();
    expect(violation('feature:form', 'feature:form')).toBeNull();
    expect(violation('feature:form', 'lib')).toBeNull();
    expect(violation('feature:prequal', 'components')).toBeNull();
    expect(violation('feature:prequal', 'feature:form')).toMatch(/a feature imports no other feature/);
    expect(violation('lib', 'feature:form')).toMatch(/import no feature/);
    expect(violation('components', 'feature:form')).toMatch(/import no feature/);
    expect(violation('testing', 'feature:auth')).toMatch(/import no feature/);
    expect(violation('feature:form', 'app')).toMatch(/imports the app/);
    expect(violation('feature:form', 'questionnaire')).toBeNull();
    expect(violation('testing', 'questionnaire')).toBeNull();
    expect(violation('questionnaire', 'lib')).toBeNull();
    expect(violation('questionnaire', 'feature:form')).toMatch(/import no feature/);
    expect(violation('lib', 'questionnaire')).toMatch(/lie below it/);
    expect(violation('components', 'questionnaire')).toMatch(/lie below it/);
  });

  it('no file of apps/web/src crosses a layer', async () => {
    const results = await layersLinter().lintFiles(['apps/web/src/**/*.{ts,tsx}']);
    expect(results.length).toBeGreaterThan(100);
    expect(
      results.flatMap((r) =>
        r.messages
          .filter((m) => m.ruleId === 'web/layers')
          .map((m) => `${r.filePath.slice(root.length + 1)}:${m.line} ${m.message}`),
      ),
    ).toEqual([]);
  });

  it('fires on a feature importing another, however the path is written (so the check above cannot pass by doing nothing)', async () => {
    const linter = layersLinter();
    const lint = async (file: string, code: string) =>
      (await linter.lintText(code, { filePath: src(file) }))[0]?.messages.map((m) => m.message) ?? [];
    expect(await lint('features/prequal/x.ts', "import { a } from '../form/logic/members';")).toHaveLength(1);
    expect(
      await lint('features/prequal/sub/x.ts', "export { a } from '../../../features/form/api/subject';"),
    ).toHaveLength(1);
    expect(await lint('lib/x.ts', "const m = import('../features/form');")).toHaveLength(1);
    expect(
      await lint('features/form/x.ts', "import { a } from './logic/members';\nimport { b } from '../../lib/paths';"),
    ).toEqual([]);
  });
});
