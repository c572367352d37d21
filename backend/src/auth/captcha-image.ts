/**
 * Raster drawings of the slider puzzle (issue 17 item 3): a PNG background with the gap painted into its
 * pixels and a PNG piece cut from the same picture. Nothing in either file states where the gap is (the
 * earlier SVG piece carried `translate(-x …)`, so a script read the answer from the markup); finding it
 * means analysing the image, and each puzzle allows one attempt within two minutes.
 */
import crypto from 'node:crypto';
import { pngFile } from '../storage/png';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
export const CAPTCHA_PIECE = 50;
const CORNER = 8;
const BORDER = 2;

type Rgb = readonly [number, number, number];
const PALETTE: readonly Rgb[] = [
  [47, 111, 222],
  [24, 160, 88],
  [240, 160, 32],
  [208, 48, 80],
  [124, 58, 237],
  [14, 165, 233],
  [249, 115, 22],
  [20, 184, 166],
];

/** An RGBA picture. */
export interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

function blank(width: number, height: number): Picture {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

function blend(p: Picture, x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
  const i = (y * p.width + x) * 4;
  const d = p.data;
  d[i] = Math.round(d[i]! * (1 - alpha) + r * alpha);
  d[i + 1] = Math.round(d[i + 1]! * (1 - alpha) + g * alpha);
  d[i + 2] = Math.round(d[i + 2]! * (1 - alpha) + b * alpha);
  d[i + 3] = 255;
}

/** Inside a rounded square of side `size` whose top-left corner is (0, 0)? */
function inRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  if (x < 0 || y < 0 || x >= size || y >= size) return false;
  const cx = Math.min(Math.max(x, radius), size - 1 - radius);
  const cy = Math.min(Math.max(y, radius), size - 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

/** On the rounded square's border band (BORDER px wide, inside the shape)? */
function onBorder(x: number, y: number, size: number, radius: number): boolean {
  return inRoundedSquare(x, y, size, radius) && !inRoundedSquare(x - BORDER, y - BORDER, size - 2 * BORDER, Math.max(1, radius - BORDER));
}

/** The puzzle's picture: a soft gradient, random translucent circles and rotated bars, and pixel noise. */
function paintArt(random: () => number): Picture {
  const p = blank(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let y = 0; y < p.height; y += 1) {
    for (let x = 0; x < p.width; x += 1) {
      const t = (x / p.width + y / p.height) / 2;
      blend(p, x, y, [Math.round(232 + (253 - 232) * t), Math.round(240 + (242 - 240) * t), Math.round(255 + (228 - 255) * t)], 1);
    }
  }
  for (let n = 0; n < 16; n += 1) {
    const color = PALETTE[Math.floor(random() * PALETTE.length)]!;
    const cx = random() * p.width;
    const cy = random() * p.height;
    const size = 14 + random() * 46;
    const alpha = 0.35 + random() * 0.5;
    const circle = random() < 0.5;
    const angle = random() * Math.PI;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(size);
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(p.height, cy + reach); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(p.width, cx + reach); x += 1) {
        const dx = x - cx;
        const dy = y - cy;
        const inside = circle ? dx * dx + dy * dy <= (size / 2) ** 2 : Math.abs(dx * cos + dy * sin) <= size / 2 && Math.abs(-dx * sin + dy * cos) <= size * 0.35;
        if (inside) blend(p, x, y, color, alpha);
      }
    }
  }
  for (let i = 0; i < p.data.length; i += 4) {
    const noise = (Math.floor(random() * 4) - 1.5) * 5;
    for (let c = 0; c < 3; c += 1) p.data[i + c] = Math.min(255, Math.max(0, p.data[i + c]! + noise));
  }
  return p;
}

/** The piece: the square of the picture at (left, top), transparent outside the rounded shape, with a white rim. */
function cutPiece(art: Picture, left: number, top: number): Picture {
  const size = CAPTCHA_PIECE;
  const piece = blank(size, size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!inRoundedSquare(x, y, size, CORNER)) continue;
      const from = ((top + y) * art.width + left + x) * 4;
      const to = (y * size + x) * 4;
      piece.data.set(art.data.subarray(from, from + 4), to);
      if (onBorder(x, y, size, CORNER)) blend(piece, x, y, [255, 255, 255], 0.85);
    }
  }
  return piece;
}

/** The gap painted into the picture: darkened, with a light rim. */
function paintGap(art: Picture, left: number, top: number): void {
  const size = CAPTCHA_PIECE;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!inRoundedSquare(x, y, size, CORNER)) continue;
      blend(art, left + x, top + y, onBorder(x, y, size, CORNER) ? [255, 255, 255] : [0, 0, 0], onBorder(x, y, size, CORNER) ? 0.7 : 0.45);
    }
  }
}

// ---- PNG (RGBA, 8 bits, no interlace) ----

export function encodePng(p: Picture): Buffer {
  const stride = p.width * 4;
  const raw = Buffer.alloc((stride + 1) * p.height);
  for (let y = 0; y < p.height; y += 1) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(p.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return pngFile(p.width, p.height, 6, raw);
}

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

export interface CaptchaDrawing {
  background: string;
  piece: string;
}

/** The background (gap at `targetX`, `y`) and the piece, as PNG data URLs. */
export function drawCaptcha(targetX: number, y: number): CaptchaDrawing {
  const seed = crypto.randomBytes(4096);
  let cursor = 0;
  const random = (): number => {
    if (cursor + 2 > seed.length) {
      crypto.randomFillSync(seed);
      cursor = 0;
    }
    const value = seed.readUInt16BE(cursor) / 65536;
    cursor += 2;
    return value;
  };
  const art = paintArt(random);
  const piece = cutPiece(art, targetX, y);
  paintGap(art, targetX, y);
  return { background: dataUrl(encodePng(art)), piece: dataUrl(encodePng(piece)) };
}
