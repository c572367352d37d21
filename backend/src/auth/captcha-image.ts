/**
 * SVG drawings of the slider puzzle: a patterned background with a hole, and the matching piece.
 */
import crypto from 'node:crypto';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
export const CAPTCHA_PIECE = 50;

const PALETTE = ['#2f6fde', '#18a058', '#f0a020', '#d03050', '#7c3aed', '#0ea5e9', '#f97316', '#14b8a6'];

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Random shapes shared by background and piece, so the piece matches the hole it came from. */
function pattern(random: () => number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const color = pick(PALETTE, random);
    const x = Math.round(random() * CAPTCHA_WIDTH);
    const y = Math.round(random() * CAPTCHA_HEIGHT);
    const size = 14 + Math.round(random() * 46);
    const opacity = (0.35 + random() * 0.5).toFixed(2);
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * 0.7}" rx="6" fill="${color}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`,
    );
  }
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8f0ff"/><stop offset="1" stop-color="#fdf2e4"/></linearGradient></defs>` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#g)"/>${shapes.join('')}`
  );
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export interface CaptchaDrawing {
  background: string;
  piece: string;
}

export function drawCaptcha(targetX: number, y: number): CaptchaDrawing {
  const seed = crypto.randomBytes(64);
  let cursor = 0;
  const random = (): number => {
    const value = seed.readUInt16BE(cursor % 62) / 65536;
    cursor += 2;
    return value;
  };
  const art = pattern(random);
  const size = CAPTCHA_PIECE;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    art +
    `<rect x="${targetX}" y="${y}" width="${size}" height="${size}" rx="8" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><clipPath id="c"><rect width="${size}" height="${size}" rx="8"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><g transform="translate(${-targetX} ${-y})">${art}</g></g>` +
    `<rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="8" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { background: dataUrl(background), piece: dataUrl(piece) };
}
