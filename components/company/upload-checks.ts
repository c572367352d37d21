import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const IMAGE_TYPES: readonly string[] = IMAGE_ACCEPT.split(',');
const MB = 1024 * 1024;

/** L20: a company image (logo, album, honours, staff photo) must be an image of at most 10 MB; the problem's message, else null. */
export function imageProblem(t: Translate, file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('company.imageOnly');
  if (file.size > UPLOAD_MAX_BYTES.image) return t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.image / MB });
  return null;
}

/** L10: a customer-request attachment (any document or image) of at most 50 MB. */
export function attachmentProblem(t: Translate, file: { size: number }): string | null {
  return file.size > UPLOAD_MAX_BYTES.file ? t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.file / MB }) : null;
}
