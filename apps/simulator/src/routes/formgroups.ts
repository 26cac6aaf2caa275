import { contract, ErrorCodes, WorkflowStage, type FormData } from '@taxcert/contracts';
import type { FastifyRequest } from 'fastify';
import { GROUP_SIGN_DATE_FORMAT } from '@taxcert/forms';
import type { SimContext } from '../context';
import { ownAccount, refuseSupersededRevision } from '../domain/access';
import { toLocale } from '../domain/locale';
import { translator } from '../domain/messages';
import { groupCheckInput, withGroupShares } from '../domain/group-checks';
import { recordSubmission } from '../domain/submission';
import { hasDefinition, initialAnswers, requireDefinition, unsupportedAdd } from '../domain/definitions';
import { lockedRefs } from '../domain/locks';
import { ApiFailure, notFound } from '../domain/failure';
import * as workflow from '../domain/workflow';
import { requireCustomer } from '../plugins/session';
import type { FormRecord, GroupRecord } from '../store/forms';
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

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The group moves through the stages as one: its forms carry the group's workflow state and review, so
 * a form of a signed group reads as signed wherever it is looked at (GET formgroups/{id}, GET forms/{id}).
 */
function mirrorStage(record: GroupRecord): void {
  for (const form of record.group.forms) {
    form.workflowState = { ...record.group.workflowState };
    form.review = { ...record.group.review };
  }
}

