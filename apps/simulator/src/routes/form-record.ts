import type {
  CollectableSupportingDoc,
  FormData,
  SignatureRequest,
  Submission,
  SupportingDoc,
  ValidationResult,
  WorkflowState,
} from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { ErrorCodes } from '@taxcert/contracts';
import { signDateFormatOf } from '@taxcert/forms';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { createCollectable } from '../domain/collectable';
import { acceptedAnswers } from '../domain/answer-check';
import { ApiFailure } from '../domain/failure';
import { hasDefinition, requireDefinition } from '../domain/definitions';
import { lockedRefs, refuseChangedLocks } from '../domain/locks';
import { translator } from '../domain/messages';
import type { GroupCheckInput } from '../domain/group-checks';
import { applySignature, buildSignature, signatureRequestKey } from '../domain/signing';
import * as workflow from '../domain/workflow';
import { requireCustomer } from '../plugins/session';
import { toLocale } from '../domain/locale';
import { referenceFor } from '../domain/reference';
import { validateAnswerSet } from '../domain/validation';
import { renderFormPdf } from '../pdf/render-form';
import { CUSTOMER_CAPS, type FormRecord, type SignatureEvidence } from '../store/forms';
import { disposition } from '../domain/disposition';
import { recordSubmission } from '../domain/submission';

/** Shared by the forms and form-group routes: what one form of either does. */
export const messagesFor = (ctx: SimContext, request: FastifyRequest) =>
  ctx.messages(toLocale(request.headers['accept-language']), request.session);

/**
 * Refuses an add that would pass a customer's cap (CUSTOMER_CAPS): 400 code 4001 with the cap in the
 * request's language (fixtures/languages/<locale>/simulator.json). Called right before the records are made.
 */
export function ensureRoom(ctx: SimContext, request: FastifyRequest, customerId: number, forms: number, groups = 0) {
  const reached = ctx.store.capReached(customerId, forms, groups);
  if (reached === null) return;
  const key = reached === 'forms' ? 'limits.customerForms' : 'limits.customerGroups';
  const text = (messagesFor(ctx, request)[key] ?? key).replace('{{max}}', String(CUSTOMER_CAPS[reached]));
  throw new ApiFailure(400, text, ErrorCodes.CustomerLimitReached);
}

/** The documents linked to a form, or to its group for a form of a group (the uploader's link type). */
export const docsOf = (ctx: SimContext, customerId: number, record: FormRecord): readonly SupportingDoc[] =>
  record.groupId === undefined
    ? record.form.supportingDocs
    : (ctx.store.getGroup(customerId, record.groupId)?.group.supportingDocs ?? []);

/**
 * The answers a workflow call acts on for one form (`data`, else its stored answers), through the one check of an
 * answer set (domain/answer-check.ts): hidden answers cleared; an answer the form could not have given refused
 * with 422 (4225) naming the field in the request's language. A type without a definition here has no answers.
 */
export async function acceptedFor(
  ctx: SimContext,
  request: FastifyRequest,
  record: FormRecord,
  data: FormData = record.form.data,
  locked: readonly string[] = [],
): Promise<FormData> {
  if (!hasDefinition(record.form.formType)) return data;
  const definition = await requireDefinition(record.form.formType);
  return acceptedAnswers(
    definition,
    data,
    { today: ctx.now(), reference: await referenceFor(ctx, request, definition, data), locked },
    translator(messagesFor(ctx, request)),
  ).answers;
}

/** Validates answers for a stored form (rules, TIN matching, the scenario's script) and keeps both. */
export async function validateAndKeep(
  ctx: SimContext,
  request: FastifyRequest,
  record: FormRecord,
  customer: { customerId: number; name: string },
  data: FormData,
  /** A form of a group: the group's checks across its forms and their answers (domain/group-checks.ts). */
  group?: GroupCheckInput,
): Promise<ValidationResult> {
  const formType = record.form.formType;
  const definition = await requireDefinition(formType);
  refuseChangedLocks(
    definition,
    lockedRefs(ctx.config(request.session), definition),
    ctx.customer(customer.customerId).prefill,
    data,
  );
  const { result, answers } = validateAnswerSet({
    definition,
    data,
    reference: await referenceFor(ctx, request, definition, data),
    customer,
    messages: messagesFor(ctx, request),
    tinMatches: ctx.fixtures.tinMatches,
    ffiList: ctx.fixtures.ffiList,
    script: ctx.scenarioFor(request.session).validation?.[formType],
    today: ctx.now(),
    ...(group ? { group } : {}),
    supportingDocs: docsOf(ctx, customer.customerId, record),
  });
  // TESTS ONLY (scenario key broken.acceptInvalidAnswers): a server that accepts whatever it is sent.
  const kept = ctx.broken(request.session).acceptInvalidAnswers ? { ...result, valid: true, rejections: [] } : result;
  // Kept as the form holds them: without the answers the form's own answers hide (as the browser clears them).
  ctx.store.setValidation(record, answers, kept);
  return kept;
}

/** Refuses answers sent for a form (confirm) that change a field its lock groups lock (409, 4092; ADR 045). */
export async function refuseLockChanges(
  ctx: SimContext,
  request: FastifyRequest,
  formType: string,
  data: FormData,
): Promise<void> {
  if (!hasDefinition(formType)) return;
  const { session, customer } = requireCustomer(ctx, request);
  const definition = await requireDefinition(formType);
  refuseChangedLocks(definition, lockedRefs(ctx.config(session), definition), customer.prefill, data);
}

