import {
  checkAnswerSet,
  identifierOf,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type QuestionDef,
} from '@taxcert/engine';
import {
  formatSignDay,
  formReference,
  formTypes,
  hasDefinition,
  loadDefinition,
  loadReference,
  signDateFormatOf,
  treatyCountriesOf,
} from '@taxcert/forms';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { referenceSource } from '../src/domain/reference';
import { readFuzzEnv } from '../src/env';
import { pdfText } from './form-journey';
import { buildTestApp, signIn } from './helper';
import { answerSetArbitrary } from './random-answers-arbitraries';

/**
 * Random answer sets for every registered definition — its sample of valid answers changed by
 * its own questions and options, and by hostile changes (random-answers-arbitraries.ts) — sent through validate
 * and, where valid, confirm, certify and sign. Nothing answers 500; what is refused is never signed; what is signed
 * re-evaluates clean in the engine, prints every identifier in its official layout, and its PDF holds no option
 * id, no JSON and no `undefined`.
 *
 * The default run is small and fixed (3 answer sets per form type, the sample first, seed 20261122); FUZZ_RUNS sets
 * the answer sets per form type (`npm run test:fuzz`: 100, i.e. 2,400 in all), FUZZ_SEED / FUZZ_PATH replay a
 * failure fast-check reports, and FUZZ_SCRIPTS=all adds texts in scripts the PDF fonts lack.
 */
const config = readFuzzEnv();
/** Forms one customer may keep (CUSTOMER_CAPS.forms is 250): a fresh app before the cap. */
const FORMS_PER_APP = 200;

const registered = formTypes.filter((type) => hasDefinition(type));

interface Answered {
  question: QuestionDef;
  scope: BlockAnswers;
  blockId: string;
}

/** The answered questions of `answers` with their block's (or repeater item's) answers, items included. */
function answeredQuestions(def: FormDefinition, answers: Answers): Answered[] {
  const found: Answered[] = [];
  const walk = (questions: readonly QuestionDef[], scope: BlockAnswers, blockId: string) => {
    for (const question of questions) {
      const value = scope[question.id];
      if (value === undefined || value === null || value === '') continue;
      found.push({ question, scope, blockId });
      if (question.items && Array.isArray(value))
        for (const item of value)
          if (item !== null && typeof item === 'object' && !Array.isArray(item))
            walk(question.items.questions, item, blockId);
    }
  };
  for (const block of def.blocks) walk(block.questions, answers[block.id] ?? {}, block.id);
  return found;
}

