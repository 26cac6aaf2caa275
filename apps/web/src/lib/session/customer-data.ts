import type { CustomerData } from '@taxcert/contracts';
import { isCustomerData } from '@taxcert/contracts/client';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decrypts the config's `customerData` (ADR 0001): AES-256-GCM, key = base64 of 32 bytes,
 * data = base64 of iv(12) ‖ ciphertext ‖ tag(16), plain text = JSON {CustomerName, CustomerEmailAddress}.
 * Throws when the key is wrong, the data was tampered with or the JSON has another shape.
 */
export async function decryptCustomerData(
  customerData: string,
  secretKey: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CustomerData> {
  const keyBytes = fromBase64(secretKey);
  if (keyBytes.length !== 32) throw new Error('secretKey must be 32 bytes');
  const data = fromBase64(customerData);
  if (data.length < IV_BYTES + TAG_BYTES) throw new Error('customerData is too short');
  const key = await subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['decrypt']);
  // WebCrypto expects the tag appended to the cipher text, which is exactly the wire layout after the iv.
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: data.slice(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
    key,
    data.slice(IV_BYTES),
  );
  const record: unknown = JSON.parse(new TextDecoder().decode(plain));
  if (!isCustomerData(record)) throw new Error('customerData is not {CustomerName, CustomerEmailAddress}');
  return record;
}
