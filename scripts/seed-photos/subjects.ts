/**
 * The compositions: four pictures for each subject the seed content talks about (issue 18 item 11), each a
 * different arrangement, camera distance and light.
 */
import { banners, booth, BOOTH_COLORS, crowd, hallShell, project, type Camera } from './hall';
import { bottle, box, jar, labelTag, pallet, person, pouch, steel } from './objects';
import { H, mix, num as n, Scene, shade, W } from './scene';
import type { SeedPhotoSubject } from '../../backend/src/db/seed/photos';

export { SEED_PHOTO_SUBJECTS, SEED_PHOTO_VARIANTS } from '../../backend/src/db/seed/photos';

function table(s: Scene, top: number, wood = '#8a5a3b'): void {
  s.add(`<rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${s.linear([[0, shade(wood, 0.15)], [1, shade(wood, -0.3)]], 0, 0, 0, 1)}"/>`);
  for (let i = 0; i < 26; i += 1) {
    const y = top + s.r(0, H - top);
    s.add(`<path d="M0 ${n(y)}C${n(W * 0.3)} ${n(y + s.r(-8, 8))} ${n(W * 0.6)} ${n(y + s.r(-10, 10))} ${W} ${n(y + s.r(-6, 6))}" stroke="${shade(wood, -0.35)}" stroke-width="${n(s.r(0.6, 2.2))}" opacity="${n(s.r(0.15, 0.4))}" fill="none"/>`);
  }
  s.add(`<rect y="${n(top)}" width="${W}" height="4" fill="#fff" opacity="0.18"/>`);
}

function scatter(s: Scene, count: number, x0: number, x1: number, y0: number, y1: number, colors: string[], size: number): void {
  for (let i = 0; i < count; i += 1) {
    const x = s.r(x0, x1);
    const y = s.r(y0, y1);
    const r = size * s.r(0.7, 1.2) * (0.6 + (0.4 * (y - y0)) / Math.max(1, y1 - y0));
    const c = s.pick(colors);
    s.add(`<ellipse cx="${n(x + 2)}" cy="${n(y + r * 0.5)}" rx="${n(r * 1.3)}" ry="${n(r * 0.5)}" fill="#000" opacity="0.25"/>`);
    s.add(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.35)}" ry="${n(r)}" transform="rotate(${n(s.r(-50, 50))} ${n(x)} ${n(y)})" fill="${c}"/>`);
    s.add(`<ellipse cx="${n(x - r * 0.4)}" cy="${n(y - r * 0.35)}" rx="${n(r * 0.55)}" ry="${n(r * 0.25)}" fill="#fff" opacity="0.3"/>`);
  }
}

function factoryBackdrop(s: Scene, floorY: number, wall = '#dfe4e8', floor = '#7d8f86'): void {
  s.add(`<rect width="${W}" height="${n(floorY)}" fill="${s.linear([[0, shade(wall, -0.15)], [1, wall]], 0, 0, 0, 1)}"/>`);
  const b = s.blur(10);
  for (let i = 0; i < 6; i += 1) {
    const x = 40 + i * 160;
    s.add(`<rect x="${x}" y="40" width="120" height="90" fill="#f8fbff" opacity="0.85" filter="${b}"/>`);
  }
  s.add(`<rect y="${n(floorY - 60)}" width="${W}" height="60" fill="${shade(wall, -0.2)}" opacity="0.5"/>`);
  s.add(`<rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${s.linear([[0, shade(floor, 0.15)], [1, shade(floor, -0.25)]], 0, 0, 0, 1)}"/>`);
  s.add(`<rect y="${n(floorY + (H - floorY) * 0.55)}" width="${W}" height="10" fill="#f2c500" opacity="0.7"/>`);
}

function conveyor(s: Scene, x0: number, x1: number, y: number, h: number): void {
  s.add(`<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${steel(s, true)}"/>`);
  s.add(`<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n(h * 0.25)}" fill="#2f3539"/>`);
  for (let x = x0 + 8; x < x1; x += 22) s.add(`<rect x="${n(x)}" y="${n(y + 1)}" width="10" height="${n(h * 0.2)}" fill="#4b5358"/>`);
  for (let x = x0 + 40; x < x1; x += 180) s.add(`<rect x="${n(x)}" y="${n(y + h)}" width="14" height="${n(H)}" fill="${steel(s)}"/>`);
}

