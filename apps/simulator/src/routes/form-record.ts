import type { FormData, ValidationResult } from '@taxcert/contracts';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { requireDefinition } from '../domain/definitions';
import { toLocale } from '../domain/locale';
import { validateForm } from '../domain/validation';
import { renderFormPdf } from '../pdf/render-form';
import type { FormRecord } from '../store/forms';
import { disposition } from '../domain/disposition';

/** Shared by the forms and form-group routes: what one form of either does. */
export const messagesFor = (ctx: SimContext, request: FastifyRequest) => ctx.messages(toLocale(request.headers['accept-language']));

/** Validates answers for a stored form (rules, TIN matching, the scenario's script) and keeps both. */
export async function validateAndKeep(
  ctx: SimContext,
  request: FastifyRequest,
  record: FormRecord,
  customer: { customerId: number; name: string },
  data: FormData,
): Promise<ValidationResult> {
  const formType = record.form.formType;
  const result = validateForm({
    definition: await requireDefinition(formType),
    data,
    customer,
    messages: messagesFor(ctx, request),
    tinMatches: ctx.fixtures.tinMatches,
    ffiList: ctx.fixtures.ffiList,
    script: ctx.scenarioFor(request.session).validation?.[formType],
    today: ctx.now(),
  });
  ctx.store.setValidation(record, data, result);
  return result;
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
  const body = await renderFormPdf({
    definition: await requireDefinition(record.form.formType),
    data: record.form.data,
    messages: messagesFor(ctx, request),
    mode,
    signature: mode === 'document' ? record.signature : null,
    formId: record.form.formId,
  });
  const name = `${record.form.formType}-${record.form.formId}${mode === 'preview' ? '-preview' : ''}.pdf`;
  reply.header('content-disposition', disposition(mode === 'preview' ? 'inline' : 'attachment', name));
  return { status: 200 as const, body };
}
