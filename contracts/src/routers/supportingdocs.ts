import { z } from 'zod';
import { c } from '../c';
import { IdParamsSchema } from '../schemas/common';
import { ErrorSchema } from '../schemas/error';
import { LinkedCollectableDocSchema, SupportingDocPreviewSchema } from '../schemas/supportingdocs';
import { fileResponse, pdfResponse } from './pdf';

const notFound = { 404: ErrorSchema };
const DeletedSchema = z.object({ deleted: z.literal(true), isNoFormDoc: z.boolean() }).strict();

export const supportingDocsRouter = c.router({
  download: {
    method: 'GET',
    path: '/supportingdocs/:id/download',
    pathParams: IdParamsSchema,
    responses: { 200: fileResponse, ...notFound },
    summary: 'Download an uploaded supporting document',
  },
  view: {
    method: 'GET',
    path: '/customers/supporting-docs/:id',
    pathParams: IdParamsSchema,
    responses: { 200: fileResponse, ...notFound },
    summary: 'Open a supporting document inline (new tab)',
  },
  preview: {
    method: 'POST',
    path: '/supportingdocs/preview',
    body: SupportingDocPreviewSchema,
    responses: { 200: pdfResponse },
    summary: 'Preview a collectable supporting document (e.g. the affidavit) before signing',
  },
  signedPdf: {
    method: 'GET',
    path: '/supportingdocs/:id/pdf/download',
    pathParams: IdParamsSchema,
    responses: { 200: pdfResponse, ...notFound },
    summary: 'The signed PDF of a collectable supporting document',
  },
  linkedCollectableDocForm: {
    method: 'GET',
    path: '/supportingdocs/:id/form/getLinkedCollectableDocId',
    pathParams: IdParamsSchema,
    responses: { 200: LinkedCollectableDocSchema, ...notFound },
    summary: 'The collectable doc linked to a form (id = form id)',
  },
  linkedCollectableDocFormGroup: {
    method: 'GET',
    path: '/supportingdocs/:id/formGroup/getLinkedCollectableDocId',
    pathParams: IdParamsSchema,
    responses: { 200: LinkedCollectableDocSchema, ...notFound },
    summary: 'The collectable doc linked to a form group (id = group id)',
  },
  delete: {
    method: 'DELETE',
    path: '/supportingdocs/:id',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: DeletedSchema, ...notFound },
    summary: 'Delete a supporting document',
  },
  deleteFileUpload: {
    method: 'DELETE',
    path: '/file/upload/:id',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: DeletedSchema, ...notFound },
    summary: "Discard a questionnaire uploader's document",
  },
});
