/**
 * Bench: how long the simulator takes to render each form's PDF (preview and signed document).
 * `npm run bench` (root) or `npm run bench -w @taxcert/simulator`. Prints median and p95 per form type.
 */
import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import { defaultAnswers } from '@taxcert/engine';
import { performance } from 'node:perf_hooks';
import { loadFixtures } from '../src/fixtures/load';
import { renderFormPdf } from '../src/pdf/render-form';

const RUNS = 40;
const messages = loadFixtures().catalogues.get('en') ?? {};
const evidence = {
  printName: 'Jane Doe',
  capacity: 'Signing on Own Behalf',
  signDate: '11-22-2026',
  signedAt: new Date().toISOString(),
  pinVerified: true,
  dataHash: 'f'.repeat(64),
  requestKey: 'x',
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const rows: string[] = [];
for (const formType of definedFormTypes()) {
  const definition = (await loadDefinition(formType))!;
  const data = defaultAnswers(definition) as Parameters<typeof renderFormPdf>[0]['data'];
  for (const mode of ['preview', 'document'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const start = performance.now();
      const pdf = await renderFormPdf({ definition, data, messages, mode, signature: mode === 'document' ? evidence : null, formId: 1 });
      if (i >= 5) times.push(performance.now() - start);
      bytes = pdf.length;
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${formType.padEnd(12)} | ${mode.padEnd(8)} | ${quantile(times, 0.5).toFixed(1).padStart(7)} | ${quantile(times, 0.95).toFixed(1).padStart(7)} | ${String(bytes).padStart(7)} |`);
  }
}
process.stdout.write(
  [`PDF rendering, ${RUNS} runs each after 5 warm-up runs (ms)`, '| form type    | mode     |  median |     p95 |   bytes |', '|---|---|---|---|---|', ...rows].join('\n') + '\n',
);
