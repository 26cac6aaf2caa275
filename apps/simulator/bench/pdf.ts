/**
 * Bench: how long the simulator takes to render each PDF — every defined form type as preview and as
 * signed document, and the affidavit of unchanged status — then the median per PDF family (W-9, W-8BEN,
 * CRS-I, affidavit) for the signed document. `npm run bench` (root) or `npm run bench -w @taxcert/simulator`.
 * The answers are the definition's defaults with a customer's pre-fill, so the pages carry real text.
 */
import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import { performance } from 'node:perf_hooks';
import { initialAnswers } from '../src/domain/definitions';
import { loadFixtures } from '../src/fixtures/load';
import { renderAffidavitPdf } from '../src/pdf/render-affidavit';
import { renderFormPdf } from '../src/pdf/render-form';

const RUNS = 40;
const WARM_UP = 5;
const fixtures = loadFixtures();
const messages = fixtures.catalogues.get('en') ?? {};
const prefill = fixtures.customers.find((c) => c.uniqueRef === 'CUST-1003')?.prefill;
const evidence = {
  printName: 'Pierre Martin',
  capacity: 'Signing on Own Behalf',
  signDate: '11-22-2026',
  signedAt: new Date().toISOString(),
  pinVerified: true,
  dataHash: 'f'.repeat(64),
  requestKey: 'x',
};
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Median and p95 (ms) of `RUNS` renders after the warm-up, and the size of the last PDF. */
async function time(render: () => Promise<Buffer>): Promise<{ median: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const start = performance.now();
    const pdf = await render();
    if (i >= WARM_UP) times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes };
}

const row = (name: string, mode: string, t: { median: number; p95: number; bytes: number }) =>
  `| ${name.padEnd(12)} | ${mode.padEnd(8)} | ${t.median.toFixed(1).padStart(7)} | ${t.p95.toFixed(1).padStart(7)} | ${String(t.bytes).padStart(7)} |`;

/** The PDF family of a form type: the form name its PDF prints (W-9, W-8BEN, CRS-I), from the catalogue texts. */
const family = (formType: string): string => messages[`pdf.${formType}.formName`] ?? formType;

const rows: string[] = [];
const signedByFamily = new Map<string, number[]>();
for (const formType of definedFormTypes()) {
  const definition = (await loadDefinition(formType))!;
  const data = initialAnswers(definition, prefill);
  for (const mode of ['preview', 'document'] as const) {
    const t = await time(() =>
      renderFormPdf({
        definition,
        data,
        reference: {},
        messages,
        mode,
        signature: mode === 'document' ? evidence : null,
        submissionReference: 'TC-20261128-F000001',
      }),
    );
    rows.push(row(formType, mode, t));
    if (mode === 'document')
      signedByFamily.set(family(formType), [...(signedByFamily.get(family(formType)) ?? []), t.median]);
  }
}
const affidavitData = {
  formType: 'w8ben_2021',
  formTitle: 'Form W-8BEN',
  formRevision: 'Rev. October 2021',
  printName: 'Pierre Martin',
};
for (const mode of ['preview', 'document'] as const) {
  const t = await time(() =>
    renderAffidavitPdf({
      data: affidavitData,
      customerName: 'Pierre Martin',
      mode,
      signature: mode === 'document' ? evidence : null,
    }),
  );
  rows.push(row('affidavit', mode, t));
  if (mode === 'document') signedByFamily.set('affidavit', [t.median]);
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
process.stdout.write(
  [
    `PDF rendering, ${RUNS} runs each after ${WARM_UP} warm-up runs (ms)`,
    '| PDF          | mode     |  median |     p95 |   bytes |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Median time to render a signed PDF, per family (ms)',
    '| family    | median |',
    '|---|---|',
    ...[...signedByFamily].map(
      ([name, medians]) => `| ${name.padEnd(9)} | ${median(medians).toFixed(1).padStart(6)} |`,
    ),
  ].join('\n') + '\n',
);
