// @vitest-environment node
/**
 * The layout by device and width: the content/right-column grid steps at each breakpoint (W03), the mobile root
 * font (W04), and back-to-top on desktop only (W19). tests/e2e/mobile-device.spec.ts measures the same in a browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from '@/components/layout/back-to-top';
import { FloatingPublish } from '@/components/layout/device-islands';
import { BREAKPOINTS, ROOT_FONT_DIVISOR, ROOT_FONT_MAX_WIDTH, ROOT_FONT_MIN_WIDTH } from '@/lib/constants';

vi.mock('@/lib/data/basic', () => ({ getChrome: vi.fn(async () => ({ hot: {}, cooperation: null, contact: null })) }));
vi.mock('@/lib/data/case', () => ({ getCaseClassIds: vi.fn(async () => new Set<number>()) }));

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The `@media (...)` blocks of a stylesheet: their condition and body. */
function mediaRules(css: string): { condition: string; body: string }[] {
  return [...css.matchAll(/@media\s*\(([^)]*)\)\s*\{(.*)\}\s*$/gm)].map((m) => ({ condition: m[1]!.trim(), body: m[2]! }));
}

describe('W03 the grid breakpoints', () => {
  const css = read('components/layout/page-body.module.css');
  const rules = mediaRules(css);
  const asideWidth = (body: string) => /\.withAside\s*\{\s*grid-template-columns:\s*minmax\(0, 1fr\)(?:\s+(\d+)px)?;/.exec(body);

  it('W03 each breakpoint (768, 992, 1200, 1430) has its own rule changing the content grid', () => {
    expect(BREAKPOINTS).toEqual([768, 992, 1200, 1430]);
    for (const bp of BREAKPOINTS) {
      const rule = rules.find((r) => r.condition.endsWith(`${bp}px`));
      expect(rule, `${bp}px`).toBeDefined();
      expect(rule!.body, `${bp}px`).toMatch(/\.(withAside|body)\s*\{[^}]*(grid-template-columns|gap)/);
    }
  });

  it('W03 the right column narrows step by step: 320 px from 1430, 300 between, 260 up to 1200, under the content up to 992', () => {
    const at = (condition: string) => asideWidth(rules.find((r) => r.condition === condition)?.body ?? '');
    expect(at('min-width: 1430px')?.[1]).toBe('320');
    expect(asideWidth(css)?.[1]).toBe('300');
    expect(at('max-width: 1200px')?.[1]).toBe('260');
    const stacked = at('max-width: 992px');
    expect(stacked).not.toBeNull();
    expect(stacked?.[1]).toBeUndefined();
  });
});

describe('W04 the mobile root font', () => {
  const css = read('app/v/[variant]/globals.css').replace(/\/\*[\s\S]*?\*\//g, '');

  it('W04 is set on html.mobile only, as clamp(width, 320, 750) ÷ 7.5', () => {
    const rules = [...css.matchAll(/^([^{}@]+)\{([^}]*font-size:[^}]*)\}/gm)].filter((m) => /^html(\.\w+)?\s*$/.test(m[1]!.trim()));
    expect(rules.map((m) => m[1]!.trim())).toEqual(['html.mobile']);
    const calc = /font-size:\s*calc\(clamp\((\d+)px,\s*100vw,\s*(\d+)px\)\s*\/\s*([\d.]+)\)/.exec(rules[0]![2]!);
    expect(calc?.slice(1).map(Number)).toEqual([ROOT_FONT_MIN_WIDTH, ROOT_FONT_MAX_WIDTH, ROOT_FONT_DIVISOR]);
  });

  it('W04 gives 42.67 px at 320 and below, 50 px at 375, 100 px at 750 and above', () => {
    const rootFont = (width: number) => Math.min(Math.max(width, ROOT_FONT_MIN_WIDTH), ROOT_FONT_MAX_WIDTH) / ROOT_FONT_DIVISOR;
    expect(rootFont(300)).toBeCloseTo(42.67, 2);
    expect(rootFont(320)).toBeCloseTo(42.67, 2);
    expect(rootFont(375)).toBe(50);
    expect(rootFont(750)).toBe(100);
    expect(rootFont(1000)).toBe(100);
  });
});

/** Every element of a rendered tree (the layout's own elements; nested components are not called). */
function elements(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: ReactNode };
  return [node, ...elements(props.children)];
}

describe('W19 back-to-top', () => {
  it('W19 the site chrome has back-to-top on desktop, and not on mobile (which has the floating publish button)', async () => {
    const { default: SiteLayout } = await import('@/app/v/[variant]/(site)/layout');
    const chrome = async (variant: string) => elements(await SiteLayout({ children: null, params: Promise.resolve({ variant }) })).map((e) => e.type);
    const desktop = await chrome('zh.desktop.1');
    expect(desktop).toContain(BackToTop);
    expect(desktop).not.toContain(FloatingPublish);
    const mobile = await chrome('zh.mobile.1');
    expect(mobile).not.toContain(BackToTop);
    expect(mobile).toContain(FloatingPublish);
  });
});
