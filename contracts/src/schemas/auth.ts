import { z } from 'zod';
import { PinType } from '../client/codes';

export const AuthStateSchema = z.enum(['Unknown', 'Requesting', 'Authorised', 'Unauthorised', 'LoggedOut']);
export type AuthState = z.infer<typeof AuthStateSchema>;

export const AuthStateResponseSchema = z.object({ authState: AuthStateSchema }).strict();

/** PIN types (client/codes.ts, without zod): ElectornicSignaturePin = 1 (spelled as in the spec), NoEmailConfirmationPin = 2. */
export { PinType } from '../client/codes';
export const PinTypeSchema = z.union([
  z.literal(PinType.ElectornicSignaturePin),
  z.literal(PinType.NoEmailConfirmationPin),
]);

export const AuthenticationLinkRequestSchema = z
  .object({
    email: z.string().max(320),
    uniqueRef: z.string().max(100),
    name: z.string().max(200),
  })
  .strict();
export type AuthenticationLinkRequest = z.infer<typeof AuthenticationLinkRequestSchema>;

/**
 * `loginSuccess` true: signed in. false: the customer has no e-mail and must confirm a PIN sent
 * elsewhere (no-email confirmation); `resendReference` identifies that confirmation for a resend.
 */
export const AuthenticationLinkResponseSchema = z
  .object({
    resendReference: z.string().nullable(),
    navigateToPath: z.string().nullable(),
    loginSuccess: z.boolean(),
  })
  .strict();

export const SendPinRequestSchema = z.object({ pinType: z.literal(1) }).strict();
export const SendNoEmailPinRequestSchema = z
  .object({ pinType: z.literal(2), resendReference: z.string().min(1).max(200) })
  .strict();
export const SendPinResponseSchema = z
  .object({ sent: z.literal(true), recipient: z.string(), message: z.string() })
  .strict();

export const ValidatePinRequestSchema = z.object({ pin: z.string().max(20), pinType: PinTypeSchema }).strict();
export const ValidatePinResponseSchema = z
  .object({ verified: z.boolean(), message: z.string(), authState: AuthStateSchema })
  .strict();

/** GET auth/token: exchanges the token of an e-mailed authentication link (ADR 0001). */
export const AuthTokenQuerySchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const RedirectSchema = z.object({ location: z.string() }).strict();
