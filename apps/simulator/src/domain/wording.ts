import type { Locale, PreloadSchema } from '@taxcert/contracts';
import { appLegalTexts, formTypes, hasDefinition, legalTextsOf, loadDefinition, type LegalKind } from '@taxcert/forms';
import type { z } from 'zod';

type Preload = z.infer<typeof PreloadSchema>;

/** Whose words a legal text carries in a language: the institution's (and from where), or still ours. */
export type WordingStatus = 'institution (preload)' | 'institution (catalogue)' | 'ours';

export interface WordingRow {
  key: string;
  kind: LegalKind;
  status: WordingStatus;
  text: string;
}

export interface WordingReport {
  locale: Locale;
  /** The app's own legal texts (EULA, the e-signature disclosure, the generic certification). */
  app: WordingRow[];
  /** Each form type with a definition, its legal texts. */
  forms: { formType: string; rows: WordingRow[] }[];
  /** Legal texts (each key once) still in our wording, and all of them. */
  ours: number;
  total: number;
}

/** What a report compares: our wording, the institution's API catalogue and its preload file, in one language. */
export interface WordingSources {
  locale: Locale;
  ours: Readonly<Record<string, string>>;
  catalogue: Readonly<Record<string, string>>;
  preload: Preload | null;
}

/**
 * Per form and for the app, each legal text of a language with its status (ADR 044): the institution's
 * when its preload file overrides the key in that language (its `localizedMessages`, or its `messages` for every
 * language) or its API catalogue's text differs from ours; else ours, still in place. `npm run wording` and the
 * /__sim/wording page print it.
 */
export async function wordingReport(sources: WordingSources): Promise<WordingReport> {
  const { locale, ours, catalogue, preload } = sources;
  const overridden = { ...preload?.messages, ...preload?.localizedMessages?.[locale] };
  const row = ({ key, kind }: { key: string; kind: LegalKind }): WordingRow => {
    if (key in overridden) return { key, kind, status: 'institution (preload)', text: overridden[key] ?? '' };
    const text = catalogue[key] ?? ours[key] ?? key;
    return { key, kind, status: text !== (ours[key] ?? key) ? 'institution (catalogue)' : 'ours', text };
  };
  const forms: WordingReport['forms'] = [];
  for (const formType of formTypes) {
    const definition = hasDefinition(formType) ? await loadDefinition(formType) : undefined;
    if (definition) forms.push({ formType, rows: legalTextsOf(definition).map(row) });
  }
  const app = appLegalTexts(Object.keys(ours)).map(row);
  const byKey = new Map([...app, ...forms.flatMap((f) => f.rows)].map((r) => [r.key, r.status]));
  return {
    locale,
    app,
    forms,
    ours: [...byKey.values()].filter((status) => status === 'ours').length,
    total: byKey.size,
  };
}

/** The report as text: a line per legal text (status, kind, key), a heading per form, the counts at the end. */
export function wordingText(report: WordingReport): string {
  const lines = (rows: WordingRow[]) =>
    rows.map((r) => `  ${r.status.padEnd(24)} ${r.kind.padEnd(16)} ${r.key}`).join('\n');
  return [
    `Legal texts in ${report.locale} (ADR 044): the institution's text, or our wording still in place.`,
    '',
    'app',
    lines(report.app),
    ...report.forms.flatMap((f) => ['', f.formType, lines(f.rows)]),
    '',
    `${report.ours} of ${report.total} legal texts (each key once) still carry our wording in ${report.locale}.`,
    '',
  ].join('\n');
}
