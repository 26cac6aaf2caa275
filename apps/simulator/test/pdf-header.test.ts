import { LocaleSchema } from '@taxcert/contracts';
import { definedFormTypes, formLocale, loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';
import { run, words } from './pdf-words';

/**
 * The PDF's header: the form's title stands between the form name and the corner text and above the header's rule
 * (40 pt margin + 62 pt), whatever its length in the language the form prints in — the French RC519's title ran
 * under the rule at 13 pt, so a long title is set smaller. Checked on the longest titles of the registered types
 * (over 100 characters in a language the type exists in) and the French RC forms.
 */
const RULE_Y = 40 + 62;

describe('the PDF header holds a long title above its rule', () => {
  let app: SimApp;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
  });
  afterAll(() => app.close());

  it('for every registered type whose title is long in one of its languages', async () => {
    const titleKeys = new Map<string, string>();
    for (const type of definedFormTypes()) titleKeys.set(type, (await loadDefinition(type))?.title ?? '');
    const cases = definedFormTypes().flatMap((type) =>
      LocaleSchema.options
        .filter((locale) => formLocale(type, locale) === locale)
        .map((locale) => ({ type, locale, title: app.sim.messages(locale)[titleKeys.get(type) ?? ''] ?? '' }))
        .filter(({ type, locale, title }) => title.length > 100 || (type === 'rc519_2024' && locale === 'fr')),
    );
    expect(cases.map((c) => `${c.type} ${c.locale}`)).toContain('rc519_2024 fr');
    const below: string[] = [];
    for (const { type, locale, title } of cases) {
      const auth = { ...(await signIn(app)), 'accept-language': locale };
      const { id } = await formJourney(app, auth, type).create();
      const preview = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
      const printed = run(words(preview.rawPayload, `header-${type}-${locale}`), title);
      if (printed.length === 0) below.push(`${type} ${locale}: title not found`);
      else if (Math.max(...printed.map((w) => w.yMax)) > RULE_Y)
        below.push(`${type} ${locale}: down to ${Math.max(...printed.map((w) => w.yMax))} pt`);
    }
    expect(below).toEqual([]);
  });
});
