/**
 * The tables generate-reference.ts builds fixtures/reference/static-data.json from: U.S. treaty countries and
 * their LOB and special-rate provisions, stock markets, payment types and IGA sub-classifications, with their
 * sources. Split from the generator so each file reads in one sitting; every unconfirmed item is marked.
 */
import type { StaticData } from '../contracts/src/schemas/reference';

type SpecialRate = StaticData['specialRateProvisions'][string]['standard'][number];

/* ------------------------------------------------------------------------------------------------ */
/* U.S. income tax treaties — ../shared/reference/treaties.md ("Countries with a U.S. income tax  */
/* treaty"). Hungary excluded (terminated, effective for withholding from 2024-01-01). Chile and     */
/* Russia included with unconfirmed status. * = 1973 U.S.–U.S.S.R. treaty.                           */
/* ------------------------------------------------------------------------------------------------ */

export const TREATY_COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AM', 'Armenia*'],
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['AZ', 'Azerbaijan*'],
  ['BD', 'Bangladesh'],
  ['BB', 'Barbados'],
  ['BY', 'Belarus*'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['CA', 'Canada'],
  ['CL', 'Chile'],
  ['CN', 'China'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czech Republic'],
  ['DK', 'Denmark'],
  ['EG', 'Egypt'],
  ['EE', 'Estonia'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GE', 'Georgia*'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['IS', 'Iceland'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IE', 'Ireland'],
  ['IL', 'Israel'],
  ['IT', 'Italy'],
  ['JM', 'Jamaica'],
  ['JP', 'Japan'],
  ['KZ', 'Kazakhstan'],
  ['KR', 'Korea (Republic of)'],
  ['KG', 'Kyrgyzstan*'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malta'],
  ['MX', 'Mexico'],
  ['MD', 'Moldova*'],
  ['MA', 'Morocco'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['NO', 'Norway'],
  ['PK', 'Pakistan'],
  ['PH', 'Philippines'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['RU', 'Russia'],
  ['SK', 'Slovak Republic'],
  ['SI', 'Slovenia'],
  ['ZA', 'South Africa'],
  ['ES', 'Spain'],
  ['LK', 'Sri Lanka'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['TJ', 'Tajikistan*'],
  ['TH', 'Thailand'],
  ['TT', 'Trinidad and Tobago'],
  ['TN', 'Tunisia'],
  ['TR', 'Turkey (Türkiye)'],
  ['TM', 'Turkmenistan*'],
  ['UA', 'Ukraine'],
  ['GB', 'United Kingdom'],
  ['UZ', 'Uzbekistan*'],
  ['VE', 'Venezuela'],
];

/** Countries covered by the 1973 U.S.–U.S.S.R. treaty (no LOB article; Roman-numeral articles). */
export const USSR_SUCCESSORS = ['AM', 'AZ', 'BY', 'GE', 'KG', 'MD', 'TJ', 'TM', 'UZ'];

/**
 * Older treaties without an LOB article, from general knowledge (UNCONFIRMED — check IRS Table 4):
 * Greece (1950), Pakistan (1957), Philippines (1976), Poland (1974), Romania (1973).
 */
export const NO_LOB_OTHER = ['GR', 'PK', 'PH', 'PL', 'RO'];

/**
 * Annex II countries: the spec names the list but not its content. It must be confirmed with the
 * institution — deliberately empty, do not invent.
 */
export const ANNEX_II_COUNTRIES: string[] = [];

/* ------------------------------------------------------------------------------------------------ */
/* Stock markets — ISO 10383 MIC table of ../shared/reference/identifiers.md.                    */
/* ------------------------------------------------------------------------------------------------ */

export const STOCK_MARKETS: ReadonlyArray<readonly [mic: string, exchangeName: string, country: string]> = [
  ['XNYS', 'New York Stock Exchange', 'US'],
  ['XNAS', 'Nasdaq', 'US'],
  ['ARCX', 'NYSE Arca', 'US'],
  ['XLON', 'London Stock Exchange', 'GB'],
  ['XETR', 'Xetra (Deutsche Börse)', 'DE'],
  ['XFRA', 'Frankfurt Stock Exchange', 'DE'],
  ['XPAR', 'Euronext Paris', 'FR'],
  ['XAMS', 'Euronext Amsterdam', 'NL'],
  ['XBRU', 'Euronext Brussels', 'BE'],
  ['XMIL', 'Borsa Italiana / Euronext Milan', 'IT'],
  ['XMAD', 'Bolsa de Madrid', 'ES'],
  ['XSWX', 'SIX Swiss Exchange', 'CH'],
  ['XSTO', 'Nasdaq Stockholm', 'SE'],
  ['XTKS', 'Tokyo Stock Exchange (JPX)', 'JP'],
  ['XHKG', 'Hong Kong Exchanges and Clearing', 'HK'],
  ['XSHG', 'Shanghai Stock Exchange', 'CN'],
  ['XSHE', 'Shenzhen Stock Exchange', 'CN'],
  ['XTSE', 'Toronto Stock Exchange', 'CA'],
  ['XTSX', 'TSX Venture Exchange', 'CA'],
  ['XASX', 'Australian Securities Exchange', 'AU'],
  ['XKRX', 'Korea Exchange', 'KR'],
  ['XBOM', 'BSE Ltd (Bombay)', 'IN'],
  ['XNSE', 'National Stock Exchange of India', 'IN'],
  ['XSES', 'Singapore Exchange', 'SG'],
  ['XJSE', 'Johannesburg Stock Exchange', 'ZA'],
  ['BVMF', 'B3 – Brasil Bolsa Balcão', 'BR'],
  ['XMEX', 'Bolsa Mexicana de Valores', 'MX'],
  ['XTAI', 'Taiwan Stock Exchange', 'TW'],
];

/** Lower-cased, accent-stripped, punctuation-free, de-duplicated words. */
export function toSearchText(...parts: string[]): string {
  const words = parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  return [...new Set(words)].join(' ');
}

/* ------------------------------------------------------------------------------------------------ */
/* Special rate provisions — "Headline rates" table of treaties.md. Article numbers from the table; */
/* the paragraph/sub-paragraph parts are general knowledge (UNCONFIRMED).                           */
/* ------------------------------------------------------------------------------------------------ */

export const rate = (
  incomeType: 'Dividends' | 'Interest' | 'Royalties',
  article: string,
  percentage: number,
): SpecialRate => ({
  incomeType,
  article,
  percentage,
});

/** Portfolio dividends, direct dividends (≥10%), interest, royalties — the common 15/5/0/0 shape. */
export const common = (div: string, int: string, roy: string): SpecialRate[] => [
  rate('Dividends', `${div}(2)(b)`, 15),
  rate('Dividends', `${div}(2)(a)`, 5),
  rate('Interest', `${int}(1)`, 0),
  rate('Royalties', `${roy}(1)`, 0),
];

export const SPECIAL_RATES: Record<string, { standard: SpecialRate[]; pension: SpecialRate[] }> = {
  GB: { standard: common('10', '11', '12'), pension: [rate('Dividends', '10(3)(b)', 0)] },
  DE: { standard: common('10', '11', '12'), pension: [rate('Dividends', '10(3)(b)', 0)] },
  FR: { standard: common('10', '11', '12'), pension: [] },
  CA: {
    standard: [
      rate('Dividends', 'X(2)(b)', 15),
      rate('Dividends', 'X(2)(a)', 5),
      rate('Interest', 'XI(1)', 0),
      rate('Royalties', 'XII(3)', 0), // copyright, software, patents, know-how
      rate('Royalties', 'XII(2)', 10), // other royalties
    ],
    pension: [],
  },
  JP: {
    standard: [
      rate('Dividends', '10(2)(b)', 10),
      rate('Dividends', '10(2)(a)', 5),
      rate('Interest', '11(1)', 0), // 0% under the protocol in force 2019 (UNCONFIRMED; older tables: 10%)
      rate('Royalties', '12(1)', 0),
    ],
    pension: [],
  },
  CN: {
    standard: [
      rate('Dividends', '9(2)', 10), // one 10% rate for portfolio and direct dividends
      rate('Interest', '10(2)', 10),
      rate('Royalties', '11(2)', 10),
    ],
    pension: [],
  },
  IN: {
    standard: [
      rate('Dividends', '10(2)(b)', 25),
      rate('Dividends', '10(2)(a)', 15),
      rate('Interest', '11(2)(b)', 15),
      rate('Interest', '11(2)(a)', 10), // bank loans
      rate('Royalties', '12(2)(a)', 15),
      rate('Royalties', '12(2)(b)', 10), // equipment rentals / certain services
    ],
    pension: [],
  },
  NL: { standard: common('10', '12', '13'), pension: [rate('Dividends', '10(3)(b)', 0)] },
  CH: { standard: common('10', '11', '12'), pension: [rate('Dividends', '10(3)(a)', 0)] }, // 2019 protocol, UNCONFIRMED
  IE: { standard: common('10', '11', '12'), pension: [] },
};

/* ------------------------------------------------------------------------------------------------ */
/* Other articles — typical U.S. Model numbering (treaties.md table), UNCONFIRMED per treaty.        */
/* ------------------------------------------------------------------------------------------------ */

export function otherArticlesOf(code: string): string[] {
  // The U.S.S.R. treaty is numbered differently (Roman numerals, e.g. royalties III(1)(a)); unknown here.
  if (USSR_SUCCESSORS.includes(code)) return [];
  if (code === 'CA') return ['Article XX Students', 'Article XXII Other income'];
  return ['Article 20 Students and trainees', 'Article 21 Other income'];
}

/* ------------------------------------------------------------------------------------------------ */
/* Payment types (W-8IMY / withholding statements) — our own codes.                                  */
/* ------------------------------------------------------------------------------------------------ */

export const PAYMENT_TYPES: StaticData['paymentTypes'] = [
  { code: 'INT', description: 'Interest' },
  { code: 'DIV', description: 'Dividends' },
  { code: 'RENT', description: 'Rents' },
  { code: 'ROY', description: 'Royalties' },
  { code: 'SERV', description: 'Compensation for services' },
  { code: 'GP', description: 'Gross proceeds' },
  { code: 'OTH', description: 'Other' },
];

/* ------------------------------------------------------------------------------------------------ */
/* IGA sub-classifications — the non-reporting FI categories commonly listed in Annex II of the      */
/* Model 1 and Model 2 IGAs (general knowledge, UNCONFIRMED; each actual Annex II varies).           */
/* ------------------------------------------------------------------------------------------------ */

export const IGA_SUBCLASSIFICATIONS: ReadonlyArray<readonly [value: string, label: string]> = [
  ['governmental-entity', 'Governmental entity'],
  ['international-organization', 'International organization'],
  ['central-bank', 'Central bank'],
  ['broad-participation-retirement-fund', 'Broad participation retirement fund'],
  ['narrow-participation-retirement-fund', 'Narrow participation retirement fund'],
  ['pension-fund-of-exempt-beneficial-owner', 'Pension fund of an exempt beneficial owner'],
  ['investment-entity-owned-by-exempt-beneficial-owners', 'Investment entity wholly owned by exempt beneficial owners'],
  ['local-client-base-fi', 'Financial institution with a local client base'],
  ['local-bank', 'Local bank'],
  ['low-value-accounts-fi', 'Financial institution with only low-value accounts'],
  ['qualified-credit-card-issuer', 'Qualified credit card issuer'],
  ['trustee-documented-trust', 'Trustee-documented trust'],
  ['sponsored-investment-entity-cfc', 'Sponsored investment entity and controlled foreign corporation'],
  ['sponsored-closely-held-investment-vehicle', 'Sponsored closely held investment vehicle'],
  ['investment-advisors-and-managers', 'Investment advisors and investment managers'],
  ['collective-investment-vehicle', 'Collective investment vehicle'],
  ['exempt-collective-investment-vehicle', 'Exempt collective investment vehicle'],
];

/* ------------------------------------------------------------------------------------------------ */
