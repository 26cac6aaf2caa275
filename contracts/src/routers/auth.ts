import { z } from 'zod';
import { c } from '../c';
import {
  AuthenticationLinkRequestSchema,
  AuthenticationLinkResponseSchema,
  AuthStateResponseSchema,
  AuthTokenQuerySchema,
  SendNoEmailPinRequestSchema,
  SendPinRequestSchema,
  SendPinResponseSchema,
  ValidatePinRequestSchema,
  ValidatePinResponseSchema,
} from '../schemas/auth';
import { ErrorSchema } from '../schemas/error';

/** Sign-in: the authentication link, PINs, auth state and the login/logout/token redirect targets. */
export const authRouter = c.router({
  authenticationLink: {
    method: 'POST',
    path: '/authentaLink',
    body: AuthenticationLinkRequestSchema,
    responses: { 200: AuthenticationLinkResponseSchema, 410: ErrorSchema },
    summary: 'Confirm the identity behind an opened authentication link and sign in',
  },
  state: {
    method: 'GET',
    path: '/auth/state',
    responses: { 200: AuthStateResponseSchema },
    summary: 'The current authentication state',
  },
  sendPin: {
    method: 'PUT',
    path: '/auth/sendpin',
    body: SendPinRequestSchema,
    responses: { 200: SendPinResponseSchema },
    summary: 'Send an e-signature PIN to the signed-in customer',
  },
  sendNoEmailPin: {
    method: 'PUT',
    path: '/auth/sendnoemailpin',
    body: SendNoEmailPinRequestSchema,
    responses: { 200: SendPinResponseSchema },
    summary: 'Send (again) the PIN of a no-email confirmation',
  },
  validatePin: {
    method: 'POST',
    path: '/validatepin',
    body: ValidatePinRequestSchema,
    responses: { 200: ValidatePinResponseSchema },
    summary: 'Check an e-signature or no-email confirmation PIN',
  },
  login: {
    method: 'GET',
    path: '/auth/login',
    query: z.record(z.string(), z.string()).optional(),
    responses: { 302: c.noBody() },
    summary: 'Redirect target: where a signed-out customer is sent to sign in (query string kept)',
  },
  logout: {
    method: 'GET',
    path: '/auth/logout',
    responses: { 302: c.noBody() },
    summary: 'Redirect target: end the session and go to the logged-out page',
  },
  token: {
    method: 'GET',
    path: '/auth/token',
    query: AuthTokenQuerySchema,
    responses: { 302: c.noBody() },
    summary: 'The address an authentication link e-mail carries: remembers the link in this browser',
  },
});
