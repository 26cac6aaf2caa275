import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API calls must carry `X-Requested-With: XMLHttpRequest` (app-shell.md §7): a plain
 * cross-site form post cannot set it. Refused with 403 {code, message}.
 */
export function installRequestedWithGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return reply.status(403).send({
        code: 403,
        message: 'State-changing calls need the header X-Requested-With: XMLHttpRequest.',
      });
    }
  });
}
