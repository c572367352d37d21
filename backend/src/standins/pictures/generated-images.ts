/**
 * Deterministic SVG images for seeded content (`/api/files/seed/<kind>/<n>.svg`).
 * Same (kind, n, label) → byte-identical output on every run; no randomness, no external resources.
 */

import { PICTURE_SUBJECTS, pictogram, type PictureSubject } from './pictograms';

export const SEED_IMAGE_KINDS = ['cover', 'avatar', 'logo', 'product', 'event', 'brand', 'qr', 'banner', 'honor'] as const;
export type SeedImageKind = (typeof SEED_IMAGE_KINDS)[number];

export function isSeedImageKind(kind: string): kind is SeedImageKind {
  return (SEED_IMAGE_KINDS as readonly string[]).includes(kind);
}

/** Gradient pairs: food greens, packaging blues, printing magentas, warm ambers … */
const PALETTES: [string, string][] = [
  ['#0f766e', '#34d399'],
  ['#1d4ed8', '#60a5fa'],
  ['#9d174d', '#f472b6'],
  ['#b45309', '#fbbf24'],
  ['#4338ca', '#a78bfa'],
  ['#166534', '#a3e635'],
  ['#0e7490', '#67e8f9'],
  ['#9a3412', '#fb923c'],
  ['#334155', '#94a3b8'],
  ['#be123c', '#fda4af'],
];

