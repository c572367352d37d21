import { CHAT_IMAGE_EXTENSIONS, CHAT_IMAGE_MAX_COUNT, CHAT_IMAGE_MAX_MB, CHAT_IMAGE_TYPES } from '@/lib/constants';
import { issue, type ValidationIssue } from '@/lib/validation/messages';

/** What the checks need of a File. */
export interface ImageFileLike {
  name: string;
  type?: string | null;
  size: number;
}

/** R48–R49: jpeg, png or gif by MIME type; when the type is unknown, by extension (case-insensitive). */
export function isAllowedChatImage(file: ImageFileLike): boolean {
  const type = (file.type ?? '').toLowerCase();
  if (type) return (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
  const name = file.name.toLowerCase();
  return CHAT_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/** R48–R50: allowed type and under `maxMb` (an image of exactly 2 MB is rejected). */
export function validateChatImage(file: ImageFileLike, maxMb: number = CHAT_IMAGE_MAX_MB): ValidationIssue | null {
  if (!isAllowedChatImage(file)) return issue('validation.chatImageType');
  return file.size >= maxMb * 1024 * 1024 ? issue('validation.chatImageSize', { n: maxMb }) : null;
}

/** R51 then R48–R50: more than 9 files rejects the whole selection; else the first failing file decides. */
export function validateChatImages(
  files: readonly ImageFileLike[],
  options: { maxMb?: number; maxCount?: number } = {},
): ValidationIssue | null {
  const maxCount = options.maxCount ?? CHAT_IMAGE_MAX_COUNT;
  if (files.length > maxCount) return issue('validation.chatImageCount', { n: maxCount });
  for (const file of files) {
    const found = validateChatImage(file, options.maxMb);
    if (found) return found;
  }
  return null;
}