function nozzle(s: Scene, x: number, top: number, bottom: number, w: number): void {
  s.add(`<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(bottom - top)}" fill="${steel(s)}"/>`);
  s.add(`<rect x="${n(x - w * 0.8)}" y="${n(top + (bottom - top) * 0.35)}" width="${n(w * 1.6)}" height="${n((bottom - top) * 0.18)}" rx="4" fill="${steel(s)}"/>`);
  s.add(`<path d="M${n(x - w / 2)} ${n(bottom)}L${n(x - w * 0.2)} ${n(bottom + w * 0.8)}H${n(x + w * 0.2)}L${n(x + w / 2)} ${n(bottom)}Z" fill="#8c949c"/>`);
}

function stackLight(s: Scene, x: number, y: number, size: number): void {
  s.add(`<rect x="${n(x - 3)}" y="${n(y)}" width="6" height="${n(size * 3)}" fill="#555"/>`);
  const colors = [
    ['#d32f2f', 0.35],
    ['#ffb300', 0.35],
    ['#2ecc71', 1],
  ] as const;
  colors.forEach(([c, on], i) => {
    const cy = y - size * (3 - i);
    if (on === 1) s.add(`<circle cx="${n(x)}" cy="${n(cy + size / 2)}" r="${n(size * 1.6)}" fill="${c}" opacity="0.35" filter="${s.blur(size * 0.6)}"/>`);
    s.add(`<rect x="${n(x - size * 0.45)}" y="${n(cy)}" width="${n(size * 0.9)}" height="${n(size)}" fill="${c}" opacity="${on}"/>`);
    s.add(`<rect x="${n(x - size * 0.45)}" y="${n(cy)}" width="${n(size * 0.25)}" height="${n(size)}" fill="#fff" opacity="0.35"/>`);
  });
}

function hmi(s: Scene, x: number, y: number, w: number, h: number): void {
  s.add(`<rect x="${n(x + w * 0.45)}" y="${n(y + h)}" width="${n(w * 0.1)}" height="${n(h * 0.8)}" fill="${steel(s)}"/>`);
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#23282d"/>`);
  const sx = x + w * 0.07;
  const sy = y + h * 0.09;
  const sw = w * 0.86;
  const sh = h * 0.82;
  s.add(`<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="${s.linear([[0, '#0e4f88'], [1, '#0a2d52']], 0, 0, 0, 1)}"/>`);
  s.add(`<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh * 0.14)}" fill="#1976d2"/>`);
  for (let i = 0; i < 4; i += 1) s.add(`<rect x="${n(sx + sw * 0.06)}" y="${n(sy + sh * (0.24 + i * 0.17))}" width="${n(sw * (0.3 + ((i * 37) % 40) / 100))}" height="${n(sh * 0.08)}" fill="#4fc3f7" opacity="0.85"/>`);
  s.add(`<rect x="${n(sx + sw * 0.72)}" y="${n(sy + sh * 0.62)}" width="${n(sw * 0.2)}" height="${n(sh * 0.25)}" rx="3" fill="#2ecc71"/>`);
  s.add(`<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="${s.linear([[0, '#fff', 0.18], [0.4, '#fff', 0], [1, '#fff', 0]], 0, 0, 1, 1)}"/>`);
}

function glassGuard(s: Scene, x: number, y: number, w: number, h: number): void {
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#cfe8ff" opacity="0.16"/>`);
  s.add(`<path d="M${n(x + w * 0.1)} ${n(y + h)}L${n(x + w * 0.35)} ${n(y)}H${n(x + w * 0.42)}L${n(x + w * 0.17)} ${n(y + h)}Z" fill="#fff" opacity="0.14"/>`);
  s.add(`<path d="M${n(x + w * 0.55)} ${n(y + h)}L${n(x + w * 0.75)} ${n(y)}H${n(x + w * 0.78)}L${n(x + w * 0.58)} ${n(y + h)}Z" fill="#fff" opacity="0.12"/>`);
  for (const px of [x, x + w / 2, x + w]) s.add(`<rect x="${n(px - 5)}" y="${n(y)}" width="10" height="${n(h)}" fill="${steel(s)}"/>`);
  s.add(`<rect x="${n(x - 5)}" y="${n(y - 8)}" width="${n(w + 10)}" height="12" fill="${steel(s, true)}"/>`);
}

const BOTTLES = [
  { liquid: '#f39c12', cap: '#e67e22', label: '#fff7e6', accent: '#e67e22' },
  { liquid: '#9ccc65', cap: '#2e7d32', label: '#f1f8e9', accent: '#2e7d32' },
  { liquid: '#d6ecff', cap: '#1565c0', label: '#e3f2fd', accent: '#1565c0', clear: true },
  { liquid: '#c0392b', cap: '#7b1fa2', label: '#fdf2ff', accent: '#8e24aa' },
  { liquid: '#6d4c41', cap: '#3e2723', label: '#fff8e1', accent: '#bf360c' },
];

