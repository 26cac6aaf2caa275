/**
 * docs/qa/prequal-tree.md is what scripts/generate-prequal-tree.ts produces from today's questionnaire definitions.
 * Run: npx vitest run scripts/test/generate-prequal-tree.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './fail-on-console';
import { PREQUAL_TREE_PATH, renderPrequalTree } from '../generate-prequal-tree';

describe('docs/qa/prequal-tree.md', () => {
  it('is up to date (regenerate: npx tsx scripts/generate-prequal-tree.ts)', () => {
    expect(readFileSync(PREQUAL_TREE_PATH, 'utf8')).toBe(renderPrequalTree());
  });

  it('walks each variant to every form it can name, the Canadian questions only in the Canadian variant', () => {
    const text = renderPrequalTree();
    const [standard = '', canadian = ''] = text.split('## Canadian variant');
    for (const form of ['crscp', 'w9_2024', 'w8eci_2021', 'fatca_crsi_2023', 'crsi_2024', 'w8ben_2021', 'crse'])
      expect(standard, form).toContain(`⇒ **\`${form}\``);
    for (const form of ['w8imy_2021', 'w8bene_2021', 'w8exp_2023']) expect(standard, form).toContain(`\`${form}\``);
    expect(standard).not.toContain('canada.hasCanadianAccount');
    expect(canadian).toContain('(`canada.hasCanadianAccount`)');
    expect(canadian).toContain('⇒ **`rc518_2024`**');
    expect(canadian).toContain('⇒ **`rc519_2024`**');
    expect(canadian).toContain('⇒ **no form**');
  });
});
