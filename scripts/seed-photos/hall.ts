/**
 * Trade-show halls in perspective: a pinhole camera over a carpeted floor, booths with fascia boards and
 * light boxes, roof trusses with lamps, hanging banners and visitors scaled by their distance.
 */
import { person } from './objects';
import { H, mix, num as n, shade, W, type Scene } from './scene';

export interface Camera {
  vx: number;
  vy: number;
  f: number;
  height: number;
}

type P = [number, number];

export function project(c: Camera, x: number, y: number, z: number): P {
  return [c.vx + (x * c.f) / z, c.vy - ((y - c.height) * c.f) / z];
}

function quad(c: Camera, pts: [number, number, number][]): string {
  return `M${pts.map(([x, y, z]) => project(c, x, y, z).map(n).join(' ')).join('L')}Z`;
}

const BOOTH_COLORS = ['#d9480f', '#1d6fd1', '#0f9d58', '#7b3fb8', '#e0a100', '#c2185b', '#00838f', '#37474f'];

/** Floor, aisle carpet, roof with trusses and lamps. */
export function hallShell(s: Scene, c: Camera, opts: { carpet: string; aisle: string; roof: string; aisleHalf: number }): void {
  s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, shade(opts.roof, -0.3)], [c.vy / H, opts.roof]], 0, 0, 0, 1)}"/>`);
  const floorTop = c.vy;
  s.add(`<rect y="${n(floorTop)}" width="${W}" height="${n(H - floorTop)}" fill="${s.linear([[0, shade(opts.carpet, 0.1)], [1, shade(opts.carpet, -0.15)]], 0, 0, 0, 1)}"/>`);
  s.add(`<path d="${quad(c, [[-opts.aisleHalf, 0, 2], [opts.aisleHalf, 0, 2], [opts.aisleHalf, 0, 400], [-opts.aisleHalf, 0, 400]])}" fill="${opts.aisle}"/>`);
  // trusses along and across the hall
  const roofY = 11;
  let lines = '';
  for (let x = -24; x <= 24; x += 6) {
    const [a, b] = [project(c, x, roofY, 2), project(c, x, roofY, 400)];
    lines += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  for (let z = 4; z < 200; z *= 1.25) {
    const [a, b] = [project(c, -40, roofY, z), project(c, 40, roofY, z)];
    lines += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  s.add(`<path d="${lines}" stroke="#cfd6de" stroke-width="2" opacity="0.35"/>`);
  const glow = s.radial([
    [0, '#fffbe8', 1],
    [0.25, '#fff3c4', 0.7],
    [1, '#fff3c4', 0],
  ]);
  for (let x = -18; x <= 18; x += 6) {
    for (let z = 5; z < 160; z *= 1.3) {
      const [px, py] = project(c, x, roofY - 0.4, z);
      if (py < -20 || px < -40 || px > W + 40) continue;
      const r = Math.max(2, 260 / z);
      s.add(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 2.2)}" ry="${n(r * 1.2)}" fill="${glow}"/>`);
    }
  }
}

