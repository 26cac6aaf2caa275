import { contract, ErrorCodes } from '@taxcert/contracts';
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { ApiFailure, notFound } from '../domain/failure';
import { formUploadExtensions, questionnaireUploadExtensions, sniffFileType } from '../domain/file-types';
import { nearest } from '../fixtures/nearest';
import { requireCustomer } from '../plugins/session';
import { messagesFor } from './form-record';
import { s } from './server';

const MB = 1024 * 1024;
/**
 * MB of documents one customer's forms and groups may hold: the spec's defaults (1,000 files of
 * 5 MB per form) would let one customer fill gigabytes of the simulator's memory. A scenario may change it
 * (serverLimits.maxStoredUploadMB).
 */
export const DEFAULT_MAX_STORED_UPLOAD_MB = 50;

/**
 * Upload: one file in the multipart field "file", checked by its bytes, size and the count limit;
 * kept in memory under a generated name. Answers the owner's whole document list.
 */
export function uploadRoutes(ctx: SimContext) {
  return s.router(contract.upload, {
    supportingDoc: async ({ query, request }) => {
      const { customer, session } = requireCustomer(ctx, request);
      const owner =
        query.linkType === 'form'
          ? ctx.store.getForm(customer.customerId, query.id)?.form
          : ctx.store.getGroup(customer.customerId, query.id)?.group;
      if (!owner) throw notFound(`${query.linkType === 'form' ? 'Form' : 'Form group'} ${query.id}`);
      if (!request.isMultipart())
        throw new ApiFailure(400, 'Send the file as multipart/form-data in the field "file".');
      const config = ctx.config(session);
      const docType = config.supportingDocumentTypes.find((t) => t.type === query.docType);
      if (!docType) {
        const hint = nearest(
          query.docType,
          config.supportingDocumentTypes.map((t) => t.type),
        );
        throw new ApiFailure(
          400,
          `Unknown document type "${query.docType}"${hint ? ` (did you mean "${hint}"?)` : ''}.`,
        );
      }
      const settings = config.uploadFileSettings;
      const part = await request.file({ limits: { fileSize: settings.maxFileSize * MB, files: 1 } });
      if (!part || part.fieldname !== 'file') throw new ApiFailure(400, 'The multipart field "file" is missing.');
      const bytes = await part.toBuffer().catch((error: Error & { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiFailure(
            413,
            `${part.filename} is larger than the ${settings.maxFileSize} MB allowed.`,
            ErrorCodes.PayloadTooLarge,
          );
        }
        throw error;
      });
      if (bytes.length === 0) throw new ApiFailure(400, `${part.filename} is empty.`);
      const budgetMb = ctx.scenarioFor(session).serverLimits?.maxStoredUploadMB ?? DEFAULT_MAX_STORED_UPLOAD_MB;
      if (ctx.store.storedBytes(customer.customerId) + bytes.length > budgetMb * MB) {
        throw new ApiFailure(
          413,
          `${part.filename} was not kept: your documents would take more than the ${budgetMb} MB the server keeps per customer. Delete a document you no longer need and try again.`,
          ErrorCodes.PayloadTooLarge,
        );
      }
      if (owner.supportingDocs.length >= settings.maxUploadFiles) {
        throw new ApiFailure(400, `No more than ${settings.maxUploadFiles} documents can be uploaded.`);
      }
      const allowed = query.category === 'questionnaire' ? questionnaireUploadExtensions : formUploadExtensions;
      const mimeType = sniffFileType(part.filename, bytes, allowed);
      if (!mimeType) {
        throw new ApiFailure(
          415,
          `${part.filename} is not an accepted file type (${allowed.join(', ')}), or its content does not match its name.`,
          ErrorCodes.UnsupportedMediaType,
        );
      }
      const description = ctx.messages('en')[`supportingDocuments.type.${docType.type}`] ?? docType.type;
      const localeDescription = messagesFor(ctx, request)[`supportingDocuments.type.${docType.type}`] ?? description;
      const stored = ctx.store.addFile({
        customerId: customer.customerId,
        link: { type: query.linkType, id: query.id },
        mimeType,
        bytes,
        doc: {
          type: query.docType,
          typeDescription: description,
          localeDescription,
          originalFileName: part.filename,
          // Stored under a generated name: the customer's file name is never used as a key or path.
          fileName: `${randomUUID()}.${part.filename.toLowerCase().split('.').pop() ?? 'bin'}`,
          isNoFormDoc: query.type === 'noform',
          size: bytes.length,
          uploadedAt: ctx.now().toISOString(),
        },
      });
      owner.supportingDocs = [...owner.supportingDocs, stored.doc];
      return { status: 200, body: owner.supportingDocs };
    },
  });
}
