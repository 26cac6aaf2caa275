/**
 * `npm run wording -- --locale de [--scenario NAME] [--api https://host] [--json]` (ADR 044): each legal
 * text of each form and of the app in one language, with its status — the institution's text (from its preload file
 * or its API catalogue) or our wording still in place. Without --api the simulator's fixtures and scenario (default:
 * `default`) stand for the institution; with --api its GET language/{locale} and config/preload.json are read.
 */
import { PreloadSchema, type Locale } from '@taxcert/contracts';
import { fileURLToPath } from 'node:url';
import { SimContext } from './context';
import { mapLocale } from './domain/locale';
import { wordingReport, wordingText, type WordingSources } from './domain/wording';
import { loadFixtures } from './fixtures/load';

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The sources of a report from an institution's API (its catalogue and its preload file). */
async function fromApi(api: string, locale: Locale, ours: Readonly<Record<string, string>>): Promise<WordingSources> {
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': locale };
  const language = await fetch(new URL(`/api/language/${locale}`, api), { headers });
  if (!language.ok) throw new Error(`GET language/${locale} answered ${language.status}`);
  const { messages } = (await language.json()) as { messages: Record<string, string> };
  const preloadAnswer = await fetch(new URL('/api/config/preload.json', api), { headers });
  if (preloadAnswer.status !== 200 && preloadAnswer.status !== 404)
    throw new Error(`GET config/preload.json answered ${preloadAnswer.status}`);
  const preload = preloadAnswer.status === 200 ? PreloadSchema.parse(await preloadAnswer.json()) : null;
  return { locale, ours, catalogue: messages, preload };
}

export async function runWording(argv: readonly string[]): Promise<string> {
  const code = option(argv, 'locale');
  const locale = code ? mapLocale(code) : undefined;
  if (!locale) throw new Error(`--locale: one of de en es fr it nl pl zh zh-hant (given: ${code ?? 'none'})`);
  const ctx = new SimContext(loadFixtures(), option(argv, 'scenario') ?? 'default');
  const api = option(argv, 'api');
  const sources = api
    ? await fromApi(api, locale, ctx.ownMessages(locale))
    : {
        locale,
        ours: ctx.ownMessages(locale),
        catalogue: ctx.catalogue(locale),
        preload: ctx.scenario.preload ?? null,
      };
  const report = await wordingReport(sources);
  return argv.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : wordingText(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runWording(process.argv.slice(2)).then(
    (text) => process.stdout.write(text),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
