/**
 * Password storage (scrypt) and the transport encryption of `web_password`
 * (base64 AES-128-CBC, key = iv = PASSWORD_AES_KEY, PKCS7 — what crypto-js produces on the client).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: string | null = null;

/**
 * `verifyPassword`, but an account without a usable hash (unknown mobile, sms-only member) still costs one
 * scrypt run, so the answer time does not tell which accounts exist or have a password.
 */
export async function verifyPasswordConstantTime(password: string, stored: string | null | undefined): Promise<boolean> {
  const usable = typeof stored === 'string' && stored.startsWith('scrypt$');
  if (usable) return verifyPassword(password, stored);
  dummyHash ??= hashPasswordSync(crypto.randomBytes(12).toString('base64'));
  await verifyPassword(password, dummyHash);
  return false;
}

/** Plain password of an encrypted `web_password` value, or null when it does not decrypt. */
export function decryptTransportPassword(cipherText: string, key: string): string | null {
  try {
    const keyBytes = Buffer.from(key, 'utf8');
    const decipher = crypto.createDecipheriv('aes-128-cbc', keyBytes, keyBytes);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}

/** The client side of the transport encryption (used by tests and scripts). */
export function encryptTransportPassword(plain: string, key: string): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const cipher = crypto.createCipheriv('aes-128-cbc', keyBytes, keyBytes);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
