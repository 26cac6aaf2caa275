import type { CustomerData } from '@taxcert/contracts';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Customer data travels encrypted (ADR 0001): AES-256-GCM under the session's 32-byte key, sent as
 * base64(iv(12) ‖ ciphertext ‖ tag(16)) — the layout WebCrypto's AES-GCM decrypt takes as it is.
 */
export function encryptCustomerData(data: CustomerData, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function decryptCustomerData(payload: string, key: Buffer): CustomerData {
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as CustomerData;
}
