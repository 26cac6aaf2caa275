import { AuthStateSchema, contract, ErrorCodes, type AuthState } from '@taxcert/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { ApiFailure } from '../domain/failure';
import { frozen } from '../domain/frozen';
import { sameText } from '../domain/identity';
import type { CustomerFixture } from '../fixtures/schemas';
import { mask, newToken } from '../store/ids';
import { limitsFor, PinStore, type PinLimits, type PinPurpose } from '../store/pins';
import type { Session } from '../store/sessions';
import {
  clearLinkCookie,
  clearSessionCookie,
  type CookieReply,
  ensureSession,
  LINK_COOKIE,
  requireCustomer,
  setLinkCookie,
  setSessionCookie,
} from '../plugins/session';
import { messagesFor } from './form-record';
import { s } from './server';

const UNVERIFIED = 'Sorry, we were unable to verify your details. Please try again.';
/** A link that is expired, used, burned or void answers the same (nothing to learn from which). */
const LINK_GONE = {
  code: ErrorCodes.LinkExpired,
  message: 'This sign-in link has expired or was already used. Please ask for a new one.',
};

/** Signs the customer in on a fresh session id (no session fixation). */
function signIn(ctx: SimContext, request: FastifyRequest, reply: CookieReply, customer: CustomerFixture): Session {
  const session = ctx.sessions.rotate(request.session);
  if (request.session) ctx.outbox.follow(request.session.id, session.id);
  session.customerId = customer.customerId;
  session.authState = 'Authorised';
  session.secretKey = randomBytes(32);
  request.session = session;
  setSessionCookie(reply, session);
  return session;
}

/** GET auth/state's answer for each state, frozen: checked and turned into JSON once (ADR 025). */
const stateAnswers = new Map(AuthStateSchema.options.map((authState) => [authState, frozen({ authState })]));
const stateAnswer = (authState: AuthState) => stateAnswers.get(authState) ?? { authState };

/**
 * The PIN limits of a customer in a session (ADR 038): the customer's own (its owning scenario's, else the
 * defaults), tightened by the session's scenario, never loosened.
 */
function pinLimitsFor(ctx: SimContext, session: Session | undefined, customerId: number): PinLimits {
  return limitsFor(ctx.pinOwner(customerId)?.auth?.pinLimits, ctx.scenarioFor(session).auth?.pinLimits);
}

/** The session's scenario's fixed PIN, only when that scenario is marked for tests (ADR 038; also checked at start). */
function fixedPinFor(ctx: SimContext, session: Session): string | undefined {
  const scenario = ctx.scenarioFor(session);
  return scenario.forTests === true ? scenario.auth?.fixedPin : undefined;
}

/**
 * A PIN message in the request's language (Accept-Language), from the catalogue the PIN dialog also reads
 * (fixtures/languages/<locale>/app.json: pin.locked, pin.expired, pin.tooMany, pin.incorrect).
 */
type PinMessage = 'pin.locked' | 'pin.expired' | 'pin.tooMany' | 'pin.incorrect';
const pinText = (ctx: SimContext, request: FastifyRequest, key: PinMessage): string =>
  messagesFor(ctx, request)[key] ?? key;

const retryAfter = (reply: RetryReply, ms: number) =>
  reply.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
type RetryReply = { header(name: string, value: string): unknown };

/** The lockout answer (ADR 001: code 4013 with 403), with Retry-After in seconds. */
function lockedFailure(ctx: SimContext, request: FastifyRequest, reply: RetryReply, remainingMs: number): ApiFailure {
  retryAfter(reply, remainingMs);
  return new ApiFailure(403, pinText(ctx, request, 'pin.locked'), ErrorCodes.PinLocked);
}

const expiredFailure = (ctx: SimContext, request: FastifyRequest) =>
  new ApiFailure(400, pinText(ctx, request, 'pin.expired'), ErrorCodes.PinExpired);

/** Sends a PIN for a customer and purpose to the outbox, or refuses: locked (403) or too soon (429). */
function sendPin(
  ctx: SimContext,
  pins: PinStore,
  request: FastifyRequest,
  session: Session,
  customer: CustomerFixture,
  purpose: PinPurpose,
  reply: RetryReply,
): void {
  pins.prune();
  const outcome = pins.send(
    session.id,
    customer.customerId,
    purpose,
    fixedPinFor(ctx, session),
    pinLimitsFor(ctx, session, customer.customerId),
  );
  if (!outcome.sent && outcome.reason === 'locked') throw lockedFailure(ctx, request, reply, outcome.retryAfterMs);
  if (!outcome.sent && ctx.broken(session).wrongStatuses) throw new ApiFailure(429, 'Too many.'); // TESTS ONLY
  if (!outcome.sent) {
    retryAfter(reply, outcome.retryAfterMs);
    throw new ApiFailure(429, pinText(ctx, request, 'pin.tooMany'), ErrorCodes.PinResendThrottled);
  }
  ctx.outbox.add({
    kind: 'pin',
    recipient: customer.pinRecipient,
    pin: outcome.pin,
    purpose,
    sessionId: session.id,
    customerId: customer.customerId,
  });
}

/** Checks a PIN: true when right, false when wrong; locked (403 4013) and expired or used (400 4015) throw. */
function checkPin(
  ctx: SimContext,
  pins: PinStore,
  request: FastifyRequest,
  reply: RetryReply,
  session: Session,
  customerId: number,
  purpose: PinPurpose,
  pin: string,
): boolean {
  const limits = pinLimitsFor(ctx, session, customerId);
  if (ctx.scenarioFor(session).auth?.pinLockout) throw lockedFailure(ctx, request, reply, limits.lockMs);
  const outcome = pins.check(session.id, customerId, purpose, pin, limits);
  if (outcome === 'locked') throw lockedFailure(ctx, request, reply, pins.lockRemainingMs(customerId, purpose));
  if (outcome === 'expired' || outcome === 'notRequested') throw expiredFailure(ctx, request);
  return outcome === 'verified';
}