/** A booth on one side of the aisle (side -1 left, +1 right) from depth z1 to z2. */
export function booth(s: Scene, c: Camera, side: -1 | 1, inner: number, z1: number, z2: number, color: string): void {
  const outer = inner + 6 * side;
  const wallH = 3.6;
  const back = quad(c, [[outer, 0, z1], [outer, 0, z2], [outer, wallH, z2], [outer, wallH, z1]]);
  const partition = quad(c, [[inner, 0, z1], [outer, 0, z1], [outer, wallH, z1], [inner, wallH, z1]]);
  const floor = quad(c, [[inner, 0.01, z1], [outer, 0.01, z1], [outer, 0.01, z2], [inner, 0.01, z2]]);
  s.add(`<path d="${floor}" fill="${mix(color, '#dddddd', 0.75)}"/>`);
  s.add(`<path d="${back}" fill="${shade(color, 0.55)}"/>`);
  // a light box on the back wall
  const lb = quad(c, [[outer, 1.1, z1 + (z2 - z1) * 0.2], [outer, 1.1, z1 + (z2 - z1) * 0.75], [outer, 3.1, z1 + (z2 - z1) * 0.75], [outer, 3.1, z1 + (z2 - z1) * 0.2]]);
  s.add(`<path d="${lb}" fill="${s.linear([[0, shade(color, 0.2)], [1, shade(color, -0.15)]], 0, 0, 1, 1)}"/>`);
  s.add(`<path d="${partition}" fill="${shade(color, -0.05)}"/>`);
  s.add(`<path d="${partition}" fill="#fff" opacity="0.12"/>`);
  // fascia board over the front, with a name bar
  const fascia = quad(c, [[inner, 3.6, z1], [inner, 3.6, z2], [inner, 4.4, z2], [inner, 4.4, z1]]);
  s.add(`<path d="${fascia}" fill="#f7f7f5"/>`);
  const bar = quad(c, [[inner, 3.85, z1 + (z2 - z1) * 0.15], [inner, 3.85, z1 + (z2 - z1) * 0.7], [inner, 4.15, z1 + (z2 - z1) * 0.7], [inner, 4.15, z1 + (z2 - z1) * 0.15]]);
  s.add(`<path d="${bar}" fill="${color}"/>`);
  // the counter
  const cz1 = z1 + (z2 - z1) * 0.25;
  const cz2 = z1 + (z2 - z1) * 0.6;
  const cx = inner + side * 0.9;
  s.add(`<path d="${quad(c, [[cx, 0, cz1], [cx, 0, cz2], [cx, 1.05, cz2], [cx, 1.05, cz1]])}" fill="#fbfbfb"/>`);
  s.add(`<path d="${quad(c, [[cx, 0.15, cz1], [cx, 0.15, cz2], [cx, 0.5, cz2], [cx, 0.5, cz1]])}" fill="${color}" opacity="0.85"/>`);
}

/** Visitors in the aisle, far to near. */
export function crowd(s: Scene, c: Camera, count: number, half: number, zFrom: number, zTo: number): void {
  const coats = ['#263238', '#37474f', '#1a237e', '#4e342e', '#f5f5f5', '#c62828', '#2e7d32', '#455a64', '#6d4c41', '#90a4ae', '#283593', '#ad1457'];
  const people = Array.from({ length: count }, () => ({ x: s.r(-half, half), z: s.r(zFrom, zTo), coat: s.pick(coats), back: s.random() < 0.5 }));
  people.sort((a, b) => b.z - a.z);
  for (const p of people) {
    const [px, py] = project(c, p.x, 0, p.z);
    const h = (1.72 * c.f) / p.z;
    person(s, px, py, h, p.coat, { back: p.back, blur: p.z > 30 ? Math.min(2.5, p.z / 40) : 0 });
  }
}

/** Banners hanging from the roof across the aisle. */
export function banners(s: Scene, c: Camera, zs: number[], xs: number[]): void {
  zs.forEach((z, i) => {
    const x = xs[i % xs.length] ?? 0;
    const color = BOOTH_COLORS[(i * 3) % BOOTH_COLORS.length] as string;
    const rect = quad(c, [[x - 1.8, 6.2, z], [x + 1.8, 6.2, z], [x + 1.8, 8.4, z], [x - 1.8, 8.4, z]]);
    const [tx, ty] = project(c, x, 11, z);
    const [bx, by] = project(c, x, 8.4, z);
    s.add(`<path d="M${n(tx - 12 / (z / 10))} ${n(ty)}L${n(bx - 40 / (z / 10))} ${n(by)}M${n(tx + 12 / (z / 10))} ${n(ty)}L${n(bx + 40 / (z / 10))} ${n(by)}" stroke="#9aa3ab" stroke-width="1" opacity="0.6"/>`);
    s.add(`<path d="${rect}" fill="${color}"/>`);
    const [lx, ly] = project(c, x - 1.3, 7.7, z);
    const [rx] = project(c, x + 0.6, 7.7, z);
    const hgt = (0.35 * c.f) / z;
    s.add(`<rect x="${n(lx)}" y="${n(ly)}" width="${n(rx - lx)}" height="${n(hgt)}" rx="${n(hgt / 2)}" fill="#fff" opacity="0.92"/>`);
    const [lx2, ly2] = project(c, x - 1.3, 7.05, z);
    const [rx2] = project(c, x + 0.1, 7.05, z);
    s.add(`<rect x="${n(lx2)}" y="${n(ly2)}" width="${n(rx2 - lx2)}" height="${n(hgt * 0.6)}" rx="${n(hgt * 0.3)}" fill="#fff" opacity="0.75"/>`);
  });
}

export { BOOTH_COLORS };
