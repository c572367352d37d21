/**
 * The things the seed photos show, each drawn with its own light and shading: stand-up pouches, PET bottles,
 * corrugated and folding cartons, glass jars, label rolls, machine parts and people.
 */
import { mix, num as n, shade, type Scene } from './scene';

/** Horizontal light across a rounded body: dark edges, a highlight left of centre. */
function cylinderLight(s: Scene, strength = 1): string {
  return s.linear([
    [0, '#000', 0.42 * strength],
    [0.12, '#000', 0.12 * strength],
    [0.26, '#fff', 0.3 * strength],
    [0.36, '#fff', 0.05 * strength],
    [0.7, '#000', 0.02 * strength],
    [0.9, '#000', 0.22 * strength],
    [1, '#000', 0.45 * strength],
  ]);
}

export interface PouchStyle {
  body: string;
  accent: string;
  ink?: string;
  window?: boolean;
  /** What shows through the window. */
  product?: string[];
  matte?: boolean;
}

/** A stand-up pouch (doypack) with zipper, tear notches, bottom gusset and printed artwork. */
export function pouch(s: Scene, cx: number, baseY: number, w: number, h: number, style: PouchStyle, tilt = 0): void {
  const y0 = baseY - h;
  const l = cx - w / 2;
  const r = cx + w / 2;
  const outline =
    `M${n(l)} ${n(y0)}L${n(r)} ${n(y0)}` +
    `C${n(r)} ${n(y0 + h * 0.5)} ${n(r + w * 0.025)} ${n(y0 + h * 0.78)} ${n(r - w * 0.035)} ${n(baseY - h * 0.02)}` +
    `Q${n(cx)} ${n(baseY + h * 0.04)} ${n(l + w * 0.035)} ${n(baseY - h * 0.02)}` +
    `C${n(l - w * 0.025)} ${n(y0 + h * 0.78)} ${n(l)} ${n(y0 + h * 0.5)} ${n(l)} ${n(y0)}Z`;
  const clip = s.clip(outline);
  const ink = style.ink ?? '#ffffff';
  s.shadow(cx + w * 0.06, baseY, w * 0.55, h * 0.045, 0.45);
  s.add(`<g transform="rotate(${n(tilt)} ${n(cx)} ${n(baseY)})">`);
  s.add(`<path d="${outline}" fill="${style.body}"/>`);
  s.add(`<g clip-path="${clip}">`);
  // artwork: a colour field that sweeps across the lower half
  s.add(
    `<path d="M${n(l - 10)} ${n(y0 + h * 0.58)}C${n(cx - w * 0.2)} ${n(y0 + h * 0.48)} ${n(cx + w * 0.2)} ${n(y0 + h * 0.66)} ${n(r + 10)} ${n(y0 + h * 0.5)}L${n(r + 10)} ${n(baseY + 20)}L${n(l - 10)} ${n(baseY + 20)}Z" fill="${style.accent}"/>`,
  );
  s.add(`<path d="M${n(l - 10)} ${n(y0 + h * 0.6)}C${n(cx - w * 0.2)} ${n(y0 + h * 0.5)} ${n(cx + w * 0.2)} ${n(y0 + h * 0.68)} ${n(r + 10)} ${n(y0 + h * 0.52)}" stroke="${shade(style.accent, 0.45)}" stroke-width="${n(w * 0.018)}" fill="none" opacity="0.8"/>`);
  // emblem and brand lines
  s.add(`<circle cx="${n(cx)}" cy="${n(y0 + h * 0.3)}" r="${n(w * 0.15)}" fill="${ink}" opacity="0.92"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(y0 + h * 0.3)}" r="${n(w * 0.105)}" fill="${style.accent}"/>`);
  s.add(`<path d="M${n(cx - w * 0.06)} ${n(y0 + h * 0.31)}q${n(w * 0.06)} ${n(-w * 0.1)} ${n(w * 0.12)} 0q${n(-w * 0.06)} ${n(w * 0.06)} ${n(-w * 0.12)} 0z" fill="${ink}"/>`);
  s.textBars(cx - w * 0.26, y0 + h * 0.44, [w * 0.52, w * 0.34], h * 0.022, ink, 0.92);
  if (style.window) {
    const wx = cx - w * 0.2;
    const wy = y0 + h * 0.62;
    const ww = w * 0.4;
    const wh = h * 0.2;
    const win = `M${n(wx + ww * 0.5)} ${n(wy)}C${n(wx + ww * 1.05)} ${n(wy)} ${n(wx + ww * 1.05)} ${n(wy + wh)} ${n(wx + ww * 0.5)} ${n(wy + wh)}C${n(wx - ww * 0.05)} ${n(wy + wh)} ${n(wx - ww * 0.05)} ${n(wy)} ${n(wx + ww * 0.5)} ${n(wy)}Z`;
    const wclip = s.clip(win);
    s.add(`<path d="${win}" fill="${shade(style.body, -0.55)}"/>`);
    s.add(`<g clip-path="${wclip}">`);
    const product = style.product ?? ['#b9793f', '#a0622e', '#cf9a5f'];
    for (let i = 0; i < 26; i += 1) {
      const px = wx + s.r(0, ww);
      const py = wy + s.r(0, wh);
      const pr = w * s.r(0.025, 0.045);
      const c = s.pick(product);
      s.add(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(pr * 1.3)}" ry="${n(pr)}" transform="rotate(${n(s.r(-60, 60))} ${n(px)} ${n(py)})" fill="${c}"/>`);
      s.add(`<ellipse cx="${n(px - pr * 0.3)}" cy="${n(py - pr * 0.35)}" rx="${n(pr * 0.5)}" ry="${n(pr * 0.25)}" fill="#fff" opacity="0.28"/>`);
    }
    s.add(`</g><path d="${win}" fill="#fff" opacity="0.12"/><path d="${win}" fill="none" stroke="${ink}" stroke-width="2" opacity="0.8"/>`);
  }
  s.textBars(cx - w * 0.3, baseY - h * 0.11, [w * 0.24], h * 0.016, ink, 0.75);
  s.textBars(cx + w * 0.1, baseY - h * 0.11, [w * 0.18], h * 0.016, ink, 0.75);
  // top seal, zipper and side seals
  s.add(`<rect x="${n(l)}" y="${n(y0)}" width="${n(w)}" height="${n(h * 0.075)}" fill="#fff" opacity="0.14"/>`);
  for (let x = l + 4; x < r; x += w / 60) s.add(`<line x1="${n(x)}" y1="${n(y0 + 2)}" x2="${n(x)}" y2="${n(y0 + h * 0.07)}" stroke="#000" stroke-width="1" opacity="0.06"/>`);
  s.add(`<line x1="${n(l)}" y1="${n(y0 + h * 0.115)}" x2="${n(r)}" y2="${n(y0 + h * 0.115)}" stroke="${shade(style.body, -0.35)}" stroke-width="${n(h * 0.008)}"/>`);
  s.add(`<line x1="${n(l)}" y1="${n(y0 + h * 0.123)}" x2="${n(r)}" y2="${n(y0 + h * 0.123)}" stroke="#fff" stroke-width="${n(h * 0.004)}" opacity="0.5"/>`);
  s.add(`<path d="M${n(l + w * 0.03)} ${n(y0)}V${n(baseY)}M${n(r - w * 0.03)} ${n(y0)}V${n(baseY)}" stroke="#fff" stroke-width="2" opacity="0.16"/>`);
  // bottom gusset
  s.add(
    `<path d="M${n(l + w * 0.035)} ${n(baseY - h * 0.02)}Q${n(cx)} ${n(baseY + h * 0.04)} ${n(r - w * 0.035)} ${n(baseY - h * 0.02)}Q${n(cx)} ${n(baseY - h * 0.075)} ${n(l + w * 0.035)} ${n(baseY - h * 0.02)}Z" fill="#000" opacity="0.16"/>`,
  );
  // the curve of the film and its shine
  s.add(`<rect x="${n(l - 10)}" y="${n(y0 - 10)}" width="${n(w + 20)}" height="${n(h + 20)}" fill="${cylinderLight(s, style.matte ? 0.6 : 1)}"/>`);
  s.add(`<rect x="${n(l - 10)}" y="${n(y0 - 10)}" width="${n(w + 20)}" height="${n(h + 20)}" fill="${s.linear([[0, '#fff', 0.1], [0.25, '#fff', 0], [0.8, '#000', 0], [1, '#000', 0.25]], 0, 0, 0, 1)}"/>`);
  if (!style.matte) {
    const glare = s.blur(w * 0.018);
    s.add(`<path d="M${n(l + w * 0.2)} ${n(y0 + h * 0.16)}C${n(l + w * 0.17)} ${n(y0 + h * 0.45)} ${n(l + w * 0.2)} ${n(y0 + h * 0.7)} ${n(l + w * 0.25)} ${n(baseY - h * 0.1)}" stroke="#fff" stroke-width="${n(w * 0.05)}" opacity="0.5" fill="none" filter="${glare}"/>`);
    s.add(`<path d="M${n(r - w * 0.14)} ${n(y0 + h * 0.2)}L${n(r - w * 0.12)} ${n(baseY - h * 0.2)}" stroke="#fff" stroke-width="${n(w * 0.02)}" opacity="0.25" filter="${glare}"/>`);
  }
  // wrinkles near the zipper
  s.add(`<path d="M${n(l + w * 0.3)} ${n(y0 + h * 0.13)}l${n(w * 0.08)} ${n(h * 0.06)}M${n(r - w * 0.35)} ${n(y0 + h * 0.13)}l${n(-w * 0.05)} ${n(h * 0.07)}" stroke="#000" stroke-width="2" opacity="0.08"/>`);
  s.add('</g>');
  // tear notches and outline
  s.add(`<path d="M${n(l)} ${n(y0 + h * 0.085)}l${n(w * 0.03)} ${n(h * 0.012)}l${n(-w * 0.03)} ${n(h * 0.012)}zM${n(r)} ${n(y0 + h * 0.085)}l${n(-w * 0.03)} ${n(h * 0.012)}l${n(w * 0.03)} ${n(h * 0.012)}z" fill="#000" opacity="0.35"/>`);
  s.add(`<path d="${outline}" fill="none" stroke="#000" stroke-width="1.5" opacity="0.25"/>`);
  s.add('</g>');
}