function pouchPicture(v: number): string {
  const s = new Scene(1100 + v);
  if (v === 0) {
    s.studio('#f6d9c7', '#e9c4ad', 0.66, [0.5, 0.38]);
    pouch(s, 480, 560, 300, 400, { body: '#2f7d4f', accent: '#f2b134', window: true });
    scatter(s, 18, 240, 720, 590, 680, ['#b9793f', '#a0622e', '#cf9a5f', '#8d5a2b'], 13);
    return s.finish('#ffe2c4', 0.07);
  }
  if (v === 1) {
    s.studio('#e9ecef', '#d5dade', 0.64);
    pouch(s, 250, 590, 210, 290, { body: '#7b3fb8', accent: '#ffca28' });
    pouch(s, 710, 590, 210, 290, { body: '#0f766e', accent: '#f48fb1', matte: true });
    pouch(s, 480, 610, 270, 380, { body: '#d9480f', accent: '#ffe082', window: true, product: ['#6d3f1f', '#4e2a12', '#8b5a2b'] });
    return s.finish('#fff3e0', 0.04);
  }
  if (v === 2) {
    s.studio('#3b3f46', '#2a2c30', 0.55, [0.42, 0.4]);
    table(s, 470, '#7a4a2c');
    pouch(s, 600, 600, 250, 350, { body: '#1d1d1f', accent: '#c8a165', matte: true }, 6);
    pouch(s, 380, 630, 260, 370, { body: '#6d3f1f', accent: '#e8d5b7', window: true, product: ['#3e2415', '#4e2a12', '#2d1a0e'] }, -3);
    scatter(s, 26, 150, 820, 620, 700, ['#3e2415', '#4e2a12', '#2d1a0e', '#5b3520'], 11);
    return s.finish('#ffcf99', 0.08);
  }
  s.studio('#eef3e6', '#dfe7d2', 0.63, [0.55, 0.4]);
  pouch(s, 520, 590, 290, 410, { body: '#c9a06b', accent: '#3f7d3a', window: true, product: ['#e0c07a', '#c89b4f', '#f0d89a', '#9c6b34'], matte: true }, -2);
  scatter(s, 22, 250, 760, 610, 690, ['#e0c07a', '#c89b4f', '#f0d89a'], 9);
  return s.finish('#f3ffe0', 0.05);
}

function bottlePicture(v: number): string {
  const s = new Scene(2100 + v);
  if (v === 0) {
    s.studio('#f4efe6', '#e3dccd', 0.68);
    bottle(s, 300, 600, 390, BOTTLES[0] as never);
    bottle(s, 660, 600, 390, BOTTLES[2] as never);
    bottle(s, 480, 630, 450, BOTTLES[1] as never);
    return s.finish('#fff1d6', 0.05);
  }
  if (v === 1) {
    s.add(`<rect width="${W}" height="${H}" fill="${s.radial([[0, '#7fd3ff'], [0.6, '#1f7fc4'], [1, '#0b3d6b']], 0.45, 0.4, 0.75)}"/>`);
    bottle(s, 470, 690, 620, { liquid: '#d6ecff', cap: '#0d47a1', label: '#e3f2fd', accent: '#0d47a1', clear: true }, false);
    for (let i = 0; i < 60; i += 1) {
      const x = s.r(380, 560);
      const y = s.r(210, 660);
      const r = s.r(2, 7);
      s.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" opacity="0.35"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="#fff" opacity="0.8"/>`);
    }
    return s.finish('#d8f0ff', 0.05);
  }
  if (v === 2) {
    factoryBackdrop(s, 420);
    conveyor(s, 0, W, 560, 60);
    for (let i = 0; i < 7; i += 1) bottle(s, 60 + i * 140, 560, 250, BOTTLES[i % 2 === 0 ? 2 : 1] as never, false);
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#000', 0.15], [0.2, '#000', 0], [0.8, '#000', 0], [1, '#000', 0.2]])}"/>`);
    return s.finish('#e6f4ff', 0.05);
  }
  s.studio('#f3d9b1', '#d9b98d', 0.6, [0.6, 0.36]);
  table(s, 500, '#9b6a43');
  bottle(s, 380, 640, 470, BOTTLES[0] as never);
  // a glass of juice with ice
  const gx = 640;
  const gy = 650;
  const glass = `M${gx - 85} ${gy - 230}L${gx + 85} ${gy - 230}L${gx + 70} ${gy}L${gx - 70} ${gy}Z`;
  s.shadow(gx + 10, gy, 90, 12, 0.4);
  s.add(`<path d="${glass}" fill="#fff" opacity="0.25"/>`);
  s.add(`<path d="M${gx - 80} ${gy - 170}L${gx + 80} ${gy - 170}L${gx + 70} ${gy}L${gx - 70} ${gy}Z" fill="#f39c12" opacity="0.88"/>`);
  for (const [dx, dy] of [[-35, -165], [20, -150], [-5, -120]] as const) s.add(`<rect x="${gx + dx}" y="${gy + dy}" width="44" height="40" rx="8" fill="#fff" opacity="0.45" transform="rotate(${dx / 2} ${gx + dx} ${gy + dy})"/>`);
  s.add(`<path d="${glass}" fill="${s.linear([[0, '#fff', 0.4], [0.15, '#fff', 0.05], [0.85, '#fff', 0.05], [1, '#fff', 0.35]])}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`);
  return s.finish('#ffd9a0', 0.07);
}

