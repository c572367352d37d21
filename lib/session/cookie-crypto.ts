import CryptoJS from '@/lib/session/crypto-js-lite';
import { publicEnv } from '@/lib/public-env';

/** DEFAULT secret (docs/architecture.md); deployments set NEXT_PUBLIC_COOKIE_SECRET. */
export const DEFAULT_COOKIE_SECRET = 'industry-community-cookie-secret';

export function cookieSecret(): string {
  return publicEnv().NEXT_PUBLIC_COOKIE_SECRET ?? DEFAULT_COOKIE_SECRET;
}

interface DerivedKeys {
  enc: CryptoJS.lib.WordArray;
  mac: CryptoJS.lib.WordArray;
}

const derived = new Map<string, DerivedKeys>();

function keysFor(secret: string): DerivedKeys {
  let keys = derived.get(secret);
  if (!keys) {
    keys = { enc: CryptoJS.SHA256(`enc:${secret}`), mac: CryptoJS.SHA256(`mac:${secret}`) };
    derived.set(secret, keys);
  }
  return keys;
}

function toBase64Url(words: CryptoJS.lib.WordArray): string {
  return CryptoJS.enc.Base64.stringify(words).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): CryptoJS.lib.WordArray | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  return CryptoJS.enc.Base64.parse(padded);
}

function sliceWords(words: CryptoJS.lib.WordArray, start: number, end?: number): CryptoJS.lib.WordArray {
  const hex = CryptoJS.enc.Hex.stringify(words);
  return CryptoJS.enc.Hex.parse(hex.slice(start * 2, end === undefined ? undefined : end * 2));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Encrypts a cookie value: AES-256-CBC (random IV, key derived from the secret) then HMAC-SHA256 over
 * IV and ciphertext. Output is URL-safe: `<base64url(iv|ciphertext)>.<base64url(mac)>`.
 */
export function encryptCookieValue(plain: string, secret: string = cookieSecret()): string {
  const { enc, mac } = keysFor(secret);
  const iv = CryptoJS.lib.WordArray.random(16);
  const cipher = CryptoJS.AES.encrypt(plain, enc, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  const payload = iv.clone().concat(cipher.ciphertext);
  const tag = CryptoJS.HmacSHA256(payload, mac);
  return `${toBase64Url(payload)}.${toBase64Url(tag)}`;
}

/** Decrypts a cookie value; anything that was not produced with this secret (tampered, foreign) → null. */
export function decryptCookieValue(value: string | null | undefined, secret: string = cookieSecret()): string | null {
  if (!value) return null;
  // A value decrypts to the same text every time: the page reads the same few cookies many times on load.
  const cacheKey = `${secret}\n${value}`;
  const cached = plainTexts.get(cacheKey);
  if (cached !== undefined) return cached;
  const plain = decryptUncached(value, secret);
  if (plainTexts.size >= PLAIN_CACHE_SIZE) plainTexts.delete(plainTexts.keys().next().value as string);
  plainTexts.set(cacheKey, plain);
  return plain;
}

const PLAIN_CACHE_SIZE = 256;
const plainTexts = new Map<string, string | null>();

function decryptUncached(value: string, secret: string): string | null {
  const dot = value.indexOf('.');
  if (dot <= 0 || dot !== value.lastIndexOf('.')) return null;
  const payload = fromBase64Url(value.slice(0, dot));
  const tagText = value.slice(dot + 1);
  if (!payload || payload.sigBytes <= 16 || (payload.sigBytes - 16) % 16 !== 0) return null;
  const { enc, mac } = keysFor(secret);
  const expected = toBase64Url(CryptoJS.HmacSHA256(payload, mac));
  if (!constantTimeEqual(expected, tagText)) return null;
  try {
    const iv = sliceWords(payload, 0, 16);
    const ciphertext = sliceWords(payload, 16);
    const plain = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), enc, {
      iv,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    });
    return plain.toString(CryptoJS.enc.Utf8);
  } catch {
    return null;
  }
}