export interface BottleStyle {
  liquid: string;
  cap: string;
  label: string;
  accent: string;
  /** 0 (empty) … 1 (full to the shoulder). */
  level?: number;
  clear?: boolean;
}

/** A PET bottle: cap with ridges, neck ring, shoulder, grooves, a wrap-around label and the liquid inside. */
export function bottle(s: Scene, cx: number, baseY: number, h: number, style: BottleStyle, shadow = true): void {
  const w = h * 0.33;
  const hw = w / 2;
  const y0 = baseY - h;
  const nw = w * 0.19;
  const neckTop = y0 + h * 0.085;
  const shoulder = y0 + h * 0.33;
  const body =
    `M${n(cx - nw)} ${n(neckTop)}L${n(cx + nw)} ${n(neckTop)}L${n(cx + nw)} ${n(y0 + h * 0.15)}` +
    `C${n(cx + nw)} ${n(y0 + h * 0.23)} ${n(cx + hw)} ${n(y0 + h * 0.24)} ${n(cx + hw)} ${n(shoulder)}` +
    `L${n(cx + hw)} ${n(y0 + h * 0.55)}Q${n(cx + hw * 0.9)} ${n(y0 + h * 0.6)} ${n(cx + hw)} ${n(y0 + h * 0.65)}` +
    `L${n(cx + hw)} ${n(baseY - h * 0.05)}Q${n(cx + hw)} ${n(baseY)} ${n(cx + hw - w * 0.12)} ${n(baseY)}` +
    `L${n(cx - hw + w * 0.12)} ${n(baseY)}Q${n(cx - hw)} ${n(baseY)} ${n(cx - hw)} ${n(baseY - h * 0.05)}` +
    `L${n(cx - hw)} ${n(y0 + h * 0.65)}Q${n(cx - hw * 0.9)} ${n(y0 + h * 0.6)} ${n(cx - hw)} ${n(y0 + h * 0.55)}` +
    `L${n(cx - hw)} ${n(shoulder)}C${n(cx - hw)} ${n(y0 + h * 0.24)} ${n(cx - nw)} ${n(y0 + h * 0.23)} ${n(cx - nw)} ${n(y0 + h * 0.15)}Z`;
  const clip = s.clip(body);
  if (shadow) s.shadow(cx + w * 0.08, baseY, hw * 1.05, h * 0.025, 0.45);
  // the plastic and what is inside
  s.add(`<path d="${body}" fill="${style.clear ? '#ffffff' : style.liquid}" opacity="${style.clear ? 0.22 : 1}"/>`);
  s.add(`<g clip-path="${clip}">`);
  const level = y0 + h * (0.3 + (1 - (style.level ?? 0.95)) * 0.6);
  s.add(`<rect x="${n(cx - hw - 2)}" y="${n(level)}" width="${n(w + 4)}" height="${n(baseY - level + 2)}" fill="${style.liquid}" opacity="${style.clear ? 0.75 : 1}"/>`);
  s.add(`<ellipse cx="${n(cx)}" cy="${n(level)}" rx="${n(hw)}" ry="${n(h * 0.008)}" fill="#fff" opacity="0.35"/>`);
  // label
  const ly = y0 + h * 0.4;
  const lh = h * 0.3;
  s.add(`<rect x="${n(cx - hw - 2)}" y="${n(ly)}" width="${n(w + 4)}" height="${n(lh)}" fill="${style.label}"/>`);
  s.add(`<path d="M${n(cx - hw)} ${n(ly + lh * 0.72)}Q${n(cx)} ${n(ly + lh * 0.45)} ${n(cx + hw)} ${n(ly + lh * 0.7)}V${n(ly + lh)}H${n(cx - hw)}Z" fill="${style.accent}"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(ly + lh * 0.32)}" r="${n(w * 0.16)}" fill="${style.accent}"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(ly + lh * 0.32)}" r="${n(w * 0.09)}" fill="${style.label}" opacity="0.9"/>`);
  s.textBars(cx - w * 0.28, ly + lh * 0.56, [w * 0.56], lh * 0.05, shade(style.accent, -0.4), 0.9);
  s.add(`<rect x="${n(cx - hw - 2)}" y="${n(ly)}" width="${n(w + 4)}" height="${n(lh)}" fill="none" stroke="#000" stroke-width="1" opacity="0.15"/>`);
  // grooves
  for (const gy of [0.36, 0.79, 0.86]) {
    const yy = y0 + h * gy;
    s.add(`<path d="M${n(cx - hw)} ${n(yy)}Q${n(cx)} ${n(yy + h * 0.012)} ${n(cx + hw)} ${n(yy)}" stroke="#000" stroke-width="2" opacity="0.12" fill="none"/>`);
    s.add(`<path d="M${n(cx - hw)} ${n(yy + 3)}Q${n(cx)} ${n(yy + h * 0.012 + 3)} ${n(cx + hw)} ${n(yy + 3)}" stroke="#fff" stroke-width="1.5" opacity="0.3" fill="none"/>`);
  }
  s.add(`<rect x="${n(cx - hw - 4)}" y="${n(y0)}" width="${n(w + 8)}" height="${n(h)}" fill="${cylinderLight(s)}"/>`);
  const glare = s.blur(w * 0.03);
  s.add(`<rect x="${n(cx - hw * 0.62)}" y="${n(y0 + h * 0.2)}" width="${n(w * 0.08)}" height="${n(h * 0.72)}" rx="${n(w * 0.04)}" fill="#fff" opacity="0.55" filter="${glare}"/>`);
  s.add(`<rect x="${n(cx + hw * 0.5)}" y="${n(y0 + h * 0.32)}" width="${n(w * 0.04)}" height="${n(h * 0.55)}" fill="#fff" opacity="0.3" filter="${glare}"/>`);
  s.add('</g>');
  s.add(`<path d="${body}" fill="none" stroke="#000" stroke-width="1.2" opacity="0.22"/>`);
  // neck ring and cap
  s.add(`<rect x="${n(cx - nw * 1.25)}" y="${n(neckTop - h * 0.012)}" width="${n(nw * 2.5)}" height="${n(h * 0.014)}" rx="3" fill="${shade(style.cap, -0.1)}"/>`);
  const capTop = y0;
  const capH = h * 0.075;
  s.add(`<rect x="${n(cx - nw * 1.12)}" y="${n(capTop)}" width="${n(nw * 2.24)}" height="${n(capH)}" rx="${n(nw * 0.2)}" fill="${style.cap}"/>`);
  for (let x = cx - nw; x < cx + nw; x += nw / 5) s.add(`<line x1="${n(x)}" y1="${n(capTop + 3)}" x2="${n(x)}" y2="${n(capTop + capH - 2)}" stroke="#000" stroke-width="1.2" opacity="0.14"/>`);
  s.add(`<rect x="${n(cx - nw * 1.12)}" y="${n(capTop)}" width="${n(nw * 2.24)}" height="${n(capH)}" rx="${n(nw * 0.2)}" fill="${cylinderLight(s)}"/>`);
}