/**
 * A form's PDF as a response: a preview (watermarked, inline) or the document (signed when signed,
 * attachment); the file name goes in content-disposition.
 */
export async function formPdfResponse(
  ctx: SimContext,
  request: FastifyRequest,
  reply: { header(name: string, value: string): unknown },
  record: FormRecord,
  mode: 'preview' | 'document',
) {
  const definition = await requireDefinition(record.form.formType);
  const body = await renderFormPdf({
    definition,
    data: record.form.data,
    reference: await referenceFor(ctx, request, definition, record.form.data),
    messages: messagesFor(ctx, request),
    locale: toLocale(request.headers['accept-language']),
    mode,
    signature: mode === 'document' ? record.signature : null,
    submissionReference: mode === 'document' ? (record.form.submission?.reference ?? null) : null,
    institution: ctx.config(request.session).brand?.institutionName,
  });
  const name = `${record.form.formType}-${record.form.formId}${mode === 'preview' ? '-preview' : ''}.pdf`;
  reply.header('content-disposition', disposition(mode === 'preview' ? 'inline' : 'attachment', name));
  return { status: 200 as const, body };
}

/** What is signed: a form on its own, or a group with its forms (one signature for all of them). */
export interface SignTarget {
  /** The form or the group: its stage moves, it holds the affidavit of unchanged status. */
  subject: workflow.Workflowed & {
    collectableSupportingDocs: CollectableSupportingDoc[];
    supportingDocs: SupportingDoc[];
    submission?: Submission | null;
  };
  /** Its record, which keeps the signature evidence. */
  record: { signature: SignatureEvidence | null };
  link: { type: 'form' | 'formGroup'; id: number };
  /** The forms signed: the form itself, or each form of the group. */
  members: { record: FormRecord; definition: FormDefinition }[];
  /** A group's checks across its forms, with the forms' answers: a contradiction refuses the signature. */
  group?: GroupCheckInput;
  /** The sign dialog's date format: the form type's, or a group's (app-shell.md §5). */
  signDateFormat: string;
  /** When the form or group was added (simulator clock, ms). */
  addedAt: number;
}

/**
 * POST …/sign for a form or a group: a repeat of the same request answers what the first did; otherwise
 * every form must be valid and the e-signature PIN verified where its type uses one (buildSignature), the
 * signature goes into each form's answers, the affidavit the signer ticked is created and linked, and the
 * subject moves to stage 3. The PIN is good for one signature.
 */
export async function signSubject(
  ctx: SimContext,
  request: FastifyRequest,
  target: SignTarget,
  body: SignatureRequest,
) {
  const { session, customer } = requireCustomer(ctx, request);
  const { subject } = target;
  const broken = ctx.broken(session);
  const repeat = target.record.signature?.requestKey === signatureRequestKey(body);
  // TESTS ONLY (broken.repeatNotIdempotent, broken.ignoreStageOrder): a repeat signs again; any stage signs.
  const sameAsBefore = repeat && subject.workflowState.stage >= 3;
  const again = broken.repeatNotIdempotent === true && sameAsBefore;
  if (!again && (broken.ignoreStageOrder ? sameAsBefore : workflow.checkSignable(subject, repeat))) {
    return signed(subject.collectableSupportingDocs[0] ?? null, subject.workflowState);
  }
  const config = ctx.config(session);
  // What is signed is what was saved: a locked answer changed by any call refuses the signature (ADR 045).
  for (const m of target.members)
    refuseChangedLocks(m.definition, lockedRefs(config, m.definition), customer.prefill, m.record.form.data);
  const evidence = buildSignature({
    definitions: await Promise.all(
      target.members.map(async (m) => ({
        definition: m.definition,
        data: m.record.form.data,
        reference: await referenceFor(ctx, request, m.definition, m.record.form.data),
      })),
    ),
    request: body,
    supportingDocs: {
      docs: subject.supportingDocs,
      typeName: (type) => ctx.messages('en')[`supportingDocuments.type.${type}`] ?? type,
    },
    pinRequired: config.authenticationType === 1 && !config.previewOnlyMode,
    pinVerified: session.pinVerified,
    now: ctx.now(),
    ...(target.group ? { group: target.group } : {}),
    signDateFormat: target.signDateFormat,
    addedAt: target.addedAt,
    t: translator(messagesFor(ctx, request)),
  });
  target.record.signature = evidence;
  for (const m of target.members) {
    m.record.signature = evidence;
    m.record.form.data = applySignature(
      m.record.form.data,
      m.definition.signatureSection,
      evidence,
      signDateFormatOf(m.definition.formType),
    );
  }
  const collectable = await createCollectable(ctx.store, {
    customerId: customer.customerId,
    customerName: customer.name,
    link: target.link,
    request: body,
    evidence,
  });
  if (collectable) subject.collectableSupportingDocs = [collectable];
  session.pinVerified = false;
  // Signing is the submission (app-shell.md §4, Sign and submit): the reference the success page shows (ADR 023).
  const submission = recordSubmission(subject, target.link, ctx.now());
  for (const m of target.members) m.record.form.submission = submission;
  return signed(collectable, workflow.markSigned(subject, ctx.now()));
}

const signed = (collectable: CollectableSupportingDoc | null, workflowState: WorkflowState) => ({
  status: 200 as const,
  body: { linkedCollectableSupportingDocId: collectable?.linkedId ?? null, workflowState },
});
