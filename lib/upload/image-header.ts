/**
 * The decode-free image check of the browser: the dimensions are read from the file header (`image-size`, on the
 * first 512 KB) before the image is compressed, which would decode it. A pixel flood is refused here, before the
 * tab spends memory on it; the storage host checks the same limits again (backend/src/storage/content-checks.ts).
 */
import { imageSizeProblem } from '@/lib/shared/image-limits';

const HEAD_BYTES = 512 * 1024;

/** True when the file is an image whose header declares more than the limits allow. Unreadable headers pass (the storage host decides). */
export async function exceedsImageLimits(file: Blob): Promise<boolean> {
  if (!file.type.startsWith('image/')) return false;
  try {
    const { imageSize } = await import('image-size');
    const size = imageSize(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
    const problem = imageSizeProblem(size.width ?? 0, size.height ?? 0);
    return problem === 'pixels' || problem === 'side';
  } catch {
    return false;
  }
}
