/**
 * Links to files the site stores (issue 30 item 10): a company file (brochure, certificate, photo) is rendered as a
 * link and an image on the public company page, so its URL must point at our storage — the bundled storage's paths
 * (site-relative), the storage host (`STORAGE_PUBLIC_URL`) or an origin the deployment allows (`FILE_URL_ORIGINS`:
 * its OSS bucket or CDN). Protocol-relative (`//host/x`) and other hosts are refused.
 */
import { STORAGE_FILE_PATH } from '@/lib/constants';
import { fail } from '../http/envelope';

/** Site-relative paths the API serves stored or generated files under. */
export const STORED_FILE_PATHS = [STORAGE_FILE_PATH, '/api/files/seed/', '/api/company/seed-pdf/', '/api/oss/', '/uploads/'] as const;

export const FOREIGN_FILE_URL_MESSAGE = 'url: files must be uploaded to the site storage (external links are not accepted)';

export interface FileUrlPolicy {
  storagePublicUrl: string;
  fileUrlOrigins: string[];
}

export function isStoredFileUrl(url: string, policy: FileUrlPolicy): boolean {
  if (url.startsWith('/')) {
    // `//host` and `/\host` leave the site; `..` could climb out of a storage path
    if (url.startsWith('//') || url.startsWith('/\\') || url.includes('..') || url.includes('\\')) return false;
    return STORED_FILE_PATHS.some((prefix) => url.startsWith(prefix));
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    if (parsed.username || parsed.password) return false;
    return parsed.origin === policy.storagePublicUrl || policy.fileUrlOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** The boundary check of a file link: the code-1 envelope naming the rule. */
export function requireStoredFileUrl(url: string, policy: FileUrlPolicy): void {
  if (!isStoredFileUrl(url, policy)) throw fail(FOREIGN_FILE_URL_MESSAGE);
}
