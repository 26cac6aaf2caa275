import { contract, ErrorCodes, WorkflowStage } from '@taxcert/contracts';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { signDateFormatOf } from '@taxcert/forms';
import { addableFormType, ownAccount, refuseSupersededRevision } from '../domain/access';
import { toLocale } from '../domain/locale';
import { translator } from '../domain/messages';
import { hasDefinition, initialAnswers, requireDefinition } from '../domain/definitions';
import { ApiFailure, notFound } from '../domain/failure';
import { lockedRefs } from '../domain/locks';
import { recordSubmission } from '../domain/submission';
import * as workflow from '../domain/workflow';
import { requireCustomer } from '../plugins/session';
import type { FormRecord } from '../store/forms';
import {
  acceptedFor,
  ensureRoom,
  formPdfResponse,
  messagesFor,
  refuseLockChanges,
  signSubject,
  validateAndKeep,
} from './form-record';
import { s } from './server';

export function formsRoutes(ctx: SimContext) {
  const formOf = (request: FastifyRequest, id: number): FormRecord => {
    const { customer } = requireCustomer(ctx, request);
    const record = ctx.store.getForm(customer.customerId, id);
    if (!record) throw notFound(`Form ${id}`);
    return record;
  };
  /** A form whose workflow is its own: a form of a group is confirmed, certified and signed with its group. */
  const ownWorkflowOf = (request: FastifyRequest, id: number): FormRecord => {
    const record = formOf(request, id);
    if (record.groupId !== undefined) {
      throw new ApiFailure(
        409,
        `Form ${id} belongs to form group ${record.groupId}: confirm, certify, sign and submit it with the group.`,
        ErrorCodes.StageConflict,
      );
    }
    return record;
  };
  return s.router(contract.forms, {
    add: async ({ body, request }) => {
      const { customer, session } = requireCustomer(ctx, request);
      ownAccount(ctx.accounts(session, customer), body.accountId);
      const entry = addableFormType(ctx.config(session), body.formType);
      const locale = toLocale(request.headers['accept-language']);
      await refuseSupersededRevision(
        ctx.config(session),
        entry,
        ctx.now(),
        locale,
        translator(messagesFor(ctx, request)),
      );
      // Like the real API, a catalogued type without a definition here is still created (with no answers):
      // the web app then shows its unsupported-form card (app-shell.md §8 'Unsupported form'); checking it answers 4030.
      const definition = hasDefinition(body.formType) ? await requireDefinition(body.formType) : null;
      const data = definition
        ? initialAnswers(definition, customer.prefill, body.data, lockedRefs(ctx.config(session), definition))
        : {};
      ensureRoom(ctx, request, customer.customerId, 1);
      const record = ctx.store.addForm({
        customerId: customer.customerId,
        accountId: body.accountId,
        formType: body.formType,
        data,
      });
      return {
        status: 200,
        body: { success: true, formId: record.form.formId, error: null, collectableSupportingDocs: [] },
      };
    },

    get: async ({ params, request }) => {
      const { customer, session } = requireCustomer(ctx, request);
      const record = formOf(request, params.id);
      return {
        status: 200,
        body: {
          ...record.form,
          customer: { customerId: customer.customerId, customerName: customer.name },
          accounts: ctx.accounts(session, customer),
        },
      };
    },

    validate: async ({ params, body, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const record = formOf(request, params.id);
      if (record.form.formType !== params.formType) {
        throw new ApiFailure(400, `Form ${params.id} is a ${record.form.formType}, not a ${params.formType}.`);
      }
      if (record.form.workflowState.stage >= 3) throw new ApiFailure(409, 'A signed form cannot be changed.', 4090);
      return {
        status: 200,
        body: await validateAndKeep(
          ctx,
          request,
          record,
          { customerId: customer.customerId, name: customer.name },
          body,
        ),
      };
    },

    confirm: async ({ params, body, request }) => {
      const record = ownWorkflowOf(request, params.id);
      if (body.data) await refuseLockChanges(ctx, request, record.form.formType, body.data);
      // The answers confirmed pass the one check first (a signed form's stage conflict is answered as before).
      const data =
        record.form.workflowState.stage <= WorkflowStage.Confirmed
          ? await acceptedFor(ctx, request, record, body.data ?? record.form.data)
          : undefined;
      workflow.confirm(record.form, ctx.now());
      if (data) record.form.data = data;
      return { status: 200, body: ctx.config(request.session).previewOnlyMode };
    },

    submit: async ({ params, body, request }) => {
      const record = ownWorkflowOf(request, params.id);
      // Submitted unsigned (preview-only mode): the answers submitted pass the one check too.
      if (body.stage === WorkflowStage.Submitted && record.form.workflowState.stage < WorkflowStage.Signed)
        record.form.data = await acceptedFor(ctx, request, record);
      const state = workflow.submit(record.form, body.stage, ctx.config(request.session).previewOnlyMode, ctx.now());
      if (state.stage === 4) {
        record.submittedAt ??= ctx.now().toISOString();
        recordSubmission(record.form, { type: 'form', id: record.form.formId }, ctx.now());
      }
      return { status: 200, body: state };
    },

    revert: async ({ params, request }) => ({
      status: 200,
      body: workflow.revert(ownWorkflowOf(request, params.id).form, ctx.now()),
    }),

    certify: async ({ params, request }) => {
      const record = ownWorkflowOf(request, params.id);
      const form = record.form;
      const broken = ctx.broken(request.session);
      // TESTS ONLY: broken.ignoreStageOrder certifies at any stage; broken.repeatNotIdempotent refuses a repeat.
      if (broken.ignoreStageOrder && form.workflowState.stage < 1) form.workflowState.stage = 1;
      if (broken.repeatNotIdempotent && form.workflowState.stage === 2)
        throw new ApiFailure(409, 'This form is already certified.', ErrorCodes.StageConflict);
      if (form.workflowState.stage === WorkflowStage.Confirmed) form.data = await acceptedFor(ctx, request, record);
      return { status: 200, body: workflow.certify(form, ctx.now()) };
    },

    sign: async ({ params, body, request }) => {
      const record = ownWorkflowOf(request, params.id);
      const members = [{ record, definition: await requireDefinition(record.form.formType) }];
      return signSubject(
        ctx,
        request,
        {
          subject: record.form,
          record,
          link: { type: 'form', id: record.form.formId },
          members,
          signDateFormat: signDateFormatOf(record.form.formType),
          addedAt: record.createdAt,
        },
        body,
      );
    },

    pdfDownload: async ({ params, request, reply }) =>
      formPdfResponse(ctx, request, reply, formOf(request, params.id), 'document'),

    pdfPreview: async ({ params, request, reply }) =>
      formPdfResponse(ctx, request, reply, formOf(request, params.id), 'preview'),
  });
}
