import { IMAGE_OPTIMIZER_QUALITY, IMAGE_OPTIMIZER_WIDTHS } from '../constants';

/**
 * Issue 28 item 1: the pictures `/_next/image` may resize and re-encode (next.config.ts `images.localPatterns`): the
 * storage stand-in's objects, the banner pictures and the seeded photos. Anything else (an OSS or CDN address, an
 * SVG) is shown as it is.
 */
export const OPTIMIZED_IMAGE_PATHS = ['/api/files/oss/**', '/api/files/banner/**', '/api/files/seed/photo/**'];
const OPTIMIZABLE = /^\/api\/files\/(?:oss|banner|seed\/photo)\/[^?#]+\.(?:png|jpe?g|webp)$/i;

/**
 * `srcSet` and `sizes` for an `<img>` whose picture the optimizer can serve: WebP at the optimizer's widths, the
 * browser picking by `sizes` and its pixel ratio (a 1200 × 360 PNG banner of 107 KB becomes 4.8 KB at 1280 w).
 * `src` stays the original, for browsers without `srcset` and for anything reading it.
 */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!OPTIMIZABLE.test(src)) return { src };
  const srcSet = IMAGE_OPTIMIZER_WIDTHS.map((w) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${IMAGE_OPTIMIZER_QUALITY} ${w}w`).join(', ');
  return { src, srcSet, sizes };
}
