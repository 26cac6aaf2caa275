import { legalTextsOf, loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { runWording } from '../src/wording-cli';
import { signedInApp, XRW } from './helper';
import { words } from './pdf-words';

const GERMAN = 'Nordbank-Fassung: Ich bestätige';
const FRENCH = 'Version Nordbank : je certifie';

/**
 * ADR 044: the institution's approved wording per language — from its API catalogue (the scenario's
 * `catalogue`) and from its preload file (`messages` for every language, `localizedMessages` per language) — reaches
 * the catalogue, the findings and the PDF alike, and `npm run wording` and /__sim/wording say, per form and
 * language, which legal texts are the institution's and which are still ours.
 */
describe("the institution's wording", () => {
  const sim = signedInApp({ scenario: 'institution' });

  it('GET language/{locale} answers the API catalogue: its French text, our German (the preload is applied over it)', async () => {
    const fr = await sim.call('GET', '/api/language/fr', 'language.get');
    expect(fr.json<{ messages: Record<string, string> }>().messages['certification.crsi_2024.declaration']).toMatch(
      FRENCH,
    );
    const de = await sim.call('GET', '/api/language/de', 'language.get');
    expect(de.json<{ messages: Record<string, string> }>().messages['certification.crsi_2024.declaration']).toMatch(
      /^Mir ist bekannt/,
    );
    const preload = await sim.call('GET', '/api/config/preload.json', 'config.preload');
    expect(preload.json()).toMatchObject({
      localizedMessages: { de: { 'certification.crsi_2024.declaration': expect.stringMatching(GERMAN) as string } },
    });
  });

  it("the PDF prints the institution's text in each language: the preload's German, the catalogue's French", async () => {
    const added = await sim.call('PUT', '/api/forms', 'forms.add', {
      isOnline: true,
      accountId: 5001,
      formType: 'crsi_2024',
    });
    const id = added.json<{ formId: number }>().formId;
    const pdf = async (locale: string) => {
      const res = await sim.app.inject({
        method: 'GET',
        url: `/api/forms/${id}/pdf/preview`,
        headers: { ...sim.auth, ...XRW, 'accept-language': locale },
      });
      expect(res.statusCode).toBe(200);
      const all = words(res.rawPayload, `wording-${locale}`);
      // The brand's name heads the page, above the header's rule (ADR 045).
      expect(all.find((w) => w.text === 'Nordbank' && w.yMax < 40)).toBeTruthy();
      return all.map((w) => w.text).join(' ');
    };
    expect(await pdf('de')).toContain(GERMAN);
    expect(await pdf('fr')).toContain(FRENCH);
    expect(await pdf('en')).toContain('I acknowledge that the information');
  });

  it('/__sim/wording lists each legal text per form with its status; an unknown language is refused', async () => {
    const page = await sim.app.inject({ method: 'GET', url: '/__sim/wording?locale=de', headers: sim.auth });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2><code>crsi_2024</code></h2>');
    expect(page.body).toMatch(
      /institution \(preload\)<\/td><td>perjury<\/td><td><code>certification\.crsi_2024\.declaration/,
    );
    expect(page.body).toMatch(/institution \(preload\)<\/td><td>esignDisclosure<\/td><td><code>eula\.p3/);
    expect(page.body).toMatch(/ours<\/td><td>certification<\/td><td><code>certification\.w9\.item1/);
    const bad = await sim.app.inject({ method: 'GET', url: '/__sim/wording?locale=xx', headers: sim.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: expect.stringContaining('locale: one of en, de') as string });
  });
});

describe('npm run wording', () => {
  it("prints each form's legal texts in a language with their status and counts what is still ours", async () => {
    const text = await runWording(['--locale', 'fr', '--scenario', 'institution']);
    expect(text).toMatch(/institution \(catalogue\)\s+perjury\s+certification\.crsi_2024\.declaration/);
    expect(text).toMatch(/institution \(preload\)\s+esignDisclosure\s+eula\.p3/);
    expect(text).toMatch(/ours\s+eula\s+eula\.p1/);
    const counts = /(\d+) of (\d+) legal texts/.exec(text);
    expect(Number(counts?.[2]) - Number(counts?.[1])).toBe(2);
    // The W-8BEN-E's status statements are derived from its definition, not listed by hand.
    const w8bene = (await loadDefinition('w8bene_2021'))!;
    const status = legalTextsOf(w8bene).filter((t) => t.kind === 'status');
    expect(status.length).toBeGreaterThan(20);
    for (const { key } of status) expect(text).toContain(key);
  });

  it('refuses a language it does not know', async () => {
    await expect(runWording(['--locale', 'xx'])).rejects.toThrow('--locale: one of de en es fr it nl pl zh zh-hant');
  });
});
