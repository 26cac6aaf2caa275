/**
 * Generates fixtures/reference/static-data.json — the static reference data of app-shell.md §3
 * (jurisdictions, treaty and Annex II lists, IGA sub-classifications, MICs, LOB, special rates,
 * other articles, payment types) — and validates it against the contract's StaticDataSchema before
 * writing it. Sources and every unconfirmed item: fixtures/reference/README.md.
 *
 * Run from anywhere: `npx tsx scripts/generate-reference.ts` (writes the file);
 * `npx tsx scripts/generate-reference.ts --check` (fails if the committed file is stale).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNames } from 'i18n-iso-countries';
import { StaticDataSchema, type StaticData } from '../contracts/src/schemas/reference';
import {
  ANNEX_II_COUNTRIES,
  IGA_SUBCLASSIFICATIONS,
  NO_LOB_OTHER,
  PAYMENT_TYPES,
  SPECIAL_RATES,
  STOCK_MARKETS,
  TREATY_COUNTRIES,
  USSR_SUCCESSORS,
  otherArticlesOf,
  toSearchText,
} from './reference-tables';

export { toSearchText } from './reference-tables';

type Jurisdiction = StaticData['jurisdictions'][number];
type IgaModel = Jurisdiction['igaModel'];
type Lob = StaticData['lobs'][number];

export const OUTPUT_PATH = fileURLToPath(new URL('../fixtures/reference/static-data.json', import.meta.url));

/* ------------------------------------------------------------------------------------------------ */
/* IGA models — app enumeration: NoIga 1, Model1AIga 2, Model1BIga 3, Model2Iga 4, UsTerritory 5, Us 6 */
/* All from general knowledge of the U.S. Treasury FATCA IGA list — UNCONFIRMED (see README).       */
/* ------------------------------------------------------------------------------------------------ */

const IGA = { NoIga: 1, Model1A: 2, Model1B: 3, Model2: 4, UsTerritory: 5, Us: 6 } as const satisfies Record<
  string,
  IgaModel
>;

const US_TERRITORIES = ['AS', 'GU', 'MP', 'PR', 'VI', 'UM'];

/** Model 2 IGAs (general knowledge, unconfirmed). CH signed a Model 1 IGA in 2024 that is not yet in force. */
const MODEL_2 = ['AT', 'BM', 'CH', 'CL', 'HK', 'JP', 'MD', 'MO', 'NI', 'PY', 'SM', 'TW'];

/**
 * Model 1B (nonreciprocal): deliberately none. The Treasury list says "Model 1" without telling
 * reciprocal from nonreciprocal, and we are not confident enough per jurisdiction.
 */
const MODEL_1B: string[] = [];

/** Major Model 1 partners named in the brief (CN: agreement in substance). Treated as Model 1A. */
const MODEL_1_MAJOR = [
  'GB',
  'DE',
  'FR',
  'CA',
  'IE',
  'NL',
  'IT',
  'ES',
  'AU',
  'NZ',
  'NO',
  'DK',
  'FI',
  'SE',
  'BE',
  'LU',
  'MX',
  'BR',
  'IN',
  'CN',
  'KY',
  'JE',
  'GG',
  'IM',
  'SG',
  'KR',
  'IL',
  'ZA',
];

/** Further Model 1 IGAs from general knowledge (lower confidence than the list above). Treated as Model 1A. */
const MODEL_1_EXTENDED = [
  // other EU member states (AT is Model 2) and EEA
  'BG',
  'HR',
  'CY',
  'CZ',
  'EE',
  'GR',
  'HU',
  'LV',
  'LT',
  'MT',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'IS',
  'LI',
  // UK overseas territories and Dutch Caribbean
  'GI',
  'VG',
  'TC',
  'AI',
  'MS',
  'CW',
  'SX',
  'AW',
  // Caribbean and Latin America
  'BS',
  'BB',
  'JM',
  'TT',
  'AG',
  'DM',
  'GD',
  'KN',
  'LC',
  'VC',
  'GY',
  'DO',
  'PA',
  'CR',
  'CO',
  'HN',
  // Asia, Middle East, Europe, Africa
  'MY',
  'PH',
  'TH',
  'AE',
  'QA',
  'KW',
  'BH',
  'KZ',
  'GE',
  'UA',
  'RS',
  'ME',
  'MU',
];

function igaModelOf(code: string): IgaModel {
  if (code === 'US') return IGA.Us;
  if (US_TERRITORIES.includes(code)) return IGA.UsTerritory;
  if (MODEL_2.includes(code)) return IGA.Model2;
  if (MODEL_1B.includes(code)) return IGA.Model1B;
  if (MODEL_1_MAJOR.includes(code) || MODEL_1_EXTENDED.includes(code)) return IGA.Model1A;
  return IGA.NoIga;
}

