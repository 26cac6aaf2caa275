// @vitest-environment node
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCustomerData } from './customer-data';

function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

describe('decryptCustomerData', () => {
  const key = randomBytes(32);
  const record = { CustomerName: 'Jane Doe', CustomerEmailAddress: 'jane.doe@example.com' };

  it('decrypts what node:crypto encrypted with AES-256-GCM', async () => {
    const data = encrypt(JSON.stringify(record), key);
    await expect(decryptCustomerData(data, key.toString('base64'))).resolves.toEqual(record);
  });

  it('keeps non-ASCII names intact', async () => {
    const data = encrypt(JSON.stringify({ CustomerName: 'Zoë Ōkubo', CustomerEmailAddress: null }), key);
    await expect(decryptCustomerData(data, key.toString('base64'))).resolves.toEqual({
      CustomerName: 'Zoë Ōkubo',
      CustomerEmailAddress: null,
    });
  });

  it('rejects a wrong key, tampered data and a short key', async () => {
    const data = encrypt(JSON.stringify(record), key);
    await expect(decryptCustomerData(data, randomBytes(32).toString('base64'))).rejects.toThrow();
    const bytes = Buffer.from(data, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    await expect(decryptCustomerData(bytes.toString('base64'), key.toString('base64'))).rejects.toThrow();
    await expect(decryptCustomerData(data, randomBytes(16).toString('base64'))).rejects.toThrow('32 bytes');
  });

  it('rejects a plain text of another shape', async () => {
    const data = encrypt(JSON.stringify({ name: 'Jane' }), key);
    await expect(decryptCustomerData(data, key.toString('base64'))).rejects.toThrow();
  });
});
