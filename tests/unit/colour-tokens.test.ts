/**
 * Issue 20 item 11 (WCAG 2.2 AA 1.4.3): the colour tokens text is drawn in keep 4.5:1 against the surfaces they
 * sit on, and the antd theme uses the same values as the CSS variables.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTheme, BRAND_COLOR, ERROR_COLOR, TEXT_3_COLOR } from '@/lib/theme';

const css = readFileSync(path.join(process.cwd(), 'app/v/[variant]/globals.css'), 'utf8');
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`--${name} is not a #rrggbb colour in globals.css`);
  return value.toLowerCase();
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const WHITE = '#ffffff';
/** The grey of the header search field and the slider track. */
const FIELD = '#f2f3f5';

describe('colour tokens', () => {
  it('the ratios the issue measured are what the formula gives (3.23:1 and 4.29:1 before)', () => {
    expect(contrast('#86909c', WHITE)).toBeCloseTo(3.24, 1);
    expect(contrast('#d9480f', WHITE)).toBeCloseTo(4.3, 1);
  });

  it('text tokens keep 4.5:1 on white, the page background, the brand tint and the field grey', () => {
    const surfaces = [WHITE, token('bg'), token('brand-soft'), FIELD];
    for (const name of ['text', 'text-2', 'text-3', 'brand']) {
      for (const surface of surfaces) expect(contrast(token(name), surface), `--${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('white text on the brand (buttons, the current page, pinned labels) keeps 4.5:1', () => {
    expect(contrast(WHITE, token('brand'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the antd theme uses the same colours, its grey and error text included', () => {
    expect(BRAND_COLOR).toBe(token('brand'));
    expect(TEXT_3_COLOR).toBe(token('text-3'));
    expect(antdTheme.token).toMatchObject({ colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, colorTextTertiary: TEXT_3_COLOR, colorTextDescription: TEXT_3_COLOR, colorError: ERROR_COLOR });
    expect(contrast(ERROR_COLOR, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
