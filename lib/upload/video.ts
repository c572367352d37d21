/**
 * Video rules of the uploads (issue 5 §3 and §5, P13, P15): the types a post video may have and the
 * size limit (200 MB, the DEFAULT of P13), checked in the browser before any signature is fetched.
 * The storage stand-in enforces the same list by key extension (`backend/src/storage/oss-policy.ts`).
 */
import { UPLOAD_MAX_BYTES } from '../constants';
import { extensionOf } from '@/lib/shared/upload-names';

export const VIDEO_MIME_TYPES: readonly string[] = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'];
export const VIDEO_EXTENSIONS: readonly string[] = ['.mp4', '.mov', '.webm', '.m4v'];
/** The `accept` attribute of a video file input. */
export const VIDEO_ACCEPT = [...VIDEO_MIME_TYPES, ...VIDEO_EXTENSIONS].join(',');
export const VIDEO_MAX_BYTES = UPLOAD_MAX_BYTES.video;
export const VIDEO_MAX_MB = Math.round(VIDEO_MAX_BYTES / (1024 * 1024));

export type VideoProblem = 'type' | 'size';

/** Why a file cannot be uploaded as a post video, or null. The extension decides when the type is unknown. */
export function videoProblem(file: { name: string; type: string; size: number }): VideoProblem | null {
  const ext = extensionOf(file.name);
  const typeOk = file.type ? VIDEO_MIME_TYPES.includes(file.type) : false;
  if (!VIDEO_EXTENSIONS.includes(ext) || (file.type !== '' && !typeOk)) return 'type';
  if (file.size <= 0 || file.size > VIDEO_MAX_BYTES) return 'size';
  return null;
}
