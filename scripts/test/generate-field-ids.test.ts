/**
 * docs/field-ids.md is what scripts/generate-field-ids.ts produces from today's form definitions.
 * Run: npx vitest run scripts/test/generate-field-ids.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './fail-on-console';
import { FIELD_IDS_PATH, renderFieldIds } from '../generate-field-ids';

describe('docs/field-ids.md', () => {
  it('is up to date (regenerate: npx tsx scripts/generate-field-ids.ts)', async () => {
    expect(readFileSync(FIELD_IDS_PATH, 'utf8')).toBe(await renderFieldIds());
  });

  it('lists the ids the simulator’s rules name, e.g. the TIN of a W-9 and a CRS-I tax residence', async () => {
    const text = await renderFieldIds();
    expect(text).toContain('## `w9_2024` — ');
    expect(text).toContain('| `usTin.tin` | I | ');
    expect(text).toContain('| `taxResidences.taxResidences` | 2 |  | repeater | ');
  });
});
