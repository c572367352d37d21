/**
 * Issue 18 item 2: a member avatar is cropped to a centred square before the shared upload flow, which
 * then compresses it per P09–P12 (JPEG/PNG, longest side ≤ 2560 px, quality 0.8). The square is at most
 * `AVATAR_MAX_SIDE` px: an avatar is never shown larger, and a smaller square is never upscaled.
 */
import { UPLOAD_MAX_BYTES } from '../constants';
import { extensionOf } from '@/lib/shared/upload-names';

export const AVATAR_MAX_SIDE = 512;
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
export const AVATAR_MAX_MB = Math.round(UPLOAD_MAX_BYTES.image / (1024 * 1024));

/** Why a file cannot be an avatar (not an image of a known type, or empty / over the image limit), or null. */
export function avatarProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = file.type ? AVATAR_TYPES.includes(file.type) : AVATAR_EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES.image) return 'size';
  return null;
}

/** The centred square of a `width` × `height` image, and the side it is drawn at (≤ AVATAR_MAX_SIDE, never upscaled). */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number; out: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, out: Math.min(side, AVATAR_MAX_SIDE) };
}

/** The output type of a cropped avatar: JPEG stays JPEG; anything else becomes PNG (canvas output). */
export function croppedType(type: string): 'image/jpeg' | 'image/png' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The file name of the cropped avatar, its extension matching `type`. */
export function croppedName(name: string, type: 'image/jpeg' | 'image/png'): string {
  const base = name.replace(/\.[^.]*$/, '') || 'avatar';
  return `${base}${type === 'image/jpeg' ? '.jpg' : '.png'}`;
}

/** Crops `file` to its centred square in the browser (canvas); the result keeps the name's stem. */
export async function cropToSquare(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side, out } = squareCrop(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas unavailable');
    ctx.drawImage(bitmap, sx, sy, side, side, 0, 0, out, out);
    const type = croppedType(file.type);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    if (!blob) throw new Error('crop failed');
    return new File([blob], croppedName(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