/* ------------------------------------------------------------------------------------------------ */
/* Locales: main official (or de facto national) languages as BCP 47 language tags, ISO 639-1 where */
/* one exists; Chinese written in traditional script is 'zh-hant' (the app's locale scheme).        */
/* General knowledge, not exhaustive for multilingual states; a jurisdiction not listed gets [].    */
/* ------------------------------------------------------------------------------------------------ */

const LOCALES_TABLE = `
AD ca|AE ar|AF ps fa|AG en|AI en|AL sq|AM hy|AO pt|AR es|AS en sm|AT de|AU en|AW nl pap|AX sv|AZ az
BA bs hr sr|BB en|BD bn|BE nl fr de|BG bg|BH ar|BI rn fr en|BJ fr|BL fr|BM en|BN ms|BO es qu ay gn|BQ nl|BR pt
BS en|BT dz|BV no|BW en tn|BY be ru|BZ en|CA en fr|CC en|CD fr|CF fr sg|CG fr|CH de fr it rm|CI fr|CK en
CL es|CM fr en|CN zh|CO es|CR es|CU es|CV pt|CW pap nl en|CX en|CY el tr|CZ cs|DE de|DJ fr ar|DK da|DM en
DO es|DZ ar|EC es|EE et|EG ar|ES es|ET am|FI fi sv|FJ en fj|FK en|FM en|FO fo da|FR fr|GA fr|GB en|GD en
GE ka|GF fr|GG en|GH en|GI en|GL kl|GM en|GN fr|GP fr|GQ es fr pt|GR el|GS en|GT es|GU en ch|GW pt|GY en
HK zh-hant en|HM en|HN es|HR hr|HT fr ht|HU hu|ID id|IE ga en|IL he|IM en|IN hi en|IO en|IQ ar ku|IR fa
IS is|IT it|JE en fr|JM en|JO ar|JP ja|KE sw en|KG ky ru|KH km|KI en|KM ar fr|KN en|KP ko|KR ko|KW ar|KY en
KZ kk ru|LA lo|LB ar|LC en|LI de|LK si ta|LR en|LS st en|LT lt|LU lb fr de|LV lv|LY ar|MA ar|MC fr|MD ro
ME cnr|MF fr|MG mg fr|MH mh en|MK mk sq|MM my|MN mn|MO zh-hant pt|MP en ch|MQ fr|MR ar|MS en|MT mt en
MU en fr|MV dv|MW en|MX es|MY ms|MZ pt|NA en|NC fr|NF en|NG en|NI es|NL nl|NO no|NP ne|NR na en|NU en
NZ en mi|OM ar|PA es|PE es qu ay|PF fr|PG en tpi ho|PH fil en|PK ur en|PL pl|PM fr|PN en|PR es en|PS ar
PT pt|PW en|PY es gn|QA ar|RE fr|RO ro|RS sr|RU ru|RW rw en fr sw|SA ar|SB en|SC en fr|SD ar en|SE sv
SG en ms zh ta|SH en|SI sl|SJ no|SK sk|SL en|SM it|SN fr|SO so ar|SR nl|SS en|ST pt|SV es|SX nl en|SY ar
SZ en ss|TC en|TD fr ar|TF fr|TG fr|TH th|TJ tg|TK en|TL tet pt|TM tk|TN ar|TO to en|TR tr|TT en|TV en
TW zh-hant|TZ sw en|UA uk|UG en sw|UM en|US en|UY es|UZ uz|VA it la|VC en|VE es|VG en|VI en|VN vi
VU bi en fr|WF fr|WS sm en|XK sq sr|YE ar|YT fr|ZA en af nr nso st ss tn ts ve xh zu|ZM en|ZW en sn nd
`;

