/**
 * Raster banner pictures for the seeded banners (O29, issue 19 item 3), served as PNG at
 * `/api/files/banner/{n}.png`: a studio-style product shot — a lit backdrop with soft out-of-focus lights,
 * a tabletop, shaded packages (bottles, cans, cartons, pouches) with highlights and shadows — drawn
 * pixel by pixel, deterministic per `n`, no text (the page lays the caption over it, in the page's language).
 */
import { pngFile } from '../../storage/png';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;
/** Distinct pictures; `n` beyond wraps around. */
export const BANNER_PICTURES = 12;

type Rgb = [number, number, number];

/** Backdrop (top, bottom), light colour, package colours. */
interface Scheme {
  top: Rgb;
  bottom: Rgb;
  light: Rgb;
  packs: Rgb[];
}

const SCHEMES: Scheme[] = [
  { top: [18, 60, 56], bottom: [6, 28, 30], light: [170, 240, 210], packs: [[236, 244, 238], [52, 168, 120], [250, 200, 80]] },
  { top: [24, 44, 92], bottom: [8, 16, 40], light: [150, 190, 255], packs: [[240, 244, 252], [70, 120, 220], [230, 90, 70]] },
  { top: [92, 28, 56], bottom: [36, 8, 24], light: [255, 170, 200], packs: [[250, 236, 240], [220, 70, 120], [250, 210, 120]] },
  { top: [110, 62, 18], bottom: [44, 22, 6], light: [255, 214, 150], packs: [[252, 244, 228], [230, 140, 40], [120, 70, 40]] },
  { top: [48, 40, 100], bottom: [16, 12, 44], light: [200, 180, 255], packs: [[244, 240, 252], [120, 100, 230], [90, 200, 190]] },
  { top: [30, 72, 34], bottom: [10, 30, 12], light: [210, 250, 150], packs: [[246, 250, 236], [140, 200, 60], [240, 120, 60]] },
];

