import { contract, type ValidationResult } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { requireDefinition } from '../domain/definitions';
import { ApiFailure, notFound } from '../domain/failure';
import { referenceFor } from '../domain/reference';
import { validateForm } from '../domain/validation';
import { requireCustomer } from '../plugins/session';
import { docsOf, messagesFor } from './form-record';
import { s } from './server';

/** Questionnaire validation: the engine's rules only (no TIN matching), nothing saved. */
export function questionnaireRoutes(ctx: SimContext) {
  return s.router(contract.questionnaire, {
    validateForm: async ({ params, body, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const record = ctx.store.getForm(customer.customerId, params.id);
      if (!record) throw notFound(`Form ${params.id}`);
      const definition = await requireDefinition(record.form.formType);
      const result = validateForm({
        definition,
        data: body,
        reference: await referenceFor(ctx, request, definition, body),
        customer: { customerId: customer.customerId, name: customer.name },
        messages: messagesFor(ctx, request),
        tinMatches: null,
        today: ctx.now(),
        supportingDocs: docsOf(ctx, customer.customerId, record),
      });
      return { status: 200, body: result };
    },
    validateFormGroup: async ({ params, body, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const group = ctx.store.getGroup(customer.customerId, params.id);
      if (!group) throw notFound(`Form group ${params.id}`);
      const results: ValidationResult[] = [];
      for (const [formType, data] of Object.entries(body)) {
        if (!group.group.forms.some((f) => f.formType === formType)) {
          throw new ApiFailure(400, `Form group ${params.id} has no ${formType} form.`);
        }
        const definition = await requireDefinition(formType);
        results.push(
          validateForm({
            definition,
            data,
            reference: await referenceFor(ctx, request, definition, data),
            customer: { customerId: customer.customerId, name: customer.name },
            messages: messagesFor(ctx, request),
            tinMatches: null,
            today: ctx.now(),
          }),
        );
      }
      return { status: 200, body: results };
    },
  });
}