function cartonPicture(v: number): string {
  const s = new Scene(3100 + v);
  const kraft = '#c8965a';
  if (v === 0) {
    s.studio('#e8eaed', '#cfd3d8', 0.62, [0.45, 0.4]);
    s.shadow(500, 600, 290, 30, 0.5);
    box(s, 250, 300, 380, 300, 260, { front: kraft, tape: true, accent: '#2b2b2b' });
    return s.finish('#fff0dc', 0.05);
  }
  if (v === 1) {
    // a warehouse: racks behind, a pallet of cartons
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#5d6670'], [0.6, '#9aa4ad'], [1, '#6e7781']], 0, 0, 0, 1)}"/>`);
    const bl = s.blur(6);
    for (let x = -20; x < W; x += 190) {
      s.add(`<g filter="${bl}"><rect x="${x}" y="40" width="14" height="440" fill="#e0701f"/><rect x="${x + 160}" y="40" width="14" height="440" fill="#e0701f"/>`);
      for (const y of [150, 290, 430]) s.add(`<rect x="${x}" y="${y}" width="174" height="12" fill="#1f5fa8"/><rect x="${x + 16}" y="${y - 70}" width="60" height="70" fill="#b98b55"/><rect x="${x + 86}" y="${y - 55}" width="66" height="55" fill="#a87b48"/>`);
      s.add('</g>');
    }
    s.add(`<rect y="500" width="${W}" height="220" fill="${s.linear([[0, '#8d949a'], [1, '#5c6268']], 0, 0, 0, 1)}"/>`);
    pallet(s, 220, 630, 420, 220, 44);
    const bw = 210;
    const bh = 150;
    for (let row = 0; row < 3; row += 1) {
      box(s, 220 + bw, 630 - bh * (row + 1), bw, bh, 200, { front: shade(kraft, (row % 2) * 0.04), tape: true });
      box(s, 220, 630 - bh * (row + 1), bw, bh, 200, { front: shade(kraft, -0.03 + (row % 2) * 0.03), tape: true });
    }
    // stretch wrap shine
    s.add(`<path d="M220 ${630 - bh * 3}L${220 + 2 * bw} ${630 - bh * 3}V630H220Z" fill="${s.linear([[0, '#fff', 0.12], [0.3, '#fff', 0.02], [0.5, '#fff', 0.16], [1, '#fff', 0.04]])}"/>`);
    return s.finish('#ffe9c9', 0.05);
  }
  if (v === 2) {
    s.studio('#f2f0ec', '#dedad3', 0.66, [0.5, 0.35]);
    s.shadow(480, 615, 330, 26, 0.45);
    box(s, 150, 290, 190, 320, 120, { front: '#1565c0', print: 'retail', accent: '#ffca28' });
    box(s, 560, 330, 200, 280, 120, { front: '#c62828', print: 'retail', accent: '#fff3e0' });
    box(s, 360, 250, 220, 380, 130, { front: '#2e7d32', print: 'retail', accent: '#ffeb3b' });
    return s.finish('#fff3e0', 0.04);
  }
  // an open shipping box with pouches inside
  s.studio('#e4ddd2', '#cbbfae', 0.6, [0.5, 0.42]);
  const x = 240;
  const y = 360;
  const w = 420;
  const h = 260;
  const d = 240;
  const dx = d * 0.82;
  const dy = d * 0.5;
  s.shadow(x + w / 2 + dx / 3, y + h, w * 0.65, 28, 0.5);
  // the inside: back wall and floor
  s.add(`<path d="M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z" fill="${shade(kraft, -0.45)}"/>`);
  pouch(s, x + w * 0.45 + dx * 0.5, y + 30, 150, 210, { body: '#d9480f', accent: '#ffe082' }, -8);
  pouch(s, x + w * 0.75 + dx * 0.45, y + 20, 140, 200, { body: '#1d6fd1', accent: '#c5e1a5' }, 7);
  // flaps open outwards
  s.add(`<path d="M${x} ${y}L${x - 70} ${y - 150}L${x - 70 + dx} ${y - 150 - dy}L${x + dx} ${y - dy}Z" fill="${shade(kraft, 0.1)}"/>`);
  s.add(`<path d="M${x + w + dx} ${y - dy}L${x + w + dx + 90} ${y - dy - 120}L${x + w + 90} ${y - 120}L${x + w} ${y}Z" fill="${shade(kraft, -0.12)}"/>`);
  s.add(`<path d="M${x} ${y}H${x + w}L${x + w + 10} ${y + 140}H${x + 10}Z" fill="${shade(kraft, 0.05)}" opacity="0"/>`);
  box(s, x, y, w, h, d, { front: kraft });
  s.add(`<path d="M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z" fill="none" stroke="#000" stroke-opacity="0.2"/>`);
  return s.finish('#ffe6c7', 0.05);
}