export interface BoxStyle {
  front: string;
  print?: 'kraft' | 'retail';
  accent?: string;
  tape?: boolean;
}

/** A box in three-quarter view: front, right side and top faces with print, tape and fibre texture. */
export function box(s: Scene, x: number, y: number, w: number, h: number, d: number, style: BoxStyle): void {
  const dx = d * 0.82;
  const dy = d * 0.5;
  const front = `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`;
  const side = `M${n(x + w)} ${n(y)}L${n(x + w + dx)} ${n(y - dy)}V${n(y + h - dy)}L${n(x + w)} ${n(y + h)}Z`;
  const top = `M${n(x)} ${n(y)}L${n(x + dx)} ${n(y - dy)}H${n(x + w + dx)}L${n(x + w)} ${n(y)}Z`;
  const base = style.front;
  s.add(`<path d="${front}" fill="${base}"/>`);
  s.add(`<path d="${side}" fill="${shade(base, -0.22)}"/>`);
  s.add(`<path d="${top}" fill="${shade(base, 0.16)}"/>`);
  const accent = style.accent ?? '#2b2b2b';
  const fclip = s.clip(front);
  s.add(`<g clip-path="${fclip}">`);
  if (style.print === 'retail') {
    s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${s.linear([[0, shade(base, 0.12)], [1, shade(base, -0.08)]], 0, 0, 0, 1)}"/>`);
    s.add(`<circle cx="${n(x + w * 0.62)}" cy="${n(y + h * 0.58)}" r="${n(Math.min(w, h) * 0.32)}" fill="${accent}" opacity="0.9"/>`);
    s.add(`<circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.5)}" r="${n(Math.min(w, h) * 0.12)}" fill="#fff" opacity="0.35"/>`);
    s.add(`<rect x="${n(x)}" y="${n(y + h * 0.08)}" width="${n(w)}" height="${n(h * 0.16)}" fill="#fff" opacity="0.92"/>`);
    s.textBars(x + w * 0.1, y + h * 0.12, [w * 0.5], h * 0.05, accent, 1);
    s.textBars(x + w * 0.1, y + h * 0.78, [w * 0.42, w * 0.3], h * 0.03, '#fff', 0.9);
  } else {
    // corrugated board: faint vertical flutes, a one-colour print
    for (let fx = x; fx < x + w; fx += 6) s.add(`<line x1="${n(fx)}" y1="${n(y)}" x2="${n(fx)}" y2="${n(y + h)}" stroke="#000" stroke-width="1" opacity="0.025"/>`);
    s.add(`<circle cx="${n(x + w * 0.28)}" cy="${n(y + h * 0.42)}" r="${n(Math.min(w, h) * 0.12)}" fill="none" stroke="${accent}" stroke-width="${n(Math.max(2, w * 0.018))}" opacity="0.75"/>`);
    s.textBars(x + w * 0.45, y + h * 0.34, [w * 0.36, w * 0.24], Math.max(3, h * 0.045), accent, 0.72);
    // this-way-up arrows
    for (const k of [0, 1]) {
      const ax = x + w * (0.74 + k * 0.09);
      const ay = y + h * 0.72;
      const s2 = w * 0.035;
      s.add(`<path d="M${n(ax)} ${n(ay - s2 * 1.6)}l${n(s2)} ${n(s2)}h${n(-s2 * 0.55)}v${n(s2 * 1.6)}h${n(-s2 * 0.9)}v${n(-s2 * 1.6)}h${n(-s2 * 0.55)}z" fill="${accent}" opacity="0.72"/>`);
    }
    s.add(`<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.68)}" width="${n(w * 0.3)}" height="${n(h * 0.16)}" fill="none" stroke="${accent}" stroke-width="2" opacity="0.5"/>`);
  }
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${s.linear([[0, '#fff', 0.12], [0.6, '#fff', 0], [1, '#000', 0.12]], 0, 0, 1, 1)}"/>`);
  s.add('</g>');
  if (style.tape) {
    const tape = shade(base, -0.08);
    const tw = Math.max(8, w * 0.12);
    s.add(`<path d="M${n(x + w / 2 - tw / 2)} ${n(y)}L${n(x + w / 2 - tw / 2 + dx)} ${n(y - dy)}H${n(x + w / 2 + tw / 2 + dx)}L${n(x + w / 2 + tw / 2)} ${n(y)}Z" fill="${tape}" opacity="0.9"/>`);
    s.add(`<rect x="${n(x + w / 2 - tw / 2)}" y="${n(y)}" width="${n(tw)}" height="${n(h * 0.22)}" fill="${tape}" opacity="0.9"/>`);
    s.add(`<rect x="${n(x + w / 2 - tw / 2)}" y="${n(y)}" width="${n(tw * 0.3)}" height="${n(h * 0.22)}" fill="#fff" opacity="0.25"/>`);
    s.add(`<path d="M${n(x + dx / 2)} ${n(y - dy / 2)}H${n(x + w + dx / 2)}" stroke="#000" stroke-width="1.2" opacity="0.25"/>`);
  } else if (style.print !== 'retail') {
    s.add(`<path d="M${n(x + dx / 2)} ${n(y - dy / 2)}H${n(x + w + dx / 2)}" stroke="#000" stroke-width="1.4" opacity="0.3"/>`);
  }
  // edges catch the light
  s.add(`<path d="M${n(x)} ${n(y)}H${n(x + w)}L${n(x + w + dx)} ${n(y - dy)}" stroke="#fff" stroke-width="1.5" opacity="0.35" fill="none"/>`);
  s.add(`<path d="${front}${side}${top}" fill="none" stroke="#000" stroke-width="1" opacity="0.18"/>`);
}

