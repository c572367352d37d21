import CryptoJS from '@/lib/session/crypto-js-lite';
import { publicEnv } from '@/lib/public-env';

/** DEFAULT key (docs/architecture.md); 16 characters → AES-128. */
export const DEFAULT_PASSWORD_AES_KEY = 'pl4tf0rmPwdKey16';

export function passwordAesKey(): string {
  return publicEnv().NEXT_PUBLIC_PASSWORD_AES_KEY ?? DEFAULT_PASSWORD_AES_KEY;
}

/**
 * Encrypts a password for the `web_password` grant (B06): AES-CBC, key = IV = UTF-8 bytes of the key,
 * PKCS7 padding, base64 output.
 */
export function encryptPassword(password: string, key: string = passwordAesKey()): string {
  const k = CryptoJS.enc.Utf8.parse(key);
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(password), k, {
    iv: k,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}
