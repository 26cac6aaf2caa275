/**
 * `npm run bench`: full evaluation and a single-answer update of the largest form definition,
 * median and p95 over many runs, printed as a table.
 */
import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import {
  defaultAnswers,
  evaluateForm,
  initialiseQuestionnaire,
  mergeAnswers,
  QuestionnaireKind,
  questionnaireReducer,
  type Answers,
  type FormDefinition,
  type QuestionDef,
} from '../src/index';

const today = new Date('2024-06-15T12:00:00Z');
const reference = { usTaxTreatyCountries: ['CA', 'FR', 'DE', 'GB'] };
const options = { today, reference };

const countQuestions = (questions: QuestionDef[]): number =>
  questions.reduce((n, q) => n + 1 + (q.items ? countQuestions(q.items.questions) : 0), 0);
const size = (def: FormDefinition) => def.blocks.reduce((n, b) => n + countQuestions(b.questions), 0);

const residences = Array.from({ length: 5 }, (_, i) => ({ country: 'FR', tin: i % 2 ? '' : '1234567890123', reason: i % 2 ? 'B' : undefined, reasonExplanation: i % 2 ? 'Not yet issued' : undefined }));
/** Complete answers for the definitions we have, so that every rule runs. */
const filled: Record<string, Answers> = {
  w8ben_2021: {
    name: { name: 'Pierre Martin' },
    citizenship: { country: 'FR' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    mailingAddress: { line1: 'BP 12', country: 'FR' },
    usTin: { tin: '912781234' },
    foreignTin: { tin: '1234567890123' },
    birthDetails: { birthDate: '07-04-1980' },
    treatyClaim: { claimed: 'Yes', country: 'FR', treatySpecialRatesClaims: [{ incomeType: 'Other Income', articleParagraph: 'Not Applicable', rate: '10', explanation: 'x' }] },
    part3: { capacityToSign: true, name: 'Pierre Martin' },
  },
  crsi_2024: {
    crsName: { title: 'Mr', firstName: 'Pierre', lastName: 'Martin' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    mailingAddress: { line1: 'BP 12', country: 'FR' },
    birthDetails: { birthDate: '04-07-1980', birthTown: 'Lyon', birthCountry: 'FR' },
    taxResidences: { taxResidences: residences },
    part3: { name: 'Pierre Martin' },
  },
};

function measure(runs: number, fn: (i: number) => void): { median: number; p95: number } {
  for (let i = 0; i < Math.min(200, runs); i += 1) fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

const defs = (await Promise.all(definedFormTypes().map((type) => loadDefinition(type)))).filter((d): d is FormDefinition => d !== undefined);
const largest = defs.reduce((a, b) => (size(b) > size(a) ? b : a));
const answers = mergeAnswers(defaultAnswers(largest), filled[largest.formType] ?? {});
const runs = 2000;

const full = measure(runs, () => evaluateForm(largest, answers, options));
const state = initialiseQuestionnaire(QuestionnaireKind.Form, largest, answers, options);
const signer = largest.signatureSection;
const update = measure(runs, (i) => questionnaireReducer(state, { type: 'setAnswer', blockId: signer, questionId: 'name', value: `Signer ${i}` }));

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(`Largest definition: ${largest.formType} (${size(largest)} questions incl. repeater item questions; ${runs} runs each; Node ${process.version})`);
console.table({
  'full evaluation (evaluateForm)': { median: fmt(full.median), p95: fmt(full.p95) },
  'single-answer update (reducer setAnswer)': { median: fmt(update.median), p95: fmt(update.p95) },
});
