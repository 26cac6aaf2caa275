import { contract, ErrorCodes } from '@taxcert/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { ApiFailure } from '../domain/failure';
import { sameText } from '../domain/identity';
import type { CustomerFixture } from '../fixtures/schemas';
import { mask, newPin, newToken } from '../store/ids';
import { MAX_PIN_ATTEMPTS, type PinChallenge, type Session } from '../store/sessions';
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
import { s } from './server';

const UNVERIFIED = 'Sorry, we were unable to verify your details. Please try again.';

/** Signs the customer in on a fresh session id (no session fixation). */
function signIn(ctx: SimContext, request: FastifyRequest, reply: CookieReply, customer: CustomerFixture): Session {
  const session = ctx.sessions.rotate(request.session);
  session.customerId = customer.customerId;
  session.authState = 'Authorised';
  session.secretKey = randomBytes(32);
  request.session = session;
  setSessionCookie(reply, session);
  return session;
}

function sendPin(ctx: SimContext, session: Session | undefined, recipient: string, purpose: 'esignature' | 'noEmailConfirmation'): PinChallenge {
  const pin = ctx.scenarioFor(session).auth?.fixedPin ?? newPin();
  ctx.outbox.add({ kind: 'pin', recipient, pin, purpose });
  return { pin, attempts: 0 };
}

/** Checks a PIN against a challenge; locks after {@link MAX_PIN_ATTEMPTS} wrong tries. */
function checkPin(challenge: PinChallenge | null, pin: string, lockedOut = false): boolean {
  if (!challenge) throw new ApiFailure(400, 'No PIN was requested. Please request a new PIN.');
  if (lockedOut || challenge.attempts >= MAX_PIN_ATTEMPTS) {
    throw new ApiFailure(403, 'Too many incorrect PINs. Please request a new PIN.', ErrorCodes.PinLocked);
  }
  if (challenge.pin === pin.trim()) return true;
  challenge.attempts += 1;
  return false;
}

export function authRoutes(ctx: SimContext) {
  return s.router(contract.auth, {
    authenticationLink: async ({ body, request, reply }) => {
      const link = ctx.links.find(request.cookies[LINK_COOKIE]);
      if (!link) {
        throw new ApiFailure(401, 'Please open the sign-in link from your e-mail first.', ErrorCodes.LinkMissing);
      }
      if (!ctx.links.isUsable(link)) {
        return { status: 410, body: { code: ErrorCodes.LinkExpired, message: 'This sign-in link has expired or was already used. Please ask for a new one.' } };
      }
      const customer = ctx.customer(link.customerId);
      const matches =
        sameText(body.uniqueRef, customer.uniqueRef) &&
        sameText(body.name, customer.name) &&
        (customer.email === null ? body.email.trim() === '' || sameText(body.email, customer.pinRecipient) : sameText(body.email, customer.email));
      if (!matches || ctx.scenarioFor(request.session).auth?.identityMismatch) {
        throw new ApiFailure(401, UNVERIFIED, ErrorCodes.IdentityMismatch);
      }
      link.used = true;
      clearLinkCookie(reply);
      if (customer.email === null) {
        const session = ensureSession(ctx, request, reply);
        const resendReference = newToken(12);
        session.noEmail = { ...sendPin(ctx, session, customer.pinRecipient, 'noEmailConfirmation'), customerId: customer.customerId, resendReference };
        return { status: 200, body: { loginSuccess: false, resendReference, navigateToPath: '/confirmPin' } };
      }
      signIn(ctx, request, reply, customer);
      return { status: 200, body: { loginSuccess: true, resendReference: null, navigateToPath: null } };
    },

    state: async ({ request }) => {
      const session = request.session;
      if (!session) return { status: 200, body: { authState: 'Unauthorised' } };
      if (session.authState === 'Authorised' && ctx.sessions.isTimedOut(session)) session.authState = 'Unauthorised';
      return { status: 200, body: { authState: session.authState } };
    },

    sendPin: async ({ request }) => {
      const { session, customer } = requireCustomer(ctx, request);
      session.esignPin = sendPin(ctx, session, customer.pinRecipient, 'esignature');
      session.pinVerified = false;
      return { status: 200, body: { sent: true, recipient: mask(customer.pinRecipient), message: 'A PIN has been sent.' } };
    },

    sendNoEmailPin: async ({ body, request }) => {
      const pending = request.session?.noEmail;
      if (!pending || pending.resendReference !== body.resendReference) {
        throw new ApiFailure(400, 'This confirmation is unknown or has expired. Please sign in again.');
      }
      const customer = ctx.customer(pending.customerId);
      Object.assign(pending, sendPin(ctx, request.session, customer.pinRecipient, 'noEmailConfirmation'));
      return { status: 200, body: { sent: true, recipient: mask(customer.pinRecipient), message: 'A new PIN has been sent.' } };
    },

    validatePin: async ({ body, request, reply }) => {
      if (body.pinType === 1) {
        const { session } = requireCustomer(ctx, request);
        const verified = checkPin(session.esignPin, body.pin, ctx.scenarioFor(session).auth?.pinLockout);
        session.pinVerified = verified;
        if (verified) session.esignPin = null;
        return { status: 200, body: { verified, message: verified ? 'PIN verified.' : 'The PIN is not correct.', authState: session.authState } };
      }
      const pending = request.session?.noEmail ?? null;
      const verified = checkPin(pending, body.pin, ctx.scenarioFor(request.session).auth?.pinLockout);
      if (!verified || !pending) {
        return { status: 200, body: { verified: false, message: 'The PIN is not correct.', authState: request.session?.authState ?? 'Unauthorised' } };
      }
      const session = signIn(ctx, request, reply, ctx.customer(pending.customerId));
      return { status: 200, body: { verified: true, message: 'PIN verified.', authState: session.authState } };
    },

    login: async ({ request, reply }) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.header('location', `/authentalink${query}`);
      return { status: 302, body: undefined };
    },

    logout: async ({ request, reply }) => {
      if (request.session) {
        const session = ctx.sessions.rotate(request.session);
        session.authState = 'LoggedOut';
        setSessionCookie(reply, session);
      } else {
        clearSessionCookie(reply);
      }
      reply.header('location', '/loggedout');
      return { status: 302, body: undefined };
    },

    token: async ({ query, reply }) => {
      // Remember the link in this browser even when it is unknown or expired: the sign-in call then
      // explains what is wrong with it.
      setLinkCookie(reply, query.token);
      reply.header('location', '/authentalink');
      return { status: 302, body: undefined };
    },
  });
}
