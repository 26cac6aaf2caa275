import type { FormData, SupportingDoc, ValidationItem, ValidationResult } from '@taxcert/contracts';
import {
  checkAnswerSet,
  evaluateForm,
  failureFieldPath,
  fieldPathText,
  GROUP_SEPARATOR,
  type Failure,
  type FormDefinition,
  type MessageValues,
  type ReferenceData,
} from '@taxcert/engine';
import type { z } from 'zod';
import type { ValidationScriptSchema } from '../fixtures/scenario';
import type { FfiList, TinMatchFixture } from '../fixtures/schemas';
import { findOnFfiList } from './ffi-list';
import type { GroupCheckInput } from './group-checks';
import { findingText, translator } from './messages';
import { uploadProblems } from './supporting-links';
import { isMatchCode, matchTin, tinAndName } from './tin-matching';

export interface ValidationInput {
  definition: FormDefinition;
  data: FormData;
  customer: { customerId: number; name: string };
  messages: Record<string, string>;
  tinMatches: TinMatchFixture | null;
  /** The simulated IRS FFI list GIINs are looked up in (null: not checked). */
  ffiList?: FfiList | null;
  /** The scenario's scripted outcome for this form type, added on top. */
  script?: z.infer<typeof ValidationScriptSchema> | undefined;
  /** The simulator clock's day: date rules (no birth date in the future…) read it. */
  today: Date;
  /** The reference data the browser checks these answers with (domain/reference.ts `referenceFor`). */
  reference: ReferenceData;
  /**
   * A form of a group: the group's definition carrying only the group's checks across its forms, and every form's
   * answers (group block ids) with this form's being validated. The findings about this form's fields are added.
   */
  group?: GroupCheckInput;
  /** The documents linked to the form (or its group): an upload answer must name one of its question's type. */
  supportingDocs?: readonly Pick<SupportingDoc, 'id' | 'type'>[];
}

/**
 * Rejection code of an engine failure: E-<BLOCK>-<QUESTION>-<RULE>; inside a repeater item the question
 * path without item numbers (E-TAXRESIDENCES-TAXRESIDENCES-COUNTRY-REQUIRED), so a code names a rule, not
 * a row — the row is in `field`.
 */
export const rejectionCode = (blockId: string, questionId: string, rule: string): string =>
  `E-${blockId}-${questionId
    .replace(/\.\d+(\.|$)/g, '-')
    .replace(/\./g, '-')
    .replace(/-$/, '')}-${rule}`.toUpperCase();

/** The code of a failure: a definition's check is named by its id (E-US-CITIZEN), a rule by `rejectionCode`. */
export const failureCode = (f: Failure): string =>
  f.check ? `E-${f.check}` : rejectionCode(f.blockId, f.questionId, f.rule);

/** The field a failure names: `block.question[.item.question]`, or the block alone (an unknown block). */
export const failureField = (f: Failure): string => (f.questionId ? fieldPathText(failureFieldPath(f)) : f.blockId);

/** A group's findings about one form's fields, with the form's own field names. */
function groupFindings(
  input: ValidationInput,
  text: (key: string, values?: MessageValues) => string,
): { rejections: ValidationItem[]; warnings: ValidationItem[] } {
  if (!input.group) return { rejections: [], warnings: [] };
  const prefix = `${input.definition.formType}${GROUP_SEPARATOR}`;
  const own = (field: string) => field.startsWith(prefix);
  const evaluation = evaluateForm(input.group.definition, input.group.answers, {
    today: input.today,
    reference: input.reference,
  });
  return {
    rejections: evaluation.failures
      .filter((f) => f.check && own(f.blockId))
      .map((f) => ({
        code: failureCode(f),
        codeDescription: text(f.message, f.values),
        field: `${f.blockId.slice(prefix.length)}.${f.questionId}`,
      })),
    warnings: evaluation.warnings
      .filter((w) => own(w.field))
      .map((w) => ({
        code: `WRN-${w.check}`,
        codeDescription: text(w.message, w.values),
        field: w.field.slice(prefix.length),
      })),
  };
}

/**
 * The validation result of a form's answers: every engine failure as a rejection and every warning of the
 * definition's checks (the same rules and checks the browser runs), a group's findings across its forms, then
 * the server-only checks — TIN matching (a warning when not matched) and recommendations.
 */
export function validateForm(input: ValidationInput): ValidationResult {
  return validateAnswerSet(input).result;
}

