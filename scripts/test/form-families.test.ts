import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { folderOf, formFamilies, targetOf, violation } from '../lint/form-families.js';

/**
 * Form families stand alone: the rule lives in eslint.config.js (`forms/families`, so `npm run lint`
 * and the editor report it); this test runs it over packages/forms/src and proves on samples that it fires.
 */
const root = resolve(import.meta.dirname, '..', '..');
const src = (file: string) => resolve(root, 'packages/forms/src', file);

function familiesLinter(): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { forms: formFamilies },
        rules: { 'forms/families': 'error' },
      },
    ],
  });
}

describe('form families of packages/forms', () => {
  it('names the folder of a file: a family, a shared folder, the top level or elsewhere', () => {
    expect(folderOf(src('crsi/crsi_2024.ts'))).toBe('family:crsi');
    expect(folderOf(src('fatcacrs/fatca_crse.ts'))).toBe('family:fatcacrs');
    expect(folderOf(src('anewfamily/definition.ts'))).toBe('family:anewfamily');
    expect(folderOf(src('blocks/crsPaper.ts'))).toBe('shared:blocks');
    expect(folderOf(src('groups/crsiw8ben.ts'))).toBe('shared:groups');
    expect(folderOf(src('registry.ts'))).toBe('top');
    expect(folderOf(resolve(root, 'packages/forms/test/crse.form.test.ts'))).toBeNull();
    expect(folderOf(resolve(root, 'apps/web/src/lib/navigation/paths.ts'))).toBeNull();
    expect(targetOf(src('crse/crse.ts'), '../crsi')).toBe('family:crsi');
    expect(targetOf(src('crse/crse.ts'), '../blocks')).toBe('shared:blocks');
  });

  it('allows a family itself, the shared folders and the top level, and no other family', () => {
    expect(violation('family:crse', 'family:crse')).toBeNull();
    expect(violation('family:crse', 'shared:blocks')).toBeNull();
    expect(violation('family:crse', 'top')).toBeNull();
    expect(violation('shared:groups', 'shared:blocks')).toBeNull();
    expect(violation('top', 'family:w9')).toBeNull();
    expect(violation('family:fatcacrs', 'family:crse')).toMatch(/a family imports no other family/);
    expect(violation('shared:blocks', 'family:w9')).toMatch(/the shared folders import no family/);
  });

  it('no file of packages/forms/src imports another family', async () => {
    const results = await familiesLinter().lintFiles(['packages/forms/src/**/*.ts']);
    expect(results.length).toBeGreaterThan(100);
    expect(
      results.flatMap((r) =>
        r.messages
          .filter((m) => m.ruleId === 'forms/families' || m.fatal)
          .map((m) => `${r.filePath.slice(root.length + 1)}:${m.line} ${m.message}`),
      ),
    ).toEqual([]);
  });

  it('fires on one family importing another, however the path is written (so the check above cannot pass by doing nothing)', async () => {
    const linter = familiesLinter();
    const lint = async (file: string, code: string) =>
      (await linter.lintText(code, { filePath: src(file) }))[0]?.messages.map((m) => m.message) ?? [];
    // The imports this rule was written against: the CRS-E, the CRS-CP and FATCA/CRS on the CRS-I's files.
    expect(await lint('crse/crse.ts', "import { crsPaper } from '../crsi/paper';")).toEqual([
      expect.stringMatching(/^crse\/ imports the crsi\/ family/),
    ]);
    expect(await lint('fatcacrs/x.ts', "export { entityPart1 } from '../../src/crse/crse';")).toHaveLength(1);
    expect(await lint('fatcacrs/x.ts', "const w9 = import('../w9/w9_2024');")).toHaveLength(1);
    expect(await lint('crscp/x.ts', "import { crsi } from '../crsi';")).toHaveLength(1);
    expect(await lint('blocks/x.ts', "import { W9_PAYEE_CODES } from '../w9/exemptions';")).toHaveLength(1);
    expect(
      await lint(
        'fatcacrs/x.ts',
        "import { a } from './fatcaEntity';\nimport { b } from '../blocks/crsPaper';\nimport { c } from '../catalogue';",
      ),
    ).toEqual([]);
    expect(await lint('registry.ts', "const c = () => import('./crsi/crsi_2024');")).toEqual([]);
  });
});
