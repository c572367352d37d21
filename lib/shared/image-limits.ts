/**
 * Decode-free image limits shared by the browser (checked before compressing) and the storage stand-in
 * (checked before storing): the dimensions come from the file header, never from decoding the pixels.
 */
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../constants';

export type ImageSizeProblem = 'pixels' | 'side' | 'unknown';

/** Why an image of `width` × `height` is refused, or null. Zero or non-finite dimensions are unknown. */
export function imageSizeProblem(width: number, height: number): ImageSizeProblem | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return 'unknown';
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return 'side';
  if (width * height > IMAGE_MAX_PIXELS) return 'pixels';
  return null;
}