/**
 * The validation result of a form's answers (see {@link validateForm}) and the answers as the form holds them:
 * first the one check of an answer set (engine `checkAnswerSet`: hidden answers cleared as in the browser, unknown
 * questions refused, each answer held to what its question offers), then every rule on what it leaves.
 */
export function validateAnswerSet(input: ValidationInput): { result: ValidationResult; answers: FormData } {
  const { definition, messages } = input;
  const t = translator(messages);
  // A finding's words in the call's language, naming its values (a refused pair's two statuses…) in it too.
  const text = (key: string, values?: MessageValues): string => findingText(t, key, values);
  // A form of a group: its questions showing a shared answer are locked, as in the browser (ADR 029).
  const checked = checkAnswerSet(definition, input.data, {
    today: input.today,
    reference: input.reference,
    locked: input.group?.locked?.[definition.formType] ?? [],
  });
  const { evaluation } = checked;
  const data = checked.answers as FormData;
  const rejections: ValidationItem[] = evaluation.failures.map((f) => ({
    code: failureCode(f),
    codeDescription: text(f.message, f.values),
    field: failureField(f),
  }));
  const warnings: ValidationItem[] = evaluation.warnings.map((w) => ({
    code: `WRN-${w.check}`,
    codeDescription: text(w.message, w.values),
    field: w.field,
  }));
  // An uploaded document the answer names must still be linked to the form (a missing one is the engine's `required`).
  for (const problem of input.supportingDocs
    ? uploadProblems(definition, data, evaluation, input.supportingDocs)
    : []) {
    if (problem.kind !== 'notLinked') continue;
    const [blockId = '', questionId = ''] = problem.field.split('.');
    rejections.push({
      code: rejectionCode(blockId, questionId, 'notLinked'),
      codeDescription: text('validation.supportingDoc.notLinked'),
      field: problem.field,
    });
  }
  const group = groupFindings(input, text);
  rejections.push(...group.rejections);
  warnings.push(...group.warnings);
  let tinMatched: boolean | null = null;
  const tinSource =
    input.tinMatches && evaluation.blocks.usTin?.questions.tin?.valid === true
      ? tinAndName(data, definition.signatureSection)
      : null;
  const scripted = input.script?.tinMatchCode;
  if (input.tinMatches && tinSource && scripted === 'outage') {
    warnings.push({
      code: 'WRN-TIN-MATCH-UNAVAILABLE',
      codeDescription: text('validation.tinMatch.unavailable'),
      field: 'usTin.tin',
    });
  } else if (input.tinMatches && tinSource) {
    const match =
      typeof scripted === 'number'
        ? { resultCode: scripted, matched: isMatchCode(scripted) }
        : matchTin(input.tinMatches, tinSource.tin, tinSource.name);
    tinMatched = match.matched;
    if (!match.matched) {
      warnings.push({
        code: `WRN-TIN-MATCH-${match.resultCode}`,
        codeDescription: text(`validation.tinMatch.${match.resultCode}`),
        field: 'usTin.tin',
      });
    }
  }
  if (input.ffiList) {
    for (const [blockId, block] of Object.entries(evaluation.blocks)) {
      for (const question of definition.blocks.find((b) => b.id === blockId)?.questions ?? []) {
        const value = data[blockId]?.[question.id];
        const giinField = (question.widget as string) === 'giin' && question.props?.length !== 15;
        if (!giinField || block.questions[question.id]?.valid !== true || typeof value !== 'string' || !value) continue;
        if (!findOnFfiList(input.ffiList, value)) {
          warnings.push({
            code: 'WRN-GIIN-NOT-ON-FFI-LIST',
            codeDescription: text('validation.giin.notOnFfiList'),
            field: `${blockId}.${question.id}`,
          });
        }
      }
    }
  }
  if (data.usTin?.appliedFor === 'Yes') {
    warnings.push({
      code: 'REC-TIN-APPLIED-FOR',
      codeDescription: text('validation.rec.tinAppliedFor'),
      field: 'usTin.tin',
    });
  }
  rejections.push(...(input.script?.rejections ?? []));
  warnings.push(...(input.script?.warnings ?? []));
  const result: ValidationResult = {
    valid: rejections.length === 0,
    formType: definition.formType,
    customerId: input.customer.customerId,
    customerName: input.customer.name,
    rejections,
    warnings,
    tinMatched,
  };
  return { result, answers: data };
}
