import { ErrorCodes } from '@taxcert/contracts';
import { errorBody } from './http-errors';

/** Catalogue keys of the PIN refusals a customer can act on (issue 18). */
const PIN_FAILURE_KEYS: Readonly<Record<number, string>> = {
  [ErrorCodes.PinLocked]: 'pin.locked',
  [ErrorCodes.PinExpired]: 'pin.expired',
  [ErrorCodes.PinResendThrottled]: 'pin.tooMany',
};

/**
 * The words for a PIN call's refusal — locked after too many wrong PINs (403 4013), expired or already used
 * (400 4015), asked for too often (429 4290) — or null for any other failure. Checked before the central
 * redirects, which would otherwise read the 403 as "unlicensed" and the 429 as "unavailable".
 */
export function pinFailureKey(error: unknown): string | null {
  const code = errorBody(error)?.code;
  return code === undefined ? null : (PIN_FAILURE_KEYS[code] ?? null);
}