/** A wooden pallet under a load, in the same three-quarter view as `box`. */
export function pallet(s: Scene, x: number, y: number, w: number, d: number, h: number): void {
  const dx = d * 0.82;
  const dy = d * 0.5;
  const wood = '#b98a55';
  s.shadow(x + w / 2 + dx / 2, y + h - dy * 0.3, w * 0.62, d * 0.18, 0.5);
  s.add(`<path d="M${n(x)} ${n(y)}L${n(x + dx)} ${n(y - dy)}H${n(x + w + dx)}L${n(x + w)} ${n(y)}Z" fill="${shade(wood, 0.12)}"/>`);
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${shade(wood, -0.35)}"/>`);
  for (const k of [0, 0.45, 0.88]) s.add(`<rect x="${n(x + w * k)}" y="${n(y)}" width="${n(w * 0.12)}" height="${n(h)}" fill="${wood}"/>`);
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.28)}" fill="${shade(wood, 0.05)}"/>`);
  s.add(`<path d="M${n(x + w)} ${n(y)}L${n(x + w + dx)} ${n(y - dy)}V${n(y - dy + h)}L${n(x + w)} ${n(y + h)}Z" fill="${shade(wood, -0.25)}"/>`);
}

export interface JarStyle {
  contents: string;
  lid: string;
  label: string;
  accent: string;
}