function parseLocales(table: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of table
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [code, ...langs] = entry.split(/\s+/);
    if (!code || map.has(code)) throw new Error(`Locales table: bad or duplicate entry "${entry}"`);
    map.set(code, langs);
  }
  return map;
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the static data and validates it; pure (no I/O). */
export function buildStaticData(): StaticData {
  const allNames = getNames('en', { select: 'all' });
  const codes = Object.keys(allNames).sort(byCode);
  const known = new Set(codes);
  const assertKnown = (list: Iterable<string>, what: string): void => {
    for (const code of list) if (!known.has(code)) throw new Error(`${what}: unknown country code ${code}`);
  };

  const locales = parseLocales(LOCALES_TABLE);
  assertKnown(locales.keys(), 'locales');
  assertKnown(US_TERRITORIES, 'US territories');
  assertKnown([...MODEL_2, ...MODEL_1B, ...MODEL_1_MAJOR, ...MODEL_1_EXTENDED], 'IGA lists');
  const igaLists = [US_TERRITORIES, MODEL_2, MODEL_1B, MODEL_1_MAJOR, MODEL_1_EXTENDED].flat();
  if (new Set(igaLists).size !== igaLists.length) throw new Error('IGA lists overlap');

  const jurisdictions: Jurisdiction[] = codes.map((code) => {
    const [official, ...aliases] = allNames[code] ?? [];
    if (!official) throw new Error(`No English name for ${code}`);
    return {
      countryCodeAlpha: code,
      isoJurisdictionName: official,
      aliases,
      locales: locales.get(code) ?? [],
      igaModel: igaModelOf(code),
    };
  });

  const treaty = TREATY_COUNTRIES.map(([code]) => code).sort(byCode);
  assertKnown(treaty, 'treaty countries');
  if (new Set(treaty).size !== treaty.length) throw new Error('Duplicate treaty country');
  const treatySet = new Set(treaty);
  for (const code of [...USSR_SUCCESSORS, ...NO_LOB_OTHER, ...Object.keys(SPECIAL_RATES)]) {
    if (!treatySet.has(code)) throw new Error(`${code} is not a treaty country`);
  }

  const lobs: Lob[] = treaty.map((country) => {
    const has = !USSR_SUCCESSORS.includes(country) && !NO_LOB_OTHER.includes(country);
    return {
      country,
      hasLobProvision: has,
      government: has,
      taxExempt: has,
      otherTaxExempt: has,
      publiclyTradedCorporation: has,
      subsidiary: has,
      meetsOwnershipTest: has,
      derivativeBenefitsTest: has,
      activeTradeBusinessTest: has,
      discretionaryDetermination: has,
      others: [],
    };
  });

  const specialRateProvisions: StaticData['specialRateProvisions'] = {};
  for (const code of Object.keys(SPECIAL_RATES).sort(byCode)) {
    const entry = SPECIAL_RATES[code];
    if (entry) specialRateProvisions[code] = entry;
  }

  const subclassifications = IGA_SUBCLASSIFICATIONS.map(([value, label]) => ({ value, label }));
  if (new Set(subclassifications.map((s) => s.value)).size !== subclassifications.length) {
    throw new Error('Duplicate IGA sub-classification value');
  }

  assertKnown(
    STOCK_MARKETS.map(([, , country]) => country),
    'stock markets',
  );
  const stockMarkets = STOCK_MARKETS.map(([mic, exchangeName, country]) => ({
    exchangeName,
    mic,
    searchName: toSearchText(exchangeName, mic, country, ...(allNames[country] ?? [])),
  }));

  return StaticDataSchema.parse({
    jurisdictions,
    usTaxTreatyCountries: treaty,
    annexIICountries: [...ANNEX_II_COUNTRIES].sort(byCode),
    igaSubClassificationsCombos: [IGA.Model1A, IGA.Model1B, IGA.Model2].map((igaModel) => ({
      igaModel,
      subclassifications,
    })),
    stockMarkets,
    lobs,
    specialRateProvisions,
    otherArticles: treaty.map((country) => ({ country, articles: otherArticlesOf(country) })),
    paymentTypes: PAYMENT_TYPES,
  });
}

const isPrimitive = (v: unknown): boolean => v === null || typeof v !== 'object';
const isFlat = (v: unknown): boolean => isPrimitive(v) || (Array.isArray(v) && v.every(isPrimitive));

/**
 * Stable, compact pretty-print: 2-space indent, but a "leaf" — an array of primitives, or an object
 * whose values are primitives or arrays of primitives (one jurisdiction, one LOB row, one rate) — is
 * written on a single line. Keeps the file small and one record per line in diffs.
 */
export function formatJson(value: unknown, indent = ''): string {
  if (isFlat(value) || (typeof value === 'object' && value !== null && Object.values(value).every(isFlat))) {
    return JSON.stringify(value);
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const lines = Object.entries(value as object).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The file's exact text (see formatJson), with a trailing newline. */
export function renderStaticData(data: StaticData = buildStaticData()): string {
  return `${formatJson(data)}\n`;
}

function main(argv: string[]): void {
  const text = renderStaticData();
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT_PATH, 'utf8');
    } catch {
      // missing file: reported as stale below
    }
    if (current !== text) {
      process.stderr.write(`${OUTPUT_PATH} is stale: run npx tsx scripts/generate-reference.ts\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`${OUTPUT_PATH} is up to date\n`);
    return;
  }
  mkdirSync(dirname(OUTPUT_PATH), { recursive: true });
  writeFileSync(OUTPUT_PATH, text);
  process.stdout.write(`Wrote ${OUTPUT_PATH} (${Buffer.byteLength(text)} bytes)\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