function hash32(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Label trimmed to `max` characters (code points) and XML-escaped. */
function text(label: string | undefined, max: number, ellipsis = true): string {
  if (!label) return '';
  // strip control characters that XML 1.0 forbids
  const clean = Array.from(label.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').trim());
  if (clean.length <= max) return escapeXml(clean.join(''));
  return escapeXml(ellipsis ? `${clean.slice(0, max - 1).join('')}…` : clean.slice(0, max).join(''));
}

function normalise(n: number): number {
  return Number.isFinite(n) ? Math.abs(Math.trunc(n)) : 0;
}

function gradient(id: string, [a, b]: [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

const FONT = 'font-family="PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif"';

function svg(w: number, h: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${title}</title>${body}</svg>`;
}

function cover(n: number, label: string, kindTitle: string, subject?: PictureSubject): string {
  const h = hash32(n);
  const pal = PALETTES[n % PALETTES.length] as [string, string];
  const shape = pictogram(subject, h >>> 3);
  const cx = 420 + ((h >>> 8) % 80);
  const r1 = 90 + ((h >>> 12) % 60);
  const r2 = 40 + ((h >>> 18) % 40);
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="${cx + 120}" cy="40" r="${r1}" fill="#fff" fill-opacity=".12"/><circle cx="70" cy="320" r="${r2 + 60}" fill="#fff" fill-opacity=".1"/>` +
    `<path d="M0 300q160-50 320 0t320 0v60H0z" fill="#000" fill-opacity=".12"/>` +
    `<g transform="translate(${cx} 160) scale(1.25)" color="${pal[0]}">${shape}</g>` +
    (label
      ? `<text x="40" y="318" ${FONT} font-size="28" font-weight="600" fill="#fff">${label}</text>`
      : `<rect x="40" y="296" width="180" height="10" rx="5" fill="#fff" fill-opacity=".6"/><rect x="40" y="316" width="120" height="10" rx="5" fill="#fff" fill-opacity=".4"/>`);
  return svg(640, 360, body, kindTitle);
}

function avatar(n: number, label: string): string {
  const pal = PALETTES[(n * 3) % PALETTES.length] as [string, string];
  const glyph = label
    ? `<text x="100" y="100" dy=".35em" text-anchor="middle" ${FONT} font-size="84" font-weight="600" fill="#fff">${label}</text>`
    : '<circle cx="100" cy="80" r="34" fill="#fff" fill-opacity=".92"/><path d="M38 168a62 54 0 0 1 124 0z" fill="#fff" fill-opacity=".92"/>';
  return svg(200, 200, `<defs>${gradient('g', pal)}<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs><g clip-path="url(#c)"><rect width="200" height="200" fill="url(#g)"/>${glyph}</g>`, 'avatar');
}

function logo(n: number, label: string, subject?: PictureSubject): string {
  const pal = PALETTES[(n * 7 + 1) % PALETTES.length] as [string, string];
  const h = hash32(n + 17);
  const marks = [
    '<path d="M60 130l40-70 40 70z" fill="#fff"/>',
    '<circle cx="100" cy="95" r="38" fill="none" stroke="#fff" stroke-width="14"/>',
    '<rect x="62" y="57" width="76" height="76" rx="18" fill="none" stroke="#fff" stroke-width="14"/>',
    '<path d="M60 95h80M100 55v80" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  ];
  // a company of a known trade shows its pictogram (issue 29 item 9), others an abstract mark
  const mark = subject ? `<g transform="translate(100 ${label ? 88 : 100}) scale(.62)" color="${pal[0]}">${pictogram(subject, 0)}</g>` : (marks[h % marks.length] as string);
  const caption = label ? `<text x="100" y="172" text-anchor="middle" ${FONT} font-size="24" font-weight="600" fill="#fff">${label}</text>` : '';
  return svg(200, 200, `<defs>${gradient('g', pal)}</defs><rect width="200" height="200" rx="36" fill="url(#g)"/>${mark}${caption}`, 'logo');
}

function product(n: number, label: string, subject?: PictureSubject): string {
  // a product of a known kind takes that kind's colours (a robot and a lid film no longer share a pink)
  const pal = PALETTES[(subject ? PICTURE_SUBJECTS.indexOf(subject) * 3 : n * 5 + 2) % PALETTES.length] as [string, string];
  const shape = pictogram(subject, n);
  const caption = label ? `<text x="200" y="370" text-anchor="middle" ${FONT} font-size="24" fill="#334155">${label}</text>` : '';
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="400" height="400" fill="#f8fafc"/>` +
    `<ellipse cx="200" cy="318" rx="120" ry="14" fill="#0f172a" fill-opacity=".08"/>` +
    `<circle cx="200" cy="190" r="130" fill="url(#g)" fill-opacity=".9"/>` +
    `<g transform="translate(200 190) scale(1.3)" color="${pal[0]}">${shape}</g>${caption}`;
  return svg(400, 400, body, 'product');
}

function event(n: number, label: string): string {
  const pal = PALETTES[(n * 3 + 4) % PALETTES.length] as [string, string];
  const day = (n % 28) + 1;
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="640" height="360" fill="url(#g)"/>` +
    `<path d="M0 360L260 120l140 120 90-70 150 190z" fill="#fff" fill-opacity=".14"/>` +
    `<g transform="translate(470 70)"><rect width="120" height="130" rx="14" fill="#fff"/><rect width="120" height="34" rx="14" fill="#0f172a" fill-opacity=".75"/>` +
    `<text x="60" y="98" text-anchor="middle" ${FONT} font-size="56" font-weight="700" fill="${pal[0]}">${day}</text></g>` +
    (label ? `<text x="40" y="312" ${FONT} font-size="30" font-weight="600" fill="#fff">${label}</text>` : '');
  return svg(640, 360, body, 'event');
}

function brand(n: number, label: string, subject?: PictureSubject): string {
  const pal = PALETTES[(n * 9 + 3) % PALETTES.length] as [string, string];
  const word = label || 'BRAND';
  const chars = Array.from(word.replace(/&[a-z]+;/g, '_')).length;
  const size = Math.max(14, Math.min(30, Math.floor(180 / Math.max(1, chars))));
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="300" height="150" rx="16" fill="#fff"/>` +
    `<rect x="20" y="45" width="60" height="60" rx="30" fill="url(#g)"/>` +
    (subject
      ? `<g transform="translate(50 75) scale(.32)" color="${pal[0]}">${pictogram(subject, 0)}</g>`
      : '<path d="M38 75h24M50 63v24" stroke="#fff" stroke-width="6" stroke-linecap="round"/>') +
    `<text x="96" y="${75 + Math.round(size * 0.36)}" ${FONT} font-size="${size}" font-weight="700" fill="${pal[0]}">${word}</text>`;
  return svg(300, 150, body, 'brand');
}

/** A 21×21 QR-looking module grid (finder patterns + hashed data modules), drawn as horizontal runs. */
function qr(n: number): string {
  const size = 21;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
  let d = '';
  for (let y = 0; y < size; y++) {
    let run = 0;
    for (let x = 0; x <= size; x++) {
      const timing = (y === 6 || x === 6) && !inFinder(x, y) ? (x + y) % 2 === 0 : false;
      const dark = x < size && !inFinder(x, y) && (timing || (y !== 6 && x !== 6 && hash32(n * 997 + y * size + x) % 100 < 47));
      if (dark) run++;
      else if (run) {
        d += `M${x - run + 4} ${y + 4}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  const finder = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const body = `<rect width="29" height="29" fill="#fff"/><path fill="#111" fill-rule="evenodd" d="${finder(4, 4)}${finder(18, 4)}${finder(4, 18)}"/><path fill="#111" d="${d}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 29 29" shape-rendering="crispEdges" role="img"><title>qr</title>${body}</svg>`;
}

function banner(n: number, label: string): string {
  const pal = PALETTES[(n * 4 + 5) % PALETTES.length] as [string, string];
  const shape = pictogram(undefined, n + 2);
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="1200" height="400" fill="url(#g)"/>` +
    `<path d="M0 320q300-80 600 0t600 0v80H0z" fill="#fff" fill-opacity=".12"/><path d="M0 350q300-60 600 0t600 0v50H0z" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="980" cy="150" r="140" fill="#fff" fill-opacity=".12"/><g transform="translate(980 160) scale(1.2)" color="${pal[0]}">${shape}</g>` +
    (label ? `<text x="80" y="200" ${FONT} font-size="56" font-weight="700" fill="#fff">${label}</text>` : '') +
    `<rect x="80" y="236" width="96" height="8" rx="4" fill="#fff" fill-opacity=".8"/>`;
  return svg(1200, 400, body, 'banner');
}

/** Width of a character in ems: CJK and full-width forms take one, Latin letters, digits and spaces about 0.6. */
function charWidth(ch: string): number {
  return /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.6;
}

/**
 * Splits a caption into at most `lines` lines of at most `width` ems, breaking between CJK characters or at spaces
 * (a Latin word stays whole unless it alone is too wide); the last line ends in … when the caption is cut.
 */
export function wrapCaption(label: string | undefined, width: number, lines: number): string[] {
  if (!label) return [];
  const clean = label.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').trim();
  const tokens = clean.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g) ?? [];
  const measure = (s: string) => Array.from(s).reduce((sum, ch) => sum + charWidth(ch), 0);
  const out: string[] = [];
  let line = '';
  let cut = false;
  for (const token of tokens) {
    if (out.length === lines) {
      cut = true;
      break;
    }
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    if (measure(line + token) <= width) {
      line += token;
      continue;
    }
    if (line.trim()) out.push(line.trim());
    line = '';
    let rest = token;
    while (measure(rest) > width && out.length < lines) {
      const chars = Array.from(rest);
      let n = 0;
      while (n < chars.length && measure(chars.slice(0, n + 1).join('')) <= width) n += 1;
      out.push(chars.slice(0, n).join(''));
      rest = chars.slice(n).join('');
    }
    if (out.length === lines) {
      cut = rest.length > 0;
      line = '';
      break;
    }
    line = rest;
  }
  if (line.trim() && out.length < lines) out.push(line.trim());
  else if (line.trim()) cut = true;
  if (out.length === 2 && lines === 2 && !cut) {
    // Two lines: break where the halves are most even, preferring a space (ISO 9001 与 / ISO 22000 认证).
    let best: [string, string] | null = null;
    let bestScore = Infinity;
    for (let i = 1; i < tokens.length; i += 1) {
      const left = tokens.slice(0, i).join('').trim();
      const right = tokens.slice(i).join('').trim();
      if (!left || !right || measure(left) > width || measure(right) > width) continue;
      const atSpace = /^\s/.test(tokens[i] ?? '') || /\s$/.test(tokens[i - 1] ?? '');
      const score = Math.max(measure(left), measure(right)) + (atSpace ? 0 : 1.5);
      if (score < bestScore) {
        bestScore = score;
        best = [left, right];
      }
    }
    if (best) return best;
  }
  if (cut && out.length > 0) {
    const last = Array.from(out[out.length - 1] ?? '');
    while (last.length > 0 && measure(`${last.join('')}…`) > width) last.pop();
    out[out.length - 1] = `${last.join('').trimEnd()}…`;
  }
  return out;
}

/**
 * A certificate (company honours, 16:9 like the gallery's frames): frame, ribbon seal and the honour's name centred in
 * at most two lines of at most 14 ems (about 480 px), so the caption stays inside the certificate at any crop of the gallery.
 */
function honor(n: number, label: string | undefined): string {
  const pal = PALETTES[(n * 3 + 7) % PALETTES.length] as [string, string];
  const lines = wrapCaption(label, 14, 2);
  const size = 34;
  const top = lines.length > 1 ? 188 : 208;
  const caption = lines
    .map((line, i) => `<text x="320" y="${top + i * (size + 12)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#7c2d12">${escapeXml(line)}</text>`)
    .join('');
  const body =
    `<defs>${gradient('g', pal)}</defs><rect width="640" height="360" fill="#fffbeb"/>` +
    `<rect x="16" y="16" width="608" height="328" rx="6" fill="none" stroke="url(#g)" stroke-width="10"/>` +
    `<rect x="34" y="34" width="572" height="292" rx="4" fill="none" stroke="#b45309" stroke-opacity=".55" stroke-width="2"/>` +
    `<text x="320" y="104" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="#b45309" letter-spacing="12">荣誉证书</text>` +
    `<rect x="230" y="122" width="180" height="3" fill="#b45309" fill-opacity=".5"/>` +
    caption +
    `<g transform="translate(520 268)"><path d="M-14 10l-12 44 14-8 10 14 6-46zM14 10l12 44-14-8-10 14-6-46z" fill="${pal[0]}"/>` +
    `<circle r="30" fill="url(#g)"/><circle r="22" fill="none" stroke="#fff" stroke-width="3"/><path d="M0-12l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#fff"/></g>`;
  return svg(640, 360, body, 'honor');
}

/**
 * Render a seed image. `n` picks palette and motif; `label` (optional) is drawn as text: covers, events and
 * banners show it as a caption, avatars show its first character, logos and brands a short word mark; `subject`
 * (optional) is the pictogram of a product, brand, logo or cover (pictograms.ts), else `n` picks a generic one.
 * An unknown kind returns '' (the file route answers 404).
 */
export function renderSeedImage(kind: SeedImageKind | (string & {}), n: number, label?: string, subject?: PictureSubject): string {
  if (!isSeedImageKind(kind)) return '';
  const k = normalise(n);
  switch (kind) {
    case 'cover':
      return cover(k, text(label, 18), 'cover', subject);
    case 'avatar':
      return avatar(k, text(label, 1, false));
    case 'logo':
      return logo(k, text(label, 6), subject);
    case 'product':
      return product(k, text(label, 14), subject);
    case 'event':
      return event(k, text(label, 18));
    case 'brand':
      return brand(k, text(label, 10), subject);
    case 'qr':
      return qr(k);
    case 'banner':
      return banner(k, text(label, 20));
    case 'honor':
      return honor(k, label);
  }
}
