/**
 * Building blocks of the seed photos (issue 18 item 11): an SVG scene with its own gradient and filter
 * definitions, a seeded random source, colour helpers and the photographic finish (light, vignette, grain).
 * Everything is deterministic: the same subject and variant draw the same picture on every run.
 */

export const W = 960;
export const H = 720;

/** mulberry32: a small seeded generator. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stop = [offset: number, color: string, opacity?: number];

function hex(c: string): [number, number, number] {
  const v = c.replace('#', '');
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((x) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `c` towards white (amount > 0) or black (amount < 0). */
export function shade(c: string, amount: number): string {
  const [r, g, b] = hex(c);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return toHex([r + (target - r) * k, g + (target - g) * k, b + (target - b) * k]);
}

export function mix(a: string, b: string, k: number): string {
  const [r1, g1, b1] = hex(a);
  const [r2, g2, b2] = hex(b);
  return toHex([r1 + (r2 - r1) * k, g1 + (g2 - g1) * k, b1 + (b2 - b1) * k]);
}

const n = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** An SVG picture under construction. */
export class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;
  readonly random: () => number;

  constructor(seed: number) {
    this.random = rng(seed);
  }

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** A random number in [lo, hi). */
  r(lo: number, hi: number): number {
    return lo + (hi - lo) * this.random();
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  add(markup: string): this {
    this.body.push(markup);
    return this;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user?: boolean): string {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user?: boolean, fx?: number, fy?: number): string {
    const id = this.id('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const focus = fx === undefined ? '' : ` fx="${n(fx)}" fy="${n(fy ?? cy)}"`;
    this.def(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${focus}${units}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id('b');
    this.def(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`);
    return `url(#${id})`;
  }

  clip(path: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${path}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A soft shadow on the ground. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): this {
    const b1 = this.blur(Math.max(2, ry * 0.5));
    const b2 = this.blur(Math.max(1, ry * 0.18));
    return this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.25)}" ry="${n(ry * 1.6)}" fill="#000" opacity="${opacity * 0.55}" filter="${b1}"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.92)}" ry="${n(ry * 0.55)}" fill="#000" opacity="${opacity}" filter="${b2}"/>`,
    );
  }

  /** A seamless studio sweep: wall colour above, floor below, a pool of light behind the subject. */
  studio(wall: string, floor: string, horizon = 0.62, light: [number, number] = [0.5, 0.42]): this {
    const sweep = this.linear(
      [
        [0, shade(wall, -0.12)],
        [horizon * 0.7, wall],
        [horizon, mix(wall, floor, 0.5)],
        [Math.min(1, horizon + 0.12), floor],
        [1, shade(floor, -0.18)],
      ],
      0,
      0,
      0,
      1,
    );
    const pool = this.radial([
      [0, '#ffffff', 0.55],
      [0.5, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ]);
    return this.add(`<rect width="${W}" height="${H}" fill="${sweep}"/>`).add(
      `<ellipse cx="${n(W * light[0])}" cy="${n(H * light[1])}" rx="${n(W * 0.48)}" ry="${n(H * 0.46)}" fill="${pool}"/>`,
    );
  }

  /** Rounded bars standing for printed text. */
  textBars(x: number, y: number, widths: number[], height: number, color: string, opacity = 1, gap = height * 0.9): this {
    widths.forEach((w, i) => {
      this.add(`<rect x="${n(x)}" y="${n(y + i * (height + gap))}" width="${n(w)}" height="${n(height)}" rx="${n(height / 2)}" fill="${color}" opacity="${opacity}"/>`);
    });
    return this;
  }

  /** A barcode: bars of hashed widths. */
  barcode(x: number, y: number, w: number, h: number, seed: number): this {
    const random = rng(seed);
    let cx = x;
    let d = '';
    while (cx < x + w) {
      const bar = 1 + Math.floor(random() * 3) * (w / 90);
      const gap = (1 + Math.floor(random() * 2)) * (w / 110);
      if (cx + bar > x + w) break;
      d += `M${n(cx)} ${n(y)}h${n(bar)}v${n(h)}h${n(-bar)}z`;
      cx += bar + gap;
    }
    return this.add(`<rect x="${n(x - w * 0.06)}" y="${n(y - h * 0.08)}" width="${n(w * 1.12)}" height="${n(h * 1.28)}" fill="#fff"/><path d="${d}" fill="#1b1b1b"/>`);
  }

  /** Light fall-off towards the corners, a warm or cool cast, and fine grain. */
  finish(tone: string = '#ffe9c7', toneOpacity = 0.06): string {
    const vignette = this.radial([
      [0, '#000', 0],
      [0.66, '#000', 0],
      [1, '#000', 0.3],
    ]);
    const grainId = this.id('g');
    this.def(
      `<filter id="${grainId}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.floor(this.random() * 1000)}" result="t"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/></filter>`,
    );
    this.add(`<rect width="${W}" height="${H}" fill="${tone}" opacity="${toneOpacity}"/>`);
    this.add(`<rect width="${W}" height="${H}" fill="${vignette}"/>`);
    this.add(`<rect width="${W}" height="${H}" filter="url(#${grainId})" opacity="0.07"/>`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export { n as num };