export function formGroupsRoutes(ctx: SimContext) {
  const groupOf = (request: FastifyRequest, id: number): GroupRecord => {
    const { customer } = requireCustomer(ctx, request);
    const record = ctx.store.getGroup(customer.customerId, id);
    if (!record) throw notFound(`Form group ${id}`);
    return record;
  };
  const memberOf = (request: FastifyRequest, id: number, formType: string): FormRecord => {
    const group = groupOf(request, id);
    const form = group.group.forms.find((f) => f.formType === formType);
    const record = form ? ctx.store.getForm(group.customerId, form.formId) : undefined;
    if (!record) throw notFound(`A ${formType} form in group ${id}`);
    return record;
  };

  /**
   * Each form's answers a workflow call acts on (`data[formType]`, else its stored answers) through the one check of
   * an answer set, its questions showing a shared answer locked as in the browser: refused with 422 (4225).
   */
  const acceptedMembers = async (
    request: FastifyRequest,
    group: GroupRecord,
    data: Record<string, FormData> = {},
  ): Promise<[FormRecord, FormData][]> => {
    const locked = (await groupCheckInput(group))?.locked ?? {};
    return Promise.all(
      group.group.forms.map(async (form): Promise<[FormRecord, FormData]> => {
        const record = memberOf(request, group.group.formGroupId, form.formType);
        const answers = data[form.formType] ?? record.form.data;
        return [record, await acceptedFor(ctx, request, record, answers, locked[form.formType] ?? [])];
      }),
    );
  };
  const keep = (accepted: [FormRecord, FormData][]) => {
    for (const [record, answers] of accepted) record.form.data = answers;
  };

  return s.router(contract.formGroups, {
    add: async ({ body, request }) => {
      const { customer, session } = requireCustomer(ctx, request);
      const account = ownAccount(ctx.accounts(session, customer), body.accountId);
      const entry = ctx.config(session).formGroups.find((g) => sameSet(g.formTypes, body.formTypes));
      if (!entry) throw new ApiFailure(400, `No form group is made of ${body.formTypes.join(' and ')}.`);
      if (!entry.isEnabled || !entry.isVisible || !entry.canPrepopulate) {
        throw new ApiFailure(403, `The form group ${entry.formType} is not offered.`, ErrorCodes.FormTypeUnavailable);
      }
      if (entry.crsRestricted && !account.isCrsParticipating) {
        throw new ApiFailure(
          403,
          `The form group ${entry.formType} is only for CRS-participating accounts.`,
          ErrorCodes.FormTypeUnavailable,
        );
      }
      const undefinedType = entry.formTypes.find((type) => !hasDefinition(type));
      if (undefinedType) return unsupportedAdd(undefinedType);
      // A group with a superseded revision is refused as that form alone would be (ADR 058).
      for (const type of entry.formTypes) {
        const member = ctx.config(session).formTypes.find((f) => f.formType === type);
        if (member)
          await refuseSupersededRevision(
            ctx.config(session),
            member,
            ctx.now(),
            toLocale(request.headers['accept-language']),
            translator(messagesFor(ctx, request)),
          );
      }
      const definitions = await Promise.all(entry.formTypes.map((type) => requireDefinition(type)));
      const data = withGroupShares(
        entry.formType,
        Object.fromEntries(
          definitions.map((d) => [
            d.formType,
            initialAnswers(d, customer.prefill, body.data?.[d.formType], lockedRefs(ctx.config(session), d)),
          ]),
        ),
      );
      ensureRoom(ctx, request, customer.customerId, definitions.length, 1);
      const forms = definitions.map((definition) =>
        ctx.store.addForm({
          customerId: customer.customerId,
          accountId: account.id,
          formType: definition.formType,
          data: data[definition.formType] ?? {},
        }),
      );
      const group = ctx.store.addGroup({
        customerId: customer.customerId,
        accountId: account.id,
        groupType: entry.formType,
        forms,
      });
      return {
        status: 200,
        body: { success: true, formGroupId: group.group.formGroupId, error: null, collectableSupportingDocs: [] },
      };
    },

    get: async ({ params, request }) => ({ status: 200, body: groupOf(request, params.id).group }),

    validate: async ({ params, body, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const group = groupOf(request, params.id);
      if (group.group.workflowState.stage >= 3)
        throw new ApiFailure(409, 'A signed form group cannot be changed.', ErrorCodes.StageConflict);
      const record = memberOf(request, params.id, params.formType);
      const across = await groupCheckInput(group, { formType: params.formType, data: body });
      const result = await validateAndKeep(
        ctx,
        request,
        record,
        { customerId: customer.customerId, name: customer.name },
        body,
        across,
      );
      return { status: 200, body: result };
    },

    submit: async ({ params, body, request }) => {
      const group = groupOf(request, params.id);
      // Submitted unsigned (preview-only mode): the answers submitted pass the one check too.
      if (body.stage === WorkflowStage.Submitted && group.group.workflowState.stage < WorkflowStage.Signed)
        keep(await acceptedMembers(request, group));
      const state = workflow.submit(group.group, body.stage, ctx.config(request.session).previewOnlyMode, ctx.now());
      if (state.stage === 4) {
        group.submittedAt ??= ctx.now().toISOString();
        const submission = recordSubmission(group.group, { type: 'formGroup', id: group.group.formGroupId }, ctx.now());
        for (const form of group.group.forms) form.submission = submission;
      }
      mirrorStage(group);
      return { status: 200, body: state };
    },

    confirm: async ({ params, body, request }) => {
      const group = groupOf(request, params.id);
      const data = body.data ?? {};
      for (const formType of Object.keys(data)) memberOf(request, params.id, formType);
      for (const [formType, answers] of Object.entries(data)) await refuseLockChanges(ctx, request, formType, answers);
      // The answers confirmed pass the one check first (a signed group's stage conflict is answered as before).
      const accepted =
        group.group.workflowState.stage <= WorkflowStage.Confirmed ? await acceptedMembers(request, group, data) : [];
      workflow.confirm(group.group, ctx.now());
      keep(accepted);
      mirrorStage(group);
      return { status: 200, body: ctx.config(request.session).previewOnlyMode };
    },

    revert: async ({ params, request }) => {
      const group = groupOf(request, params.id);
      const state = workflow.revert(group.group, ctx.now());
      mirrorStage(group);
      return { status: 200, body: state };
    },

    certify: async ({ params, request }) => {
      const group = groupOf(request, params.id);
      if (group.group.workflowState.stage === WorkflowStage.Confirmed) keep(await acceptedMembers(request, group));
      const state = workflow.certify(group.group, ctx.now());
      mirrorStage(group);
      return { status: 200, body: state };
    },

    sign: async ({ params, body, request }) => {
      const group = groupOf(request, params.id);
      const members = await Promise.all(
        group.group.forms.map(async (form) => ({
          record: memberOf(request, params.id, form.formType),
          definition: await requireDefinition(form.formType),
        })),
      );
      const across = await groupCheckInput(group);
      const answer = await signSubject(
        ctx,
        request,
        {
          subject: group.group,
          record: group,
          link: { type: 'formGroup', id: group.group.formGroupId },
          members,
          ...(across ? { group: across } : {}),
          signDateFormat: GROUP_SIGN_DATE_FORMAT,
          addedAt: group.createdAt,
        },
        body,
      );
      mirrorStage(group);
      return answer;
    },

    pdfPreview: async ({ params, request, reply }) =>
      formPdfResponse(ctx, request, reply, memberOf(request, params.id, params.formType), 'preview'),

    pdfDownload: async ({ params, request, reply }) =>
      formPdfResponse(ctx, request, reply, memberOf(request, params.id, params.formType), 'document'),

    supportingDocs: async ({ params, request }) => ({
      status: 200,
      body: groupOf(request, params.id).group.supportingDocs,
    }),
  });
}
