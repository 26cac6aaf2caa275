import { contract, ErrorCodes } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { redactDigits } from '../domain/redact';
import { RateLimiter } from '../store/rate-limit';
import { s } from './server';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Characters of a browser report that are logged; at most this many reports a minute per session or address. */
export const CONSOLE_LOG_MAX_LENGTH = 500;
export const CONSOLE_LOG_PER_MINUTE = 30;

export function systemRoutes(ctx: SimContext) {
  const consoleLogLimiter = new RateLimiter(CONSOLE_LOG_PER_MINUTE, 60_000, () => ctx.now().getTime());
  return s.router(contract.system, {
    consoleLog: async ({ query, request }) => {
      // No session is needed (start-up errors come before sign-in), so reports are rate-limited per
      // session, or per address without one; capped and masked before they reach the log.
      const key = request.session?.id ?? `ip:${request.ip}`;
      if (!consoleLogLimiter.take(key)) {
        const seconds = Math.ceil(consoleLogLimiter.retryAfterMs(key) / 1000);
        return {
          status: 429,
          body: {
            code: ErrorCodes.TooManyRequests,
            message: `Too many error reports. Please try again in ${seconds} seconds.`,
          },
        };
      }
      const message = redactDigits(query.message.slice(0, CONSOLE_LOG_MAX_LENGTH));
      request.log.warn({ browser: { level: query.level, code: query.code, message } }, 'browser reported an error');
      return { status: 204, body: undefined };
    },
    keepAlive: async ({ request, reply }) => {
      const session = request.session;
      if (session?.authState === 'Authorised' && !ctx.sessions.isTimedOut(session)) ctx.sessions.touch(session);
      reply.header('cache-control', 'no-store');
      // The app on another origin loads this image without CORS: a pixel, readable by any page (Chromium
      // refused it as 'same-site' between two ports of 127.0.0.1).
      if (ctx.appOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
      return { status: 200, body: PIXEL };
    },
  });
}
