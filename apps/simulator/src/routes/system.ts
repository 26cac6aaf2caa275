import { contract } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { s } from './server';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function systemRoutes(ctx: SimContext) {
  return s.router(contract.system, {
    consoleLog: async ({ query, request }) => {
      request.log.warn({ browser: { level: query.level, code: query.code, message: query.message.slice(0, 500) } }, 'browser reported an error');
      return { status: 204, body: undefined };
    },
    keepAlive: async ({ request, reply }) => {
      const session = request.session;
      if (session?.authState === 'Authorised' && !ctx.sessions.isTimedOut(session)) ctx.sessions.touch(session);
      reply.header('cache-control', 'no-store');
      return { status: 200, body: PIXEL };
    },
  });
}
