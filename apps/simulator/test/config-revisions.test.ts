import type { OnlineConfig } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn } from './helper';

/**
 * The revision the customer reads on the form-selection card and the success page (the online configuration's)
 * is the revision the form's PDF prints beside its name (the definition's), for every type with a definition.
 * RC518 and RC519 before 2024 said "2016" in the configuration and "2018" on the PDF: the reference's public RC518
 * copy is "18e" (canada-rc518-rc519.md), so 2018 (ADR 018).
 */
describe('revisions: the online configuration says what the PDF prints', () => {
  let app: SimApp;
  let config: OnlineConfig;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    config = (await app.inject({ method: 'GET', url: '/api/config', headers: await signIn(app) })).json<OnlineConfig>();
  });
  afterAll(() => app.close());

  it('every form type with a definition', async () => {
    const pairs = await Promise.all(
      config.formTypes.map(async (entry) => {
        const definition = await loadDefinition(entry.formType);
        return definition
          ? { formType: entry.formType, configured: entry.revision, printed: definition.revision }
          : null;
      }),
    );
    const compared = pairs.filter((pair) => pair !== null);
    expect(compared.map((pair) => pair.formType)).toEqual(
      expect.arrayContaining(['rc518', 'rc518_2024', 'rc519', 'rc519_2024', 'crse', 'crscp', 'crsi']),
    );
    expect(compared.filter((pair) => pair.configured !== pair.printed)).toEqual([]);
    expect(compared.find((pair) => pair.formType === 'rc518')).toEqual({
      formType: 'rc518',
      configured: '2018',
      printed: '2018',
    });
  });
});
