/**
 * P09–P12: JPEG and PNG are compressed before upload (longest side ≤ 2560 px, quality 0.8, never
 * upscaled); the result keeps the original name and MIME type. Other types upload unchanged.
 */
import { IMAGE_COMPRESS_MAX_SIDE, IMAGE_COMPRESS_QUALITY } from '../constants';

export const COMPRESSIBLE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

export function isCompressible(file: { type: string }): boolean {
  return COMPRESSIBLE_TYPES.includes(file.type);
}

/** The options handed to browser-image-compression. */
export function compressionOptions(file: { type: string }) {
  return {
    maxWidthOrHeight: IMAGE_COMPRESS_MAX_SIDE,
    initialQuality: IMAGE_COMPRESS_QUALITY,
    fileType: file.type,
    // no maxSizeMB: only the longest side is bounded, and the library never upscales smaller images.
    // No web worker: the library's worker imports its code from a CDN, which the CSP (and privacy) forbid.
    useWebWorker: false,
  };
}

/** Compresses JPEG/PNG in the browser; anything else (and any failure) returns the file itself. */
export async function compressImage(file: File): Promise<File> {
  if (!isCompressible(file)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const blob = await imageCompression(file, compressionOptions(file));
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