/** A glass jar with a twist-off lid and a wrap-around label. */
export function jar(s: Scene, cx: number, baseY: number, h: number, style: JarStyle): void {
  const w = h * 0.78;
  const hw = w / 2;
  const y0 = baseY - h;
  const lidH = h * 0.14;
  const glass = `M${n(cx - hw * 0.86)} ${n(y0 + lidH)}H${n(cx + hw * 0.86)}Q${n(cx + hw)} ${n(y0 + lidH + h * 0.06)} ${n(cx + hw)} ${n(y0 + lidH + h * 0.14)}V${n(baseY - h * 0.06)}Q${n(cx + hw)} ${n(baseY)} ${n(cx + hw - h * 0.06)} ${n(baseY)}H${n(cx - hw + h * 0.06)}Q${n(cx - hw)} ${n(baseY)} ${n(cx - hw)} ${n(baseY - h * 0.06)}V${n(y0 + lidH + h * 0.14)}Q${n(cx - hw)} ${n(y0 + lidH + h * 0.06)} ${n(cx - hw * 0.86)} ${n(y0 + lidH)}Z`;
  const clip = s.clip(glass);
  s.shadow(cx + w * 0.06, baseY, hw * 1.05, h * 0.035, 0.5);
  s.add(`<path d="${glass}" fill="${style.contents}"/>`);
  s.add(`<g clip-path="${clip}">`);
  s.add(`<rect x="${n(cx - hw)}" y="${n(y0 + lidH)}" width="${n(w)}" height="${n(h * 0.1)}" fill="#fff" opacity="0.25"/>`);
  const ly = y0 + h * 0.38;
  const lh = h * 0.42;
  s.add(`<rect x="${n(cx - hw)}" y="${n(ly)}" width="${n(w)}" height="${n(lh)}" fill="${style.label}"/>`);
  s.add(`<rect x="${n(cx - hw)}" y="${n(ly)}" width="${n(w)}" height="${n(lh * 0.18)}" fill="${style.accent}"/>`);
  s.add(`<circle cx="${n(cx - w * 0.18)}" cy="${n(ly + lh * 0.55)}" r="${n(lh * 0.22)}" fill="${style.accent}" opacity="0.85"/>`);
  s.textBars(cx + w * 0.0, ly + lh * 0.34, [w * 0.3, w * 0.22, w * 0.26], lh * 0.06, shade(style.accent, -0.35), 0.9);
  s.barcode(cx + w * 0.06, ly + lh * 0.68, w * 0.26, lh * 0.18, Math.floor(cx));
  s.add(`<rect x="${n(cx - hw - 4)}" y="${n(y0)}" width="${n(w + 8)}" height="${n(h)}" fill="${cylinderLight(s, 0.9)}"/>`);
  const glare = s.blur(w * 0.02);
  s.add(`<rect x="${n(cx - hw * 0.7)}" y="${n(y0 + h * 0.25)}" width="${n(w * 0.06)}" height="${n(h * 0.65)}" rx="${n(w * 0.03)}" fill="#fff" opacity="0.5" filter="${glare}"/>`);
  s.add('</g>');
  s.add(`<path d="${glass}" fill="none" stroke="#000" stroke-width="1.2" opacity="0.25"/>`);
  s.add(`<rect x="${n(cx - hw * 0.9)}" y="${n(y0)}" width="${n(w * 0.9)}" height="${n(lidH)}" rx="${n(h * 0.02)}" fill="${style.lid}"/>`);
  for (let x = cx - hw * 0.85; x < cx + hw * 0.85; x += w / 30) s.add(`<line x1="${n(x)}" y1="${n(y0 + 4)}" x2="${n(x)}" y2="${n(y0 + lidH - 4)}" stroke="#000" stroke-width="1" opacity="0.12"/>`);
  s.add(`<rect x="${n(cx - hw * 0.9)}" y="${n(y0)}" width="${n(w * 0.9)}" height="${n(lidH)}" rx="${n(h * 0.02)}" fill="${cylinderLight(s)}"/>`);
}

