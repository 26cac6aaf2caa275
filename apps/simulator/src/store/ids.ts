import { randomBytes, randomInt } from 'node:crypto';

/** Unguessable tokens for session ids, links and resend references. */
export const newToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** A six-digit PIN. */
export const newPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Shows only the last characters of a secret, for logs. */
export const mask = (secret: string, visible = 4): string =>
  secret.length <= visible
    ? '•'.repeat(secret.length)
    : `${'•'.repeat(secret.length - visible)}${secret.slice(-visible)}`;

/** Sequential ids for forms, groups and documents. */
export class IdSequence {
  constructor(private next: number) {}
  take(): number {
    return this.next++;
  }
}