/** An option value that is a code, not a word a label could hold: camelCase, underscores, or a letter-digit mix. */
const isCodeLike = (value: string) => /[a-z][A-Z]|_/.test(value) && value.length >= 5;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One simulator for every form type (a fresh one before Jane reaches the cap on forms). */
const session = { app: undefined as unknown as SimApp, auth: {} as Record<string, string>, forms: 0 };
const fresh = async () => {
  if (session.app) await session.app.close();
  session.app = await buildTestApp({ scenario: 'all-forms' });
  session.auth = await signIn(session.app);
  session.forms = 0;
};
beforeAll(fresh);
afterAll(() => session.app.close());

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const res: LightMyRequestResponse = await session.app.inject({
    method,
    url,
    headers: session.auth,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  return res;
};

describe.each(registered)('random answer sets: %s', (formType) => {
  let def: FormDefinition;
  let sample: Answers = {};

  const newForm = async (): Promise<{ id: number; data: Answers }> => {
    if (session.forms >= FORMS_PER_APP) await fresh();
    session.forms += 1;
    const added = await call('PUT', '/api/forms', { isOnline: true, accountId: 5001, formType });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ formId: number }>().formId;
    return { id, data: (await call('GET', `/api/forms/${id}`)).json<{ data: Answers }>().data };
  };

  beforeAll(async () => {
    def = (await loadDefinition(formType))!;
    const { data } = await newForm();
    sample = def.sampleAnswers?.(data, 'Jane Doe') ?? data;
  });

  /** The server's signed answers re-evaluated in the engine with the reference data the server used. */
  const reevaluated = async (answers: Answers) => {
    const loaded = await loadReference(referenceSource(session.app.sim), treatyCountriesOf(def, answers));
    const reference = formReference(loaded, formType, session.app.sim.config(undefined));
    return checkAnswerSet(def, answers, { today: session.app.sim.now(), reference });
  };

  /** The signed PDF's checks: every identifier in its official layout, no option code, no JSON, no `undefined`. */
  const expectPrintedCleanly = (pdf: string, answers: Answers) => {
    for (const { question, scope, blockId } of answeredQuestions(def, answers)) {
      const value = scope[question.id];
      const module = identifierOf(question, scope);
      if (module && typeof value === 'string') {
        const printed = module.format(value);
        const bare = module.normalise(value);
        // Never in another layout; printed in its own unless the form prints "Applied For" in its place (W-9).
        if (bare !== printed) expect(pdf, `${question.id} printed by hand`).not.toContain(bare);
        if (scope.appliedFor !== 'Yes' && scope.appliedFor !== true)
          expect(pdf, `${question.id} printed`).toContain(printed);
      }
      // Every typed text prints whole, in any script the form accepts (compared without spaces and control
      // characters: the PDF wraps lines). The signature section prints as the signature and its evidence.
      if ((question.widget === 'text' || question.widget === 'textarea') && typeof value === 'string' && !module) {
        const letters = value.replace(/[\s\p{C}]/gu, '');
        if (letters !== '' && blockId !== def.signatureSection)
          expect(pdf.replace(/\s/g, ''), `${question.id} printed whole`).toContain(letters);
      }
      const options = question.props?.options;
      if (options && typeof value === 'string' && isCodeLike(value)) {
        expect(pdf, `option ${value} of ${question.id}`).not.toMatch(
          new RegExp(`(^|[^\\p{L}\\p{N}])${escape(value)}([^\\p{L}\\p{N}]|$)`, 'u'),
        );
      }
    }
    for (const leak of ['undefined', 'null', 'NaN', '[object Object]', '{"', '["', '":'])
      expect(pdf, `the PDF prints ${leak}`).not.toContain(leak);
  };

  it(
    'validates every answer set without a 500; signs only the valid ones, and prints them cleanly',
    async () => {
      await fc.assert(
        fc.asyncProperty(answerSetArbitrary(def, sample), async ({ answers, changes }) => {
          const why = `${formType} after ${JSON.stringify(changes)}`;
          const { id } = await newForm();
          const checked = await call('POST', `/api/forms/${formType}/${id}/validate`, answers);
          // A body the request guard refuses outright is a 4xx with a code and a message, like a rejection.
          if (checked.statusCode !== 200)
            expect([checked.statusCode, checked.json()], why).toEqual([
              400,
              { code: expect.any(Number), message: expect.any(String) },
            ]);
          const rejections =
            checked.statusCode === 200
              ? checked.json<{ rejections: { code: string; field: string }[] }>().rejections
              : [checked.json<{ code: number; message: string }>()];

          const confirm = await call('PUT', `/api/forms/${id}/confirm`, { data: answers });
          const certify = await call('POST', `/api/forms/${id}/certify`);
          const signDate = formatSignDay(session.app.sim.now(), signDateFormatOf(formType));
          // The printed name the sign dialog sends is the signer's name on the form.
          const signer = answers[def.signatureSection]?.name;
          const printName = typeof signer === 'string' && signer.trim() !== '' ? signer : 'Jane Doe';
          const sign = await call('POST', `/api/forms/${id}/sign`, { printName, capacity: '', signDate });
          if (changes.length === 0) expect(rejections, `${why}: the sample is valid`).toEqual([]);
          if (rejections.length > 0) {
            // Refused by the check: never signed.
            expect(sign.statusCode, `${why}: ${JSON.stringify(rejections)}`).not.toBe(200);
            return;
          }
          expect([confirm.statusCode, certify.statusCode, sign.statusCode], `${why}: ${sign.body}`).toEqual([
            200, 200, 200,
          ]);
          const saved = (await call('GET', `/api/forms/${id}`)).json<{ data: Answers }>().data;
          const again = await reevaluated(saved);
          expect(again.evaluation.failures, why).toEqual([]);
          expect(again.answers, `${why}: hidden answers kept`).toEqual(saved);

          const pdf = await call('GET', `/api/forms/${id}/pdf/download`);
          expect(pdf.statusCode, why).toBe(200);
          expectPrintedCleanly(pdfText(pdf.rawPayload, `random-${formType}-${id}`), saved);
        }),
        {
          numRuns: config.FUZZ_RUNS,
          seed: config.FUZZ_SEED,
          ...(config.FUZZ_PATH ? { path: config.FUZZ_PATH } : {}),
          endOnFailure: true,
          // The sample itself first: every run signs at least one answer set of each form type.
          examples: [[{ answers: sample, changes: [] }]],
        },
      );
      // An upper bound against a hang that grows with the runs asked for (about 0.1 s an answer set here).
    },
    Math.max(60_000, config.FUZZ_RUNS * 2_000),
  );
});
