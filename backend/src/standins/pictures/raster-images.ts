/**
 * PNG renditions of the generated seed SVGs (issue 20 item 2): Open Graph consumers and Google's rich results
 * accept raster images only. Rendered with sharp (librsvg) on first request and kept in a small LRU: the same
 * SVG always gives the same PNG, and the route sends it with a one-year immutable Cache-Control.
 */
import { createHash } from 'node:crypto';

const MAX_ENTRIES = 256;
const cache = new Map<string, Buffer>();

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | null = null;

/** sharp is loaded on the first rendition only, so starting the API does not pay for libvips. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

export async function rasterSeedImage(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg), { density: 144 }).png({ compressionLevel: 9 }).toBuffer();
  cache.set(key, png);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return png;
}