function fillingPicture(v: number): string {
  const s = new Scene(4100 + v);
  if (v === 0) {
    factoryBackdrop(s, 470);
    // cabinet and guarded rotary filler
    s.add(`<rect x="170" y="430" width="560" height="230" rx="6" fill="${steel(s)}"/>`);
    s.add(`<rect x="190" y="450" width="250" height="190" rx="4" fill="#000" opacity="0.06"/><rect x="460" y="450" width="250" height="190" rx="4" fill="#000" opacity="0.06"/>`);
    glassGuard(s, 170, 130, 560, 300);
    s.add(`<ellipse cx="450" cy="215" rx="190" ry="34" fill="${steel(s)}"/><rect x="260" y="215" width="380" height="60" fill="${steel(s)}"/><ellipse cx="450" cy="275" rx="190" ry="34" fill="#8b939b"/>`);
    s.add(`<rect x="430" y="130" width="40" height="90" fill="${steel(s)}"/>`);
    for (let i = 0; i < 7; i += 1) nozzle(s, 290 + i * 53, 280, 330, 16);
    conveyor(s, 0, W, 408, 26);
    for (let i = 0; i < 16; i += 1) bottle(s, 20 + i * 62, 408, 100, BOTTLES[2] as never, false);
    hmi(s, 760, 230, 150, 110);
    stackLight(s, 700, 120, 18);
    person(s, 860, 700, 330, '#1d6fd1', { back: false });
    return s.finish('#e8f4ff', 0.05);
  }
  if (v === 1) {
    // close-up: nozzles fill bottles, streams of juice
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#30373d'], [1, '#151a1e']], 0, 0, 0, 1)}"/>`);
    const b = s.blur(16);
    for (let i = 0; i < 5; i += 1) s.add(`<rect x="${60 + i * 200}" y="40" width="120" height="220" fill="#7fb3d5" opacity="0.18" filter="${b}"/>`);
    s.add(`<rect x="0" y="60" width="${W}" height="90" fill="${steel(s, true)}"/>`);
    for (let i = 0; i < 4; i += 1) {
      const x = 150 + i * 220;
      nozzle(s, x, 150, 300, 44);
      s.add(`<rect x="${x - 7}" y="330" width="14" height="120" fill="#f6a623" opacity="0.9"/><rect x="${x - 3}" y="330" width="4" height="120" fill="#fff" opacity="0.5"/>`);
      bottle(s, x, 720, 330, { liquid: '#f39c12', cap: '#e67e22', label: '#ffffff', accent: '#ef6c00', level: 0.45 + i * 0.12, clear: true }, false);
    }
    conveyor(s, 0, W, 700, 40);
    return s.finish('#fff0d8', 0.04);
  }
  if (v === 2) {
    // vertical form-fill-seal machine making pouches
    factoryBackdrop(s, 500, '#e6e9ec', '#8a9a92');
    s.add(`<rect x="300" y="90" width="360" height="470" rx="8" fill="${steel(s)}"/>`);
    glassGuard(s, 330, 250, 300, 230);
    // the film roll and its path
    s.add(`<ellipse cx="480" cy="110" rx="150" ry="42" fill="#1d6fd1"/><rect x="330" y="60" width="300" height="50" fill="#1d6fd1"/><ellipse cx="480" cy="60" rx="150" ry="42" fill="${shade('#1d6fd1', 0.25)}"/><ellipse cx="480" cy="60" rx="36" ry="11" fill="#555"/>`);
    s.add(`<path d="M420 150L450 260H510L540 150Z" fill="#5b9be6" opacity="0.8"/>`);
    s.add(`<rect x="455" y="260" width="50" height="180" fill="#5b9be6" opacity="0.85"/><rect x="470" y="260" width="8" height="180" fill="#fff" opacity="0.45"/>`);
    s.add(`<rect x="420" y="440" width="120" height="18" rx="4" fill="#444"/>`);
    pouch(s, 480, 545, 70, 90, { body: '#1d6fd1', accent: '#ffca28' });
    conveyor(s, 120, 840, 600, 30);
    for (let i = 0; i < 5; i += 1) pouch(s, 600 + i * 55, 600, 48, 62, { body: '#1d6fd1', accent: '#ffca28' }, i % 2 ? 8 : -6);
    hmi(s, 680, 200, 130, 100);
    stackLight(s, 640, 70, 14);
    return s.finish('#e8f4ff', 0.05);
  }
  // a packing line seen from the side: filler, capper, then cases at the end
  factoryBackdrop(s, 440, '#e3e7ea', '#8c9b93');
  for (const [x, w, h] of [[40, 300, 300], [380, 220, 260]] as const) {
    s.add(`<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" rx="6" fill="${steel(s)}"/>`);
    glassGuard(s, x + 12, 470 - h + 20, w - 24, h * 0.55);
    s.add(`<rect x="${x}" y="470" width="${w}" height="150" fill="${steel(s)}"/><rect x="${x + 16}" y="486" width="${w - 32}" height="110" rx="4" fill="#000" opacity="0.06"/>`);
  }
  for (let i = 0; i < 5; i += 1) nozzle(s, 90 + i * 50, 230, 330, 14);
  s.add(`<ellipse cx="490" cy="300" rx="70" ry="18" fill="${steel(s)}"/><rect x="470" y="230" width="40" height="70" fill="${steel(s)}"/>`);
  conveyor(s, 0, W, 470, 24);
  for (let i = 0; i < 14; i += 1) bottle(s, 22 + i * 50, 470, 96, (i < 6 ? { ...BOTTLES[0], level: 0.2 + i * 0.14 } : BOTTLES[0]) as never, false);
  for (let k = 0; k < 3; k += 1) box(s, 700 + k * 8, 470 - 100 - k * 90, 150, 90, 90, { front: '#c8965a', tape: true });
  hmi(s, 630, 230, 110, 84);
  stackLight(s, 345, 150, 16);
  person(s, 620, 720, 400, '#f5f5f5', { back: true });
  return s.finish('#e8f4ff', 0.05);
}

