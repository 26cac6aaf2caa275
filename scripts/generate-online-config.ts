/**
 * Writes each form type's title and revision into the simulator's online configuration
 * (fixtures/config/online-config.json): `title`, `revision` and `localized` of every `formTypes` entry come from the
 * form type's catalogue entry in packages/forms (its `title` key and `edition`) and the language catalogues
 * (fixtures/languages/<locale>/), so a form type's title and revision are written once. Everything else in the file
 * — which types are offered, enabled, visible, their lock groups and extensions — is the institution's and stays as
 * written; an entry for a catalogued form type the file does not list yet is added, offered and visible.
 *
 * `npx tsx scripts/generate-online-config.ts` writes the file; `--check` fails when the committed file is stale
 * (scripts/test/generate-online-config.test.ts does the same).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { formCatalogue, formTypes, localizedTitles, type Locale, type Messages } from '../packages/forms/src/index';

export const ONLINE_CONFIG_PATH = fileURLToPath(new URL('../fixtures/config/online-config.json', import.meta.url));
const languagesDir = fileURLToPath(new URL('../fixtures/languages', import.meta.url));

/** Each language's catalogue, all its files merged (as the simulator loads them). */
export function languageCatalogues(): Map<Locale, Messages> {
  const locales = readdirSync(languagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Map(
    locales.map(({ name }) => {
      const dir = join(languagesDir, name);
      const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
      const messages = Object.assign(
        {},
        ...files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages),
      ) as Messages;
      return [name as Locale, messages];
    }),
  );
}

type Entry = Record<string, unknown> & { formType: string };

/** The online configuration with each catalogued form type's title, revision and localized names, as committed. */
export async function renderOnlineConfig(current: string = readFileSync(ONLINE_CONFIG_PATH, 'utf8')): Promise<string> {
  const config = JSON.parse(current) as { formTypes: Entry[] } & Record<string, unknown>;
  const catalogues = languageCatalogues();
  const listed = new Set(config.formTypes.map((entry) => entry.formType));
  const added: Entry[] = formTypes
    .filter((type) => !listed.has(type))
    .map((type) => ({
      formType: type,
      isEnabled: true,
      isVisible: true,
      canPrepopulate: true,
      introductionMessageId: null,
    }));
  config.formTypes = [...config.formTypes, ...added].map((entry) => {
    const catalogued = formTypes.find((type) => type === entry.formType);
    if (!catalogued) return entry;
    const { formType, ...rest } = entry;
    return { formType, ...rest, ...localizedTitles(formCatalogue[catalogued], catalogues) };
  });
  const options = (await resolveConfig(ONLINE_CONFIG_PATH)) ?? {};
  return format(JSON.stringify(config, null, 2), { ...options, filepath: ONLINE_CONFIG_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const expected = await renderOnlineConfig();
  if (process.argv.includes('--check')) {
    if (readFileSync(ONLINE_CONFIG_PATH, 'utf8') !== expected) {
      console.error('fixtures/config/online-config.json is stale: run npx tsx scripts/generate-online-config.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(ONLINE_CONFIG_PATH, expected);
  }
}
