/**
 * Decode-free checks of an uploaded object before the storage stand-in accepts it (issue 17 item 7, attack list
 * 38–39): the content type is sniffed from the first bytes (`file-type`) and must be what the key's extension
 * says; an image's dimensions are read from its header (`image-size`, no decoding) and may not exceed
 * IMAGE_MAX_PIXELS or IMAGE_MAX_SIDE. The type the object is served with comes from the key, never from the
 * client, and is sent with `nosniff`.
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@/lib/constants';
import { imageSizeProblem } from '@/lib/shared/image-limits';

/** How many leading bytes the checks read (a JPEG's size marker may follow a large EXIF block). */
export const CONTENT_HEAD_BYTES = 512 * 1024;

/** The sniffed types a key extension accepts. Text formats have no signature: nothing may be sniffed for them. */
const SNIFFED_BY_EXT: Record<string, readonly string[]> = {
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png', 'image/apng'],
  '.gif': ['image/gif'],
  '.webp': ['image/webp'],
  '.mp4': ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  '.m4v': ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  '.mov': ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  '.webm': ['video/webm'],
  '.pdf': ['application/pdf'],
  '.zip': ['application/zip'],
  '.rar': ['application/x-rar-compressed', 'application/vnd.rar'],
  '.doc': ['application/x-cfb'],
  '.xls': ['application/x-cfb'],
  '.ppt': ['application/x-cfb'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  '.xlsx': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  '.pptx': ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  '.txt': [],
  '.csv': [],
};

const IMAGE_EXTS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

function extOfKey(key: string): string {
  const m = /\.[a-z0-9]{1,8}$/.exec(key);
  return m ? m[0] : '';
}

/** Why the object's first bytes do not fit its key, or null. `head` = at least the first CONTENT_HEAD_BYTES (or all). */
export async function contentProblem(key: string, head: Uint8Array): Promise<string | null> {
  const ext = extOfKey(key);
  const accepted = SNIFFED_BY_EXT[ext];
  if (!accepted) return `file: type ${ext || '(none)'} not allowed`;
  const sniffed = await fileTypeFromBuffer(head);
  if (accepted.length === 0) {
    // plain text: no binary signature and no NUL byte
    if (sniffed || head.includes(0)) return `file: content does not match ${ext}`;
    return null;
  }
  if (!sniffed || !accepted.includes(sniffed.mime)) return `file: content (${sniffed?.mime ?? 'unknown'}) does not match ${ext}`;
  if (IMAGE_EXTS.has(ext)) {
    let size: { width?: number; height?: number };
    try {
      size = imageSize(head);
    } catch {
      return 'file: image dimensions unreadable';
    }
    const problem = imageSizeProblem(size.width ?? 0, size.height ?? 0);
    if (problem) return `file: image ${size.width}x${size.height} ${problem === 'pixels' ? `over ${IMAGE_MAX_PIXELS} pixels` : `side over ${IMAGE_MAX_SIDE} px`}`;
  }
  return null;
}