function labelPicture(v: number): string {
  const s = new Scene(5100 + v);
  const palettes = [
    { paper: '#ffffff', accent: '#d9480f', ink: '#333333' },
    { paper: '#fffaf0', accent: '#2e7d32', ink: '#1b3d1f' },
    { paper: '#f5f9ff', accent: '#1565c0', ink: '#0d2a52' },
    { paper: '#fff5f8', accent: '#ad1457', ink: '#4a0d27' },
  ];
  if (v === 0) {
    s.studio('#dde3ea', '#c4ccd6', 0.56, [0.35, 0.35]);
    // the web unwinds from the roll towards the viewer
    s.add(`<path d="M300 420L960 560V720H420Z" fill="#fdfdfb"/><path d="M300 420L960 560" stroke="#000" stroke-opacity="0.15"/>`);
    for (let i = 0; i < 4; i += 1) {
      const t = i / 4;
      labelTag(s, 430 + t * 470, 470 + t * 130, 150, 100, palettes[i % 4] as never, 77 + i, 12);
    }
    s.shadow(300, 560, 220, 30, 0.5);
    s.add(`<rect x="110" y="200" width="190" height="360" fill="#f7f5f0"/>`);
    s.add(`<ellipse cx="300" cy="380" rx="95" ry="180" fill="#f4f2ec"/>`);
    for (let r = 30; r < 95; r += 6) s.add(`<ellipse cx="300" cy="380" rx="${r}" ry="${r * 1.9}" fill="none" stroke="#c9c4b8" stroke-width="1" opacity="0.6"/>`);
    s.add(`<ellipse cx="300" cy="380" rx="26" ry="50" fill="#8d6e63"/><ellipse cx="300" cy="380" rx="16" ry="32" fill="#3e2723"/>`);
    s.add(`<rect x="110" y="200" width="190" height="360" fill="${s.linear([[0, '#000', 0.15], [0.3, '#fff', 0.15], [1, '#000', 0.05]], 0, 0, 0, 1)}"/>`);
    return s.finish('#fff6e6', 0.04);
  }
  if (v === 1) {
    s.studio('#f7e7c6', '#e6cf9f', 0.64, [0.45, 0.4]);
    jar(s, 640, 610, 250, { contents: '#c0392b', lid: '#b71c1c', label: '#fff8e1', accent: '#c62828' });
    jar(s, 400, 630, 360, { contents: '#e1a21b', lid: '#c9a227', label: '#fffdf5', accent: '#8d6e1a' });
    return s.finish('#ffe4b0', 0.06);
  }
  if (v === 2) {
    // sheets of labels fanned on a desk, seen from above
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#6f7d8c'], [1, '#4d5866']], 0, 0, 1, 1)}"/>`);
    [-14, -4, 7].forEach((angle, k) => {
      const x = 200 + k * 150;
      const y = 80 + k * 40;
      s.add(`<g transform="rotate(${angle} ${x + 230} ${y + 270})">`);
      s.add(`<rect x="${x + 6}" y="${y + 10}" width="460" height="560" fill="#000" opacity="0.25" filter="${s.blur(8)}"/>`);
      s.add(`<rect x="${x}" y="${y}" width="460" height="560" fill="#fbfbf8"/>`);
      for (let row = 0; row < 4; row += 1) for (let col = 0; col < 2; col += 1) labelTag(s, x + 30 + col * 210, y + 30 + row * 130, 190, 110, palettes[(row + col + k) % 4] as never, 300 + row * 7 + col + k * 31);
      s.add('</g>');
    });
    s.add(`<g transform="rotate(-32 160 600)"><rect x="40" y="590" width="280" height="18" rx="9" fill="#263238"/><rect x="300" y="590" width="40" height="18" rx="4" fill="#b0bec5"/></g>`);
    return s.finish('#eef4ff', 0.04);
  }
  // labelled products on a shelf
  s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#f1efe9'], [1, '#dcd6cb']], 0, 0, 0, 1)}"/>`);
  s.add(`<rect y="600" width="${W}" height="34" fill="${s.linear([[0, '#f7f4ee'], [1, '#bfb6a6']], 0, 0, 0, 1)}"/><rect y="634" width="${W}" height="86" fill="#a99f8f"/>`);
  jar(s, 170, 600, 230, { contents: '#6d4c41', lid: '#2e7d32', label: '#ffffff', accent: '#2e7d32' });
  bottle(s, 380, 600, 380, BOTTLES[4] as never);
  jar(s, 590, 600, 270, { contents: '#e1a21b', lid: '#1565c0', label: '#f5f9ff', accent: '#1565c0' });
  bottle(s, 800, 600, 330, BOTTLES[3] as never);
  return s.finish('#fff2dc', 0.05);
}