/** Brushed stainless steel, lit from the upper left. */
export function steel(s: Scene, vertical = false): string {
  return s.linear(
    [
      [0, '#9aa2ab'],
      [0.18, '#e9edf1'],
      [0.34, '#c3c9cf'],
      [0.55, '#f4f6f8'],
      [0.78, '#aab1b9'],
      [1, '#7f8790'],
    ],
    0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  );
}

/** A person seen from a few metres: head, hair, shoulders and body, sized by `h` (standing height). */
export function person(s: Scene, cx: number, footY: number, h: number, coat: string, opts: { blur?: number; back?: boolean } = {}): void {
  const head = h * 0.13;
  const skin = s.pick(['#e8c2a0', '#d9a982', '#f0cfb2', '#c99572']);
  const hair = s.pick(['#1f1a17', '#2d241e', '#3a2c22', '#111']);
  const filter = opts.blur ? ` filter="${s.blur(opts.blur)}"` : '';
  const shoulders = h * 0.26;
  const top = footY - h;
  s.add(`<g${filter}>`);
  s.add(`<ellipse cx="${n(cx)}" cy="${n(footY)}" rx="${n(shoulders * 0.9)}" ry="${n(h * 0.025)}" fill="#000" opacity="0.25"/>`);
  s.add(`<rect x="${n(cx - shoulders * 0.42)}" y="${n(top + h * 0.55)}" width="${n(shoulders * 0.36)}" height="${n(h * 0.45)}" rx="${n(h * 0.03)}" fill="${shade(coat, -0.55)}"/>`);
  s.add(`<rect x="${n(cx + shoulders * 0.06)}" y="${n(top + h * 0.55)}" width="${n(shoulders * 0.36)}" height="${n(h * 0.45)}" rx="${n(h * 0.03)}" fill="${shade(coat, -0.6)}"/>`);
  s.add(`<path d="M${n(cx - shoulders / 2)} ${n(top + h * 0.62)}V${n(top + h * 0.3)}Q${n(cx - shoulders / 2)} ${n(top + h * 0.19)} ${n(cx - shoulders * 0.2)} ${n(top + h * 0.18)}H${n(cx + shoulders * 0.2)}Q${n(cx + shoulders / 2)} ${n(top + h * 0.19)} ${n(cx + shoulders / 2)} ${n(top + h * 0.3)}V${n(top + h * 0.62)}Z" fill="${coat}"/>`);
  s.add(`<path d="M${n(cx - shoulders / 2)} ${n(top + h * 0.3)}V${n(top + h * 0.62)}H${n(cx)}V${n(top + h * 0.18)}Q${n(cx - shoulders / 2)} ${n(top + h * 0.19)} ${n(cx - shoulders / 2)} ${n(top + h * 0.3)}Z" fill="#fff" opacity="0.08"/>`);
  s.add(`<rect x="${n(cx - head * 0.22)}" y="${n(top + h * 0.13)}" width="${n(head * 0.44)}" height="${n(h * 0.07)}" fill="${opts.back ? hair : shade(skin, -0.1)}"/>`);
  s.add(`<ellipse cx="${n(cx)}" cy="${n(top + head * 0.55)}" rx="${n(head * 0.42)}" ry="${n(head * 0.55)}" fill="${opts.back ? hair : skin}"/>`);
  if (!opts.back) s.add(`<path d="M${n(cx - head * 0.44)} ${n(top + head * 0.5)}Q${n(cx - head * 0.4)} ${n(top - head * 0.05)} ${n(cx)} ${n(top)}Q${n(cx + head * 0.45)} ${n(top)} ${n(cx + head * 0.44)} ${n(top + head * 0.45)}Q${n(cx)} ${n(top + head * 0.15)} ${n(cx - head * 0.44)} ${n(top + head * 0.5)}Z" fill="${hair}"/>`);
  s.add('</g>');
}

