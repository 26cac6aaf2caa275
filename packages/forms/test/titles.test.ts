import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  definedFormTypes,
  formCatalogue,
  formTypes,
  loadDefinition,
  localizedTitles,
  printedRevision,
  revisionIn,
  type FormType,
} from '../src/index';

/**
 * A form type's title and revision are written once, in its catalogue entry (`title`, `edition`);
 * its definition, the PDF and the online configuration (scripts/generate-online-config.ts) read them.
 */
const german = {
  'formRevision.month': 'Rev. {{month}} {{year}}',
  'formRevision.before': 'Rev. vor {{month}} {{year}}',
};

describe('titles and revisions', () => {
  it('prints a revision as the form does: the IRS month, a year, or before the month of the next one', () => {
    expect(printedRevision({ month: '2024-03' })).toBe('Rev. March 2024');
    expect(printedRevision({ month: '2017-07' })).toBe('Rev. July 2017');
    expect(printedRevision({ year: '2016' })).toBe('2016');
    expect(printedRevision({ before: '2017-07' })).toBe('Rev. before July 2017');
    expect(printedRevision({ month: '2021-10' })).toBe('Rev. October 2021');
    expect(printedRevision({ month: '2024-01' })).toBe('Rev. January 2024');
    expect(printedRevision({ month: '2024-12' })).toBe('Rev. December 2024');
    expect(() => printedRevision({ month: '2024-13' })).toThrow('Not a month');
    expect(() => printedRevision({ before: '2024' })).toThrow('Not a month');
  });

  it("names a revision in a language from its catalogue's template and the language's month", () => {
    expect(revisionIn({ month: '2024-03' }, 'de', german)).toBe('Rev. März 2024');
    expect(revisionIn({ before: '2017-07' }, 'de', german)).toBe('Rev. vor Juli 2017');
    expect(revisionIn({ month: '2021-10' }, 'zh', { 'formRevision.month': '{{year}}年{{month}}月修订版' })).toBe(
      '2021年10月修订版',
    );
    expect(revisionIn({ year: '2024' }, 'de', {})).toBe('2024');
    expect(() => revisionIn({ month: '2024-03' }, 'fr', {})).toThrow('The fr catalogue has no formRevision.month.');
  });

  it('gives the online configuration its title and revisions, and says which key a language lacks', () => {
    const entry = { title: 'formTitle.w9', edition: { month: '2024-03' } };
    const catalogues = new Map([
      ['en' as const, { 'formTitle.w9': 'Form W-9', 'formRevision.month': 'Rev. {{month}} {{year}}' }],
      ['de' as const, { 'formTitle.w9': 'Formular W-9', ...german }],
    ]);
    expect(localizedTitles(entry, catalogues)).toEqual({
      title: 'Form W-9',
      revision: 'Rev. March 2024',
      localized: { de: { title: 'Formular W-9', revision: 'Rev. März 2024' } },
    });
    expect(localizedTitles({ ...entry, edition: { year: '2016' } }, catalogues).localized).toEqual({
      de: { title: 'Formular W-9' },
    });
    expect(() => localizedTitles(entry, new Map([['en', {}]]))).toThrow('The en catalogue has no formTitle.w9.');
  });

  it('gives every definition the revision its catalogue entry prints (none written in a definition)', async () => {
    for (const type of definedFormTypes()) {
      const definition = await loadDefinition(type);
      expect(definition?.revision, type).toBe(catalogueEntry(type)?.revision);
    }
    expect(definedFormTypes()).toHaveLength(24);
  });

  it('gives the revisions of one form one title key, and each revision its own edition', () => {
    const byTitle = new Map<string, FormType[]>();
    for (const type of formTypes)
      byTitle.set(formCatalogue[type].title, [...(byTitle.get(formCatalogue[type].title) ?? []), type]);
    expect(byTitle.get('formTitle.w8bene')).toEqual(['w8bene', 'w8bene_2017', 'w8bene_2021']);
    for (const types of byTitle.values()) {
      const revisions = types.map((type) => formCatalogue[type].revision);
      expect(new Set(revisions).size, types.join(', ')).toBe(types.length);
    }
  });
});