function tradeShowPicture(v: number): string {
  const s = new Scene(6100 + v);
  if (v === 0 || v === 3) {
    const c: Camera = { vx: v === 0 ? W / 2 : W * 0.34, vy: H * 0.44, f: 540, height: 1.7 };
    hallShell(s, c, { carpet: '#8d99a6', aisle: v === 0 ? '#3d5a80' : '#7a2e2e', roof: '#1c2430', aisleHalf: 3.6 });
    const zs: number[] = [];
    for (let z = 90; z > 4; z /= 1.32) zs.push(z);
    zs.forEach((z, i) => {
      booth(s, c, -1, -4, z / 1.32, z, BOOTH_COLORS[i % BOOTH_COLORS.length] as string);
      booth(s, c, 1, 4, z / 1.32, z, BOOTH_COLORS[(i + 3) % BOOTH_COLORS.length] as string);
    });
    banners(s, c, v === 0 ? [40, 22, 12] : [55, 30, 16, 9], v === 0 ? [0] : [-1.5, 1.8]);
    crowd(s, c, v === 0 ? 34 : 46, 3.2, 5, 70);
    return s.finish('#fff1d6', 0.06);
  }
  if (v === 1) {
    // one booth, close
    s.add(`<rect width="${W}" height="${H}" fill="#1b222b"/>`);
    s.add(`<rect x="60" y="120" width="840" height="440" fill="${s.linear([[0, '#0f4c81'], [1, '#1d6fd1']], 0, 0, 1, 1)}"/>`);
    s.add(`<path d="M60 420C300 330 560 520 900 380V560H60Z" fill="#d9480f" opacity="0.9"/>`);
    s.textBars(120, 170, [360, 240], 28, '#fff', 0.95);
    // product wall
    pouch(s, 640, 330, 120, 170, { body: '#d9480f', accent: '#ffe082' });
    bottle(s, 760, 330, 200, BOTTLES[0] as never, false);
    bottle(s, 830, 330, 170, BOTTLES[1] as never, false);
    s.add(`<rect x="580" y="330" width="300" height="10" fill="#eceff1"/>`);
    // a screen
    s.add(`<rect x="120" y="280" width="260" height="150" rx="4" fill="#111"/><rect x="128" y="288" width="244" height="134" fill="${s.linear([[0, '#2c3e50'], [1, '#4ca1af']], 0, 0, 1, 1)}"/>`);
    s.add(`<circle cx="250" cy="355" r="34" fill="#fff" opacity="0.25"/><path d="M240 338v34l28-17z" fill="#fff" opacity="0.9"/>`);
    // truss and spotlights
    s.add(`<rect x="40" y="70" width="880" height="26" fill="${steel(s, true)}"/>`);
    for (let x = 120; x < 880; x += 170) {
      s.add(`<path d="M${x} 96L${x - 90} 560H${x + 90}Z" fill="#fff8e1" opacity="0.07"/>`);
      s.add(`<rect x="${x - 14}" y="92" width="28" height="30" rx="6" fill="#222"/><circle cx="${x}" cy="122" r="9" fill="#fffbe6"/>`);
    }
    s.add(`<rect y="560" width="${W}" height="160" fill="${s.linear([[0, '#5d6b7a'], [1, '#38424d']], 0, 0, 0, 1)}"/>`);
    // the counter
    s.add(`<rect x="300" y="470" width="360" height="160" rx="6" fill="#fafafa"/><rect x="300" y="530" width="360" height="40" fill="#d9480f"/><rect x="290" y="462" width="380" height="14" rx="4" fill="#e0e0e0"/>`);
    person(s, 480, 480, 250, '#263238');
    person(s, 180, 740, 420, '#455a64', { back: true });
    person(s, 800, 760, 460, '#8d6e63', { back: true });
    return s.finish('#fff0d6', 0.05);
  }
  // seen from the gallery: booths in a grid, visitors in the aisles
  const c: Camera = { vx: W / 2, vy: H * 0.12, f: 560, height: 16 };
  s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#2a323c'], [0.12, '#56616d'], [0.13, '#98a3ae'], [1, '#7a8591']], 0, 0, 0, 1)}"/>`);
  const rows = [90, 70, 55, 44, 36, 30, 25];
  rows.forEach((z, ri) => {
    for (let xi = -6; xi <= 6; xi += 1) {
      const x = xi * 8;
      const color = BOOTH_COLORS[(ri * 5 + xi + 13) % BOOTH_COLORS.length] as string;
      const footprint = [
        project(c, x - 3, 0, z),
        project(c, x + 3, 0, z),
        project(c, x + 3, 0, z + 4),
        project(c, x - 3, 0, z + 4),
      ];
      s.add(`<path d="M${footprint.map((p) => p.map(n).join(' ')).join('L')}Z" fill="${mix(color, '#ffffff', 0.6)}"/>`);
      const wall = [project(c, x - 3, 0, z + 4), project(c, x + 3, 0, z + 4), project(c, x + 3, 3, z + 4), project(c, x - 3, 3, z + 4)];
      s.add(`<path d="M${wall.map((p) => p.map(n).join(' ')).join('L')}Z" fill="${color}"/>`);
      const side = [project(c, x - 3, 0, z), project(c, x - 3, 0, z + 4), project(c, x - 3, 3, z + 4), project(c, x - 3, 3, z)];
      s.add(`<path d="M${side.map((p) => p.map(n).join(' ')).join('L')}Z" fill="${shade(color, -0.25)}"/>`);
    }
  });
  for (let i = 0; i < 120; i += 1) {
    const z = s.r(24, 95);
    const x = Math.round(s.r(-6, 6)) * 8 + 4 + s.r(-0.8, 0.8);
    const [px, py] = project(c, x, 0, z);
    const size = 40 / z;
    s.add(`<circle cx="${n(px)}" cy="${n(py - size)}" r="${n(size * 1.1)}" fill="${s.pick(['#263238', '#c62828', '#1565c0', '#f5f5f5', '#2e7d32', '#6d4c41'])}"/>`);
  }
  const glow = s.blur(6);
  for (let x = 60; x < W; x += 120) s.add(`<ellipse cx="${x}" cy="40" rx="40" ry="10" fill="#fff7d6" opacity="0.7" filter="${glow}"/>`);
  return s.finish('#fff3d9', 0.06);
}

/** The SVG of one picture. */
export function seedPhotoSvg(subject: SeedPhotoSubject, variant: number): string {
  switch (subject) {
    case 'pouch':
      return pouchPicture(variant);
    case 'bottle':
      return bottlePicture(variant);
    case 'carton':
      return cartonPicture(variant);
    case 'filling-machine':
      return fillingPicture(variant);
    case 'label':
      return labelPicture(variant);
    case 'trade-show':
      return tradeShowPicture(variant);
  }
}
