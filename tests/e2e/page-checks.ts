import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chineseOutsideUserContent as checkChinese } from './chinese-outside-user-content';

/**
 * The checks of one open page: axe (WCAG 2.2 AA), valid nesting, no Chinese in the English interface, and no part wider
 * than a phone. The page audit runs them all on one load of each template; journeys run them after a click.
 */

export const BLOCKING = new Set(['critical', 'serious']);

/**
 * An axe run inside the page itself (legacy mode): our pages have no cross-origin frame, and the default mode opens
 * a blank page per run to merge the frames' results, which cost more than the analysis (measured here on the post
 * list, the company page and the news home: 2.4–7.7 s a run → 0.9–3.1 s, the same violations, passes and incomplete).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe's critical and serious findings inside the open dialog. */
export async function dialogBlocking(page: Page): Promise<string[]> {
  const results = await axeOn(page).include('[role="dialog"]').options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Valid HTML that axe does not check (issue 20 item 11, found by the Nu HTML checker): an element that allows
 * phrasing content only (`<span>`, `<p>`, a heading, `<button>`, `<label>` …) holding a block (`<p>`, `<div>`,
 * a list, a heading …). Answers `parent > child` lines with the parent's class.
 */
async function invalidNesting(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const phrasingOnly = 'p, span, button, label, strong, em, small, b, i, h1, h2, h3, h4, h5, h6, time, abbr, cite, q, sub, sup, code';
    const block = 'p, div, ul, ol, dl, h1, h2, h3, h4, h5, h6, section, article, aside, nav, header, footer, main, table, form, blockquote, figure, hr, pre, address, fieldset';
    const found = new Set<string>();
    for (const el of document.body.querySelectorAll(`:is(${phrasingOnly}) > :is(${block})`)) {
      const parent = el.parentElement!;
      found.add(`${parent.tagName.toLowerCase()}.${String(parent.className).split(' ')[0]} > ${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    }
    return [...found];
  });
}

/**
 * Issue 20 item 11: axe finds no critical or serious violation on the open page, and no block sits where only phrasing
 * content is allowed. Each page's findings (every impact, with a few example nodes per rule) are appended to
 * `axe-report.jsonl` in the run's output folder, so one run gives the figures of every template.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, label: { lang: string; template: string; url: string }) {
  const results = await axeOn(page)
    // experimental or off by default in axe 4.14: a visible label is part of the accessible name (2.5.3),
    // touch targets are at least 24 × 24 px or spaced (2.5.8)
    // resultTypes: only violations carry their nodes (passes and the rest one each): the same findings, and
    // each analysis ≈ 25 % faster (measured on this machine: 3.4 s → 2.5 s a page)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const findings = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.length,
    // one example per distinct target class, so a report names every component involved
    examples: [...new Map(v.nodes.map((n) => [String(n.target.at(-1)).replace(/:nth-child\(\d+\)/g, ''), n])).values()].slice(0, 12).map((n) => ({
      target: n.target.join(' '),
      html: n.html.slice(0, 200),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 260),
    })),
  }));
  const invalid = await invalidNesting(page);
  const dir = testInfo.project.outputDir;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'axe-report.jsonl'), `${JSON.stringify({ project: testInfo.project.name, ...label, findings, invalid })}\n`);
  const blocking = findings.filter((f) => BLOCKING.has(f.impact ?? ''));
  expect.soft(invalid, `${label.url} nests block content where only phrasing content is allowed`).toEqual([]);
  expect(
    blocking.map((f) => `${f.id} (${f.impact}) ×${f.nodes}: ${f.examples.map((e) => e.target).join(' | ')}`),
    `${label.url} has critical or serious axe violations`,
  ).toEqual([]);
}

export const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Issue 18 item 4, V02/V05: the open page's visible text in CJK outside user content (./chinese-outside-user-content.ts). */
export const chineseOutsideUserContent = (page: Page): Promise<string[]> => page.evaluate(checkChinese, { page: true });

/** The phone widths every public page must fit (issue 18 item 8, W01–W24). */
const PHONE_WIDTHS = [375, 320, 430] as const;

/** The document's widths and, when it is too wide, the outermost elements that reach past the right or left edge. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const result = { scrollWidth: doc.scrollWidth, clientWidth: width, offenders: [] as string[] };
    if (doc.scrollWidth <= width) return result;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls}`;
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(describe(e));
      return parts.join(' > ');
    };
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (r.width > 0 || r.height > 0) && (r.right > width + 0.5 || r.left < -0.5);
    };
    const clippedOrFixed = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === 'fixed') return true;
        if (e !== el && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || clippedOrFixed(el)) continue;
      // the outermost one only: its parent fits
      if (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement) && !clippedOrFixed(el.parentElement)) continue;
      const r = el.getBoundingClientRect();
      result.offenders.push(`${path(el)} [${Math.round(r.left)}, ${Math.round(r.right)}] (text: ${(el.textContent ?? '').trim().slice(0, 30)})`);
      if (result.offenders.length >= 12) break;
    }
    return result;
  });
}

/**
 * Issue 18 item 8: the open page is no wider than a phone at 320, 375 and 430 px (the document's `scrollWidth` does not
 * exceed its `clientWidth`). A failure names the elements that stick out (outermost first, with their left and right
 * edges), so one run shows every fix to make.
 */
export async function expectFits(page: Page, url: string) {
  const findings: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const o = await overflow(page);
    if (o.scrollWidth > o.clientWidth) findings.push(`${width}px: scrollWidth ${o.scrollWidth} > clientWidth ${o.clientWidth}\n    ${o.offenders.join('\n    ')}`);
  }
  expect(findings, `${url} is wider than the phone`).toEqual([]);
}
