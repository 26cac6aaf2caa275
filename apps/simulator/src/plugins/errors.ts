import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import type { ZodError } from 'zod';
import { ApiFailure } from '../domain/failure';

function describeZod(where: string, error: ZodError | null): string | undefined {
  const issue = error?.issues[0];
  if (!issue) return undefined;
  const field = issue.path.length ? issue.path.join('.') : where;
  // zod's enum message quotes the value received: the allowed ones are named instead (nothing is echoed).
  const message =
    issue.code === 'invalid_enum_value'
      ? `must be one of ${issue.options.map((option) => `'${String(option)}'`).join(' | ')}`
      : issue.message;
  return `${where} ${field === where ? '' : `field "${field}" `}is invalid: ${message}`.replace(/\s+/g, ' ');
}

/**
 * One error handler turns every failure into `{code, message}` and hides internals (conventions.md §10).
 * It must be installed AFTER the ts-rest router, which sets its own.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiFailure) {
    return reply.status(error.status).send({ code: error.code, message: error.message });
  }
  if (error instanceof RequestValidationError) {
    const message =
      describeZod('path', error.pathParams) ??
      describeZod('query', error.query) ??
      describeZod('body', error.body) ??
      describeZod('headers', error.headers) ??
      'The request is invalid.';
    return reply.status(400).send({ code: 400, message });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ code: status, message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: 500, message: 'Unfortunately the operation was not completed.' });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
