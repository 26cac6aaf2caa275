import { z } from 'zod';
import { c } from '../c';
import { FormDataSchema, FormTypeSchema, IdParamsSchema, IdSchema } from '../schemas/common';
import { ErrorSchema } from '../schemas/error';
import { AddFormGroupRequestSchema, AddResponseSchema, FormGroupSchema, SubmitRequestSchema } from '../schemas/form';
import { SignatureRequestSchema, SignResponseSchema } from '../schemas/signature';
import { SupportingDocSchema } from '../schemas/supportingdocs';
import { ValidationResultSchema } from '../schemas/validation';
import { WorkflowStateSchema } from '../schemas/workflow';
import { pdfResponse } from './pdf';

const notFound = { 404: ErrorSchema };
const groupFormParams = z.object({ id: IdSchema, formType: FormTypeSchema });

/** Group confirm: the answers of each form of the group, keyed by form type. */
export const GroupConfirmRequestSchema = z
  .object({ data: z.record(FormTypeSchema, FormDataSchema).optional() })
  .strict();

export const formGroupsRouter = c.router({
  add: {
    method: 'POST',
    path: '/formgroups',
    body: AddFormGroupRequestSchema,
    responses: { 200: AddResponseSchema },
    summary: 'Add a form group (e.g. crsiw8ben) for an account',
  },
  get: {
    method: 'GET',
    path: '/formgroups/:id',
    pathParams: IdParamsSchema,
    responses: { 200: FormGroupSchema, ...notFound },
    summary: 'A form group with its forms',
  },
  validate: {
    method: 'POST',
    path: '/formgroups/:id/:formType/validate',
    pathParams: groupFormParams,
    body: FormDataSchema,
    responses: { 200: ValidationResultSchema, ...notFound, 409: ErrorSchema },
    summary: 'Save and validate one form of the group (409 once the group is signed)',
  },
  submit: {
    method: 'PUT',
    path: '/formgroups/:id/submit',
    pathParams: IdParamsSchema,
    body: SubmitRequestSchema,
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Move the group to the given workflow stage',
  },
  confirm: {
    method: 'PUT',
    path: '/formgroups/:id/confirm',
    pathParams: IdParamsSchema,
    body: GroupConfirmRequestSchema,
    responses: { 200: z.boolean(), ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Confirm the group; true = nothing more to do (preview-only mode)',
  },
  revert: {
    method: 'PUT',
    path: '/formgroups/:id/revert',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema },
    summary: 'Return the group to stage 0',
  },
  certify: {
    method: 'POST',
    path: '/formgroups/:id/certify',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Certify the whole group once',
  },
  sign: {
    method: 'POST',
    path: '/formgroups/:id/sign',
    pathParams: IdParamsSchema,
    body: SignatureRequestSchema,
    responses: { 200: SignResponseSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Sign the whole group once',
  },
  pdfPreview: {
    method: 'GET',
    path: '/formgroups/:id/:formType/pdf/preview',
    pathParams: groupFormParams,
    responses: { 200: pdfResponse, ...notFound },
    summary: 'Preview PDF of one form of the group',
  },
  pdfDownload: {
    method: 'GET',
    path: '/formgroups/:id/:formType/pdf/download',
    pathParams: groupFormParams,
    responses: { 200: pdfResponse, ...notFound },
    summary: 'PDF of one form of the group',
  },
  supportingDocs: {
    method: 'GET',
    path: '/formgroups/:id/supporting-docs',
    pathParams: IdParamsSchema,
    responses: { 200: z.array(SupportingDocSchema), ...notFound },
    summary: 'Supporting documents of the group',
  },
});
