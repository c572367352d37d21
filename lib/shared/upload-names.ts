/**
 * Pure upload rules shared by the web and the storage stand-in: file names (P06) and object keys (P05).
 */
import { UPLOAD_KEY_HEX_LENGTH } from '../constants';

/** P06: each of `+ # % ? \` becomes `_` (`a+b#c%d?e\f.pdf` → `a_b_c_d_e_f.pdf`). */
export function sanitizeFileName(name: string): string {
  return name.replace(/[+#%?\\]/g, '_');
}

/** The extension of a file name, lower case with its dot (`.jpg`), or '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const ext = base.slice(dot).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

/** `count` random lowercase hex characters from `getRandomValues`. */
export function randomHex(count: number = UPLOAD_KEY_HEX_LENGTH, random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(Math.ceil(count / 2)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, count);
}

/** P05: `{prefix}{36 hex}{extension}`; the original name never appears in the key. */
export function objectKey(prefix: string, fileName: string, hex: string = randomHex()): string {
  return `${prefix}${hex}${extensionOf(fileName)}`;
}