/** A label: rounded rectangle with a colour field, an emblem, text bars and a barcode. */
export function labelTag(s: Scene, x: number, y: number, w: number, h: number, colors: { paper: string; accent: string; ink: string }, seed: number, rotate = 0): void {
  s.add(`<g transform="rotate(${n(rotate)} ${n(x + w / 2)} ${n(y + h / 2)})">`);
  s.add(`<rect x="${n(x + 2)}" y="${n(y + 3)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.08)}" fill="#000" opacity="0.12"/>`);
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.08)}" fill="${colors.paper}"/>`);
  s.add(`<path d="M${n(x)} ${n(y + h * 0.62)}Q${n(x + w * 0.5)} ${n(y + h * 0.45)} ${n(x + w)} ${n(y + h * 0.6)}V${n(y + h - h * 0.08)}Q${n(x + w)} ${n(y + h)} ${n(x + w - h * 0.08)} ${n(y + h)}H${n(x + h * 0.08)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - h * 0.08)}Z" fill="${colors.accent}"/>`);
  s.add(`<circle cx="${n(x + w * 0.22)}" cy="${n(y + h * 0.32)}" r="${n(h * 0.17)}" fill="${colors.accent}"/>`);
  s.add(`<circle cx="${n(x + w * 0.22)}" cy="${n(y + h * 0.32)}" r="${n(h * 0.08)}" fill="${colors.paper}"/>`);
  s.textBars(x + w * 0.42, y + h * 0.18, [w * 0.44, w * 0.3], h * 0.07, colors.ink, 0.85);
  s.barcode(x + w * 0.58, y + h * 0.7, w * 0.3, h * 0.18, seed);
  s.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.08)}" fill="${s.linear([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.08]], 0, 0, 1, 1)}"/>`);
  s.add('</g>');
}

export { mix, shade };