export function authRoutes(ctx: SimContext) {
  const pins = new PinStore(() => ctx.now().getTime());
  return s.router(contract.auth, {
    authenticationLink: async ({ body, request, reply }) => {
      const link = ctx.links.find(request.cookies[LINK_COOKIE]);
      if (!link) {
        throw new ApiFailure(401, 'Please open the sign-in link from your e-mail first.', ErrorCodes.LinkMissing);
      }
      if (!ctx.links.isUsable(link)) return { status: 410, body: LINK_GONE };
      const customer = ctx.customer(link.customerId);
      const matches =
        sameText(body.uniqueRef, customer.uniqueRef) &&
        sameText(body.name, customer.name) &&
        (customer.email === null
          ? body.email.trim() === '' || sameText(body.email, customer.pinRecipient)
          : sameText(body.email, customer.email));
      if (!matches || ctx.scenarioFor(request.session).auth?.identityMismatch) {
        // The same answer whatever was wrong; the third wrong identity burns the link (ADR 007).
        if (ctx.links.refuseIdentity(link)) return { status: 410, body: LINK_GONE };
        throw new ApiFailure(401, UNVERIFIED, ErrorCodes.IdentityMismatch);
      }
      ctx.links.use(link);
      clearLinkCookie(reply);
      if (customer.email === null) {
        const session = ensureSession(ctx, request, reply);
        const resendReference = newToken(12);
        sendPin(ctx, pins, request, session, customer, 'noEmailConfirmation', reply);
        session.noEmail = { customerId: customer.customerId, resendReference };
        return { status: 200, body: { loginSuccess: false, resendReference, navigateToPath: '/confirmPin' } };
      }
      signIn(ctx, request, reply, customer);
      return { status: 200, body: { loginSuccess: true, resendReference: null, navigateToPath: null } };
    },

    state: async ({ request }) => {
      const session = request.session;
      if (session?.authState === 'Authorised' && ctx.sessions.isTimedOut(session)) session.authState = 'Unauthorised';
      return { status: 200, body: stateAnswer(session?.authState ?? 'Unauthorised') };
    },

    sendPin: async ({ request, reply }) => {
      const { session, customer } = requireCustomer(ctx, request);
      sendPin(ctx, pins, request, session, customer, 'esignature', reply);
      session.pinVerified = false;
      return {
        status: 200,
        body: { sent: true, recipient: mask(customer.pinRecipient), message: 'A PIN has been sent.' },
      };
    },

    sendNoEmailPin: async ({ body, request, reply }) => {
      const session = request.session;
      const pending = session?.noEmail;
      if (!session || !pending || pending.resendReference !== body.resendReference) {
        throw new ApiFailure(400, 'This confirmation is unknown or has expired. Please sign in again.');
      }
      const customer = ctx.customer(pending.customerId);
      sendPin(ctx, pins, request, session, customer, 'noEmailConfirmation', reply);
      return {
        status: 200,
        body: { sent: true, recipient: mask(customer.pinRecipient), message: 'A new PIN has been sent.' },
      };
    },

    validatePin: async ({ body, request, reply }) => {
      if (body.pinType === 1) {
        const { session, customer } = requireCustomer(ctx, request);
        const checked = checkPin(ctx, pins, request, reply, session, customer.customerId, 'esignature', body.pin);
        // TESTS ONLY (broken.acceptWrongPin): every PIN is verified.
        const verified = checked || ctx.broken(session).acceptWrongPin === true;
        session.pinVerified = verified;
        return {
          status: 200,
          body: {
            verified,
            message: verified ? 'PIN verified.' : pinText(ctx, request, 'pin.incorrect'),
            authState: session.authState,
          },
        };
      }
      const session = request.session;
      const pending = session?.noEmail ?? null;
      if (!session || !pending) throw expiredFailure(ctx, request);
      if (!checkPin(ctx, pins, request, reply, session, pending.customerId, 'noEmailConfirmation', body.pin)) {
        return {
          status: 200,
          body: { verified: false, message: pinText(ctx, request, 'pin.incorrect'), authState: session.authState },
        };
      }
      const signedIn = signIn(ctx, request, reply, ctx.customer(pending.customerId));
      return { status: 200, body: { verified: true, message: 'PIN verified.', authState: signedIn.authState } };
    },

    login: async ({ request, reply }) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.header('location', `${ctx.appOrigin}/authentalink${query}`);
      return { status: 302, body: undefined };
    },

    logout: async ({ request, reply }) => {
      if (request.session) {
        const session = ctx.sessions.rotate(request.session);
        ctx.outbox.follow(request.session.id, session.id);
        session.authState = 'LoggedOut';
        setSessionCookie(reply, session);
      } else {
        clearSessionCookie(reply);
      }
      reply.header('location', `${ctx.appOrigin}/loggedout`);
      return { status: 302, body: undefined };
    },

    token: async ({ query, reply }) => {
      // Remember the link in this browser even when it is unknown or expired: the sign-in call then
      // explains what is wrong with it.
      setLinkCookie(reply, query.token);
      const link = ctx.links.find(query.token);
      if (link) link.opened = true;
      reply.header('location', `${ctx.appOrigin}/authentalink`);
      return { status: 302, body: undefined };
    },
  });
}
