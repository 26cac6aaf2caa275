import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { ApiFailure } from '../domain/failure';
import type { CustomerFixture } from '../fixtures/schemas';
import type { Session } from '../store/sessions';

export const SESSION_COOKIE = 'taxcert_session';
export const LINK_COOKIE = 'taxcert_link';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser session named by the session cookie, if any. */
    session: Session | undefined;
  }
}

const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/**
 * The part of a reply that sets cookies. Structural on purpose: @ts-rest/fastify types its `reply` with
 * fastify 4's generic order, which fastify 5's FastifyReply does not accept.
 */
export interface CookieReply {
  setCookie(name: string, value: string, options?: { httpOnly?: boolean; sameSite?: 'lax'; path?: string }): unknown;
  clearCookie(name: string, options?: { path?: string }): unknown;
}

/** Reads the session cookie into `request.session` (HttpOnly, SameSite=Lax cookie; ids are random). */
export function installSession(app: FastifyInstance, ctx: SimContext): void {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    request.session = ctx.sessions.get(request.cookies[SESSION_COOKIE]);
    done();
  });
}

export function setSessionCookie(reply: CookieReply, session: Session): void {
  reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
}

export function clearSessionCookie(reply: CookieReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function setLinkCookie(reply: CookieReply, token: string): void {
  reply.setCookie(LINK_COOKIE, token, cookieOptions);
}

export function clearLinkCookie(reply: CookieReply): void {
  reply.clearCookie(LINK_COOKIE, { path: '/' });
}

/** This browser's session, created (with its cookie) when it has none. */
export function ensureSession(ctx: SimContext, request: FastifyRequest, reply: CookieReply): Session {
  if (request.session) return request.session;
  const session = ctx.sessions.create();
  request.session = session;
  setSessionCookie(reply, session);
  return session;
}

/**
 * The signed-in customer of this request. No session: 401. A session that timed out: 403 with body
 * code 498 (app-shell.md §6). Using it keeps the session alive.
 */
export function requireCustomer(
  ctx: SimContext,
  request: FastifyRequest,
): { session: Session; customer: CustomerFixture } {
  const session = request.session;
  if (!session || session.customerId === null || session.authState !== 'Authorised') {
    // TESTS ONLY (broken.wrongStatuses): the statuses swapped, each meaning what the other should.
    const swapped = ctx.broken(session).wrongStatuses === true;
    if (session?.authState === 'LoggedOut' || (session && ctx.sessions.isTimedOut(session))) {
      if (swapped) throw new ApiFailure(401, 'You are not signed in.');
      throw new ApiFailure(403, 'Your session has timed out. Please sign in again.', 498);
    }
    if (swapped) throw new ApiFailure(403, 'Your session has timed out. Please sign in again.', 498);
    throw new ApiFailure(401, 'You are not signed in.');
  }
  if (ctx.sessions.isTimedOut(session)) {
    session.authState = 'Unauthorised';
    if (ctx.broken(session).wrongStatuses) throw new ApiFailure(401, 'You are not signed in.'); // TESTS ONLY
    throw new ApiFailure(403, 'Your session has timed out. Please sign in again.', 498);
  }
  ctx.sessions.touch(session);
  return { session, customer: ctx.customer(session.customerId) };
}
