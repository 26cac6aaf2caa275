import { ErrorCodes, UploadQuerySchema } from '@taxcert/contracts';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { ApiFailure } from '../domain/failure';
import type { Scenario } from '../fixtures/scenario';

const MB = 1024 * 1024;

/**
 * The scenario's `serverLimits`, checked before an upload is read, whatever the client's
 * uploadFileSettings allow (so the app's handling of the server's 413 and 400 can be reached): a request
 * larger than `maxFileSize` MB answers 413, an upload to a form or group that already holds
 * `maxUploadFiles` documents answers 400. A call that is not signed in is left to the route (401).
 */
export function checkServerLimits(
  ctx: SimContext,
  request: FastifyRequest,
  limits: NonNullable<Scenario['serverLimits']>,
): void {
  const customerId = request.session?.customerId;
  if (customerId === null || customerId === undefined) return;
  const size = Number(request.headers['content-length'] ?? 0);
  if (limits.maxFileSize !== undefined && size > limits.maxFileSize * MB) {
    throw new ApiFailure(
      413,
      `The file is larger than the ${limits.maxFileSize} MB the server allows.`,
      ErrorCodes.PayloadTooLarge,
    );
  }
  const query = UploadQuerySchema.safeParse(request.query);
  if (limits.maxUploadFiles === undefined || !query.success) return;
  const { linkType, id } = query.data;
  const owner =
    linkType === 'form' ? ctx.store.getForm(customerId, id)?.form : ctx.store.getGroup(customerId, id)?.group;
  if (owner && owner.supportingDocs.length >= limits.maxUploadFiles) {
    throw new ApiFailure(400, `No more than ${limits.maxUploadFiles} documents can be uploaded (server limit).`);
  }
}
