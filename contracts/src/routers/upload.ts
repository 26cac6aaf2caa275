import { z } from 'zod';
import { c } from '../c';
import { ErrorSchema } from '../schemas/error';
import { SupportingDocSchema, UploadQuerySchema } from '../schemas/supportingdocs';

/**
 * The upload call: PUT to the supporting-docs base with credentials; the metadata travels in the query
 * and the file in the multipart field "file". ts-rest does not parse multipart: the server reads it.
 */
export const uploadRouter = c.router({
  supportingDoc: {
    method: 'PUT',
    path: '/supportingdocs/upload',
    query: UploadQuerySchema,
    contentType: 'multipart/form-data',
    body: c.type<{ file: Blob }>(),
    responses: { 200: z.array(SupportingDocSchema), 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
    summary: 'Upload one supporting document (multipart field "file"); answers the uploaded doc list',
  },
});
