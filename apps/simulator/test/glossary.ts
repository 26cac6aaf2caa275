/**
 * A language's glossary, fixtures/languages/<locale>/GLOSSARY.md: the key terms of the English catalogue, how
 * that language's catalogue writes them, and which keys must use them.
 *
 * The format (documented again at the top of each GLOSSARY.md): the first markdown table whose header starts
 * `| term | translation | keys |` (any further columns, e.g. `source`, are for people). One row per term:
 * - term: the English term as the English catalogue writes it; every key of the row must contain it
 *   (case-insensitive), so a row cannot name a key that is not about the term;
 * - translation: the term in this language; several accepted forms (Polish cases, say) are separated by ` / `,
 *   the first being the dictionary form; every key's text must contain one of them (case-insensitive);
 * - keys: catalogue keys in backticks; a key ending in `*` stands for every English key with that prefix (at
 *   least one). Each key must exist in both catalogues.
 */
export interface GlossaryRow {
  line: number;
  term: string;
  forms: string[];
  keys: string[];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the glossary table; a file without one (or with a row missing a cell) is an error. */
export function parseGlossary(markdown: string): GlossaryRow[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => {
    const cells = cellsOf(line).map((cell) => cell.toLowerCase());
    return line.trim().startsWith('|') && cells[0] === 'term' && cells[1] === 'translation' && cells[2] === 'keys';
  });
  if (header < 0) throw new Error('no table with the columns | term | translation | keys |');
  const rows: GlossaryRow[] = [];
  for (let i = header + 2; i < lines.length && (lines[i] ?? '').trim().startsWith('|'); i++) {
    const [term = '', translation = '', keys = ''] = cellsOf(lines[i] ?? '');
    const row = {
      line: i + 1,
      term,
      forms: translation
        .split(' / ')
        .map((form) => form.trim())
        .filter(Boolean),
      keys: [...keys.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
    };
    if (!row.term || row.forms.length === 0 || row.keys.length === 0) {
      throw new Error(`line ${row.line}: a row needs a term, a translation and at least one key in backticks`);
    }
    rows.push(row);
  }
  if (rows.length === 0) throw new Error('the glossary table has no rows');
  return rows;
}

/** Every way the catalogue breaks the glossary, one line each, naming the glossary line, key and term. */
export function glossaryProblems(
  rows: readonly GlossaryRow[],
  english: Record<string, string>,
  messages: Record<string, string>,
  locale: string,
): string[] {
  const lower = (text: string) => text.toLocaleLowerCase(locale);
  return rows.flatMap((row) => {
    const keys = row.keys.flatMap((key) =>
      key.endsWith('*') ? Object.keys(english).filter((k) => k.startsWith(key.slice(0, -1))) : [key],
    );
    if (keys.length === 0) return [`line ${row.line}: "${row.term}": no English key matches ${row.keys.join(', ')}`];
    return keys.flatMap((key) => {
      const source = english[key];
      const text = messages[key];
      if (source === undefined || text === undefined)
        return [`line ${row.line}: ${key}: no such key in ${source === undefined ? 'English' : locale}`];
      if (!lower(source).includes(row.term.toLowerCase()))
        return [`line ${row.line}: ${key}: the English text does not say "${row.term}"`];
      if (!row.forms.some((form) => lower(text).includes(lower(form)))) {
        return [`line ${row.line}: ${key}: "${text}" does not use "${row.forms.join('" or "')}" for "${row.term}"`];
      }
      return [];
    });
  });
}