function hash32(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number, lo = 0, hi = 1) => (v < lo ? lo : v > hi ? hi : v);
const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** Linear RGB canvas (floats 0…255). */
class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  /** Blends `color` at (x, y) with coverage `a` (0…1). */
  blend(x: number, y: number, color: Rgb, a: number): void {
    if (a <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    d[i] = d[i]! + (color[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (color[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (color[2] - d[i + 2]!) * a;
  }

  /** Adds light (screen-like, clipped later). */
  add(x: number, y: number, color: Rgb, a: number): void {
    if (a <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    d[i] = d[i]! + color[0] * a;
    d[i + 1] = d[i + 1]! + color[1] * a;
    d[i + 2] = d[i + 2]! + color[2] * a;
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const shade = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];

function backdrop(c: Canvas, s: Scheme, horizon: number, glowX: number): void {
  // the glows are separable Gaussians: one factor per column, one per row
  const glowCol = Float32Array.from({ length: c.width }, (_, x) => Math.exp(-(((x - glowX) / (c.width * 0.45)) ** 2) * 2.2));
  const tableCol = Float32Array.from({ length: c.width }, (_, x) => Math.exp(-(((x - glowX) / (c.width * 0.5)) ** 2) * 3));
  for (let y = 0; y < c.height; y += 1) {
    if (y < horizon) {
      // a soft key light behind the products
      const rowCol = mix(s.top, s.bottom, y / horizon);
      const glowRow = 0.35 * Math.exp(-(((y - horizon * 0.7) / (c.height * 0.9)) ** 2) * 2.2);
      for (let x = 0; x < c.width; x += 1) c.blend(x, y, mix(rowCol, s.light, glowRow * glowCol[x]!), 1);
    } else {
      // tabletop: lighter at the front edge, with a faint reflection of the glow
      const t = (y - horizon) / (c.height - horizon);
      const rowCol = mix(shade(s.bottom, 1.6), shade(s.top, 1.15), t);
      for (let x = 0; x < c.width; x += 1) c.blend(x, y, mix(rowCol, s.light, 0.12 * tableCol[x]! * (1 - t)), 1);
    }
  }
}

function bokeh(c: Canvas, s: Scheme, rand: () => number, horizon: number): void {
  for (let k = 0; k < 18; k += 1) {
    const cx = c.width * (0.25 + rand() * 0.75);
    const cy = horizon * rand() * 0.95;
    const r = 10 + rand() * 38;
    const strength = 0.05 + rand() * 0.12;
    const x0 = Math.floor(cx - r - 2);
    const x1 = Math.ceil(cx + r + 2);
    for (let y = Math.floor(cy - r - 2); y <= Math.ceil(cy + r + 2); y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const d = Math.hypot(x - cx, y - cy) / r;
        // a disc with a brighter rim, like an out-of-focus highlight
        const a = (1 - smooth(0.92, 1.02, d)) * (0.75 + 0.25 * smooth(0.6, 0.95, d));
        c.add(x, y, s.light, a * strength);
      }
    }
  }
}

/** Cylindrical shading across a package: dark edges, a soft highlight left of centre. */
function cylinderLight(u: number): number {
  const body = 0.55 + 0.45 * Math.sin(Math.PI * clamp(u));
  const spec = Math.exp(-((u - 0.3) ** 2) / 0.004) * 0.55;
  return body + spec;
}

type PackKind = 'bottle' | 'can' | 'carton' | 'pouch';

/** Half width (0…1 of the package width) of a package's outline at relative height v (0 top … 1 bottom). */
function profile(kind: PackKind, v: number): number {
  switch (kind) {
    case 'bottle':
      if (v < 0.08) return 0.18; // cap
      if (v < 0.3) return 0.18 + (0.5 - 0.18) * smooth(0.1, 0.3, v); // shoulder
      return 0.5;
    case 'can':
      return v < 0.04 || v > 0.96 ? 0.46 : 0.5;
    case 'pouch':
      return 0.4 + 0.1 * Math.sin(Math.PI * clamp(v * 0.9 + 0.05));
    case 'carton':
    default:
      return 0.5;
  }
}

function pack(c: Canvas, kind: PackKind, cx: number, baseLine: number, w: number, h: number, color: Rgb, label: Rgb, light: Rgb): void {
  const base = Math.round(baseLine);
  const top = base - Math.round(h);
  // contact shadow on the table
  for (let y = base - 6; y < base + 18; y += 1) {
    for (let x = Math.floor(cx - w); x <= cx + w; x += 1) {
      const dx = (x - cx) / (w * 0.8);
      const dy = (y - base - 2) / 9;
      c.blend(x, y, [0, 0, 0], 0.45 * Math.exp(-(dx * dx + dy * dy) * 1.6));
    }
  }
  for (let y = Math.floor(top); y < base; y += 1) {
    const v = (y - top) / (base - top);
    const half = profile(kind, v) * w;
    for (let x = Math.floor(cx - half - 1); x <= Math.ceil(cx + half + 1); x += 1) {
      const edge = half - Math.abs(x + 0.5 - cx);
      const cover = clamp(edge + 0.5);
      if (cover <= 0) continue;
      const u = (x + 0.5 - (cx - half)) / (2 * half);
      let body = color;
      if (kind === 'carton') {
        // two faces of a box: the left face lit, the right one in shade
        const lit = u < 0.62 ? 1.0 - u * 0.25 : 0.62;
        body = shade(color, lit);
        if (v < 0.05) body = shade(color, 1.12);
      } else {
        body = shade(color, cylinderLight(u));
      }
      // a printed label band
      const inLabel = kind === 'bottle' ? v > 0.42 && v < 0.78 : kind === 'can' ? v > 0.22 && v < 0.8 : kind === 'pouch' ? v > 0.3 && v < 0.7 : v > 0.25 && v < 0.75;
      if (inLabel) body = mix(body, shade(label, kind === 'carton' ? (u < 0.62 ? 1 : 0.65) : cylinderLight(u)), 0.85);
      if (kind === 'bottle' && v < 0.08) body = shade(label, 0.8 * cylinderLight(u));
      c.blend(x, y, body, cover);
      // rim light from the backdrop
      const rim = Math.exp(-((u - 0.93) ** 2) / 0.0012) * 0.35;
      c.add(x, y, light, rim * cover);
    }
  }
}

function vignetteAndCaptionShade(c: Canvas): void {
  // separable vignette; the left part, where the page lays the caption, darker still
  const col = Float32Array.from({ length: c.width }, (_, x) => Math.exp(-((x / c.width - 0.55) ** 2) * 0.7) * (1 - 0.45 * (1 - smooth(0.2, 0.6, x / c.width))));
  for (let y = 0; y < c.height; y += 1) {
    const row = Math.exp(-((y / c.height - 0.5) ** 2) * 0.7);
    for (let x = 0; x < c.width; x += 1) {
      const f = row * col[x]!;
      const i = (y * c.width + x) * 3;
      c.data[i] = c.data[i]! * f;
      c.data[i + 1] = c.data[i + 1]! * f;
      c.data[i + 2] = c.data[i + 2]! * f;
    }
  }
}

/** Draws banner picture `n` as 8-bit RGB rows. */
export function drawBanner(n: number, width = BANNER_WIDTH, height = BANNER_HEIGHT): { width: number; height: number; rgb: Uint8Array } {
  const k = Math.abs(Math.trunc(n)) % BANNER_PICTURES;
  const scheme = SCHEMES[k % SCHEMES.length]!;
  const rand = prng(hash32(k + 101));
  const c = new Canvas(width, height);
  const horizon = Math.round(height * (0.7 + rand() * 0.08));
  const glowX = width * (0.68 + rand() * 0.12);
  backdrop(c, scheme, horizon, glowX);
  bokeh(c, scheme, rand, horizon);
  const kinds: PackKind[] = ['bottle', 'can', 'carton', 'pouch'];
  const count = 3 + Math.floor(rand() * 2);
  const start = width * 0.56;
  const step = (width * 0.4) / count;
  // back row first, then the front row (larger, lower) so nearer packages cover farther ones
  const placed = Array.from({ length: count }, (_, i) => ({
    kind: kinds[(k + i * (1 + (k % 3))) % kinds.length]!,
    cx: start + step * (i + 0.5) + (rand() - 0.5) * step * 0.25,
    front: i % 2 === 1,
  })).sort((a, b) => Number(a.front) - Number(b.front));
  for (const [i, p] of placed.entries()) {
    const scale = p.front ? 1 : 0.82;
    const h = height * (p.kind === 'carton' ? 0.5 : p.kind === 'pouch' ? 0.52 : p.kind === 'can' ? 0.42 : 0.68) * scale;
    const w = (p.kind === 'bottle' ? 44 : p.kind === 'can' ? 46 : p.kind === 'carton' ? 74 : 68) * scale * (width / BANNER_WIDTH);
    const base = horizon + (p.front ? height * 0.14 : height * 0.05);
    const color = scheme.packs[i % scheme.packs.length]!;
    const label = scheme.packs[(i + 1) % scheme.packs.length]!;
    pack(c, p.kind, p.cx, base, w, h, color, label, scheme.light);
  }
  vignetteAndCaptionShade(c);
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i += 1) rgb[i] = Math.round(clamp(c.data[i]!, 0, 255));
  return { width, height, rgb };
}

// ---- PNG (8-bit RGB, "Up" filter: smooth gradients compress well) ----

export function encodeRgbPng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = y === 0 ? 1 : 2; // Sub for the first row, Up for the others
    for (let i = 0; i < stride; i += 1) {
      const value = rgb[y * stride + i]!;
      const predictor = y === 0 ? (i >= 3 ? rgb[i - 3]! : 0) : rgb[(y - 1) * stride + i]!;
      raw[row + 1 + i] = (value - predictor) & 0xff;
    }
  }
  return pngFile(width, height, 2, raw);
}

const rendered = new Map<number, Buffer>();

/** The PNG of banner picture `n` (rendered once per process). */
export function bannerPng(n: number): Buffer {
  const k = Math.abs(Math.trunc(n)) % BANNER_PICTURES;
  let png = rendered.get(k);
  if (!png) {
    const { width, height, rgb } = drawBanner(k);
    png = encodeRgbPng(width, height, rgb);
    rendered.set(k, png);
  }
  return png;
}
