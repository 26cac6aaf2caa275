import { BODY_BOUNDS, describeBreach } from '@taxcert/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../domain/failure';
import { scanJsonText } from './json-scan';

/**
 * JSON bodies are checked against the contract's BODY_LIMITS on their text, in one pass, before they are
 * parsed — and so before the contract's schemas, the session check or any handler see them.
 * A breach answers 400 {code, message} naming the limit. Within the limits, Fastify's own parser
 * (prototype-poisoning protection kept) parses the body.
 */
export function installBodyLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const breach = scanJsonText(text, BODY_BOUNDS);
    if (breach) return done(new ApiFailure(400, describeBreach(breach)), undefined);
    return parseJson(request, text, done);
  });
}
