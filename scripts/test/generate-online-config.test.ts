/**
 * fixtures/config/online-config.json's titles and revisions are what scripts/generate-online-config.ts makes of the
 * catalogue entries of packages/forms (a form type's title and revision written once).
 * Run: npx vitest run scripts/test/generate-online-config.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './fail-on-console';
import { ONLINE_CONFIG_PATH, renderOnlineConfig } from '../generate-online-config';

type Entry = { formType: string; title: string; revision: string; localized?: Record<string, object> };
const entries = (text: string) => (JSON.parse(text) as { formTypes: Entry[] }).formTypes;

describe('fixtures/config/online-config.json', () => {
  const committed = readFileSync(ONLINE_CONFIG_PATH, 'utf8');

  it('is up to date (regenerate: npx tsx scripts/generate-online-config.ts)', async () => {
    expect(committed).toBe(await renderOnlineConfig(committed));
  });

  it('fails the check when a title or revision is edited by hand, and the generator puts it back', async () => {
    const edited = committed.replace('"revision": "Rev. March 2024"', '"revision": "Rev. May 2024"');
    expect(edited).not.toBe(committed);
    expect(await renderOnlineConfig(edited)).toBe(committed);
  });

  it('adds a catalogued form type the file does not list, offered, with its titles', async () => {
    const config = JSON.parse(committed) as { formTypes: Entry[] };
    config.formTypes = config.formTypes.filter((entry) => entry.formType !== 'crscp');
    const regenerated = entries(await renderOnlineConfig(JSON.stringify(config)));
    expect(regenerated.find((entry) => entry.formType === 'crscp')).toMatchObject({
      title: 'CRS Controlling Person Self-Certification',
      revision: '2016',
      isEnabled: true,
      isVisible: true,
      localized: { de: { title: 'CRS-Selbstauskunft für beherrschende Personen' } },
    });
  });

  it('names each revision in every language, and the unversioned W-8BEN-E as earlier than July 2017 (its month unknown)', () => {
    const byType = new Map(entries(committed).map((entry) => [entry.formType, entry]));
    expect(byType.get('w9_2024')).toMatchObject({
      title: 'Form W-9',
      revision: 'Rev. March 2024',
      localized: {
        de: { title: 'Formular W-9', revision: 'Rev. März 2024' },
        pl: { title: 'Formularz W-9', revision: 'Wer. marzec 2024' },
        zh: { title: 'W-9 表格', revision: '2024年3月修订版' },
      },
    });
    expect(byType.get('w8bene')).toMatchObject({
      revision: 'Rev. before July 2017',
      localized: { de: { revision: 'Rev. vor Juli 2017' }, fr: { revision: 'Rév. antérieure à juillet 2017' } },
    });
    expect(byType.get('w8bene_2017')?.revision).toBe('Rev. July 2017');
    expect(byType.get('rc518')?.localized?.fr).toEqual({
      title: "RC518 Déclaration de résidence aux fins de l'impôt pour les particuliers",
    });
  });
});
