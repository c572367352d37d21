/**
 * The English interface check of tests/e2e/en-interface.spec.ts over a rendered component (issue 18 item 4, V05): the
 * text that holds CJK characters outside user content. User content is what people wrote or named: elements marked
 * `data-ugc` and the text of links to an entity, unless marked `data-label`. (The browser check also skips what is
 * not visible; a component test renders what it means to show.)
 */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const ENTITY_LINK = /^\/(community\/post|news|news\/flash|news\/topic|news\/column|people|circle|company|management|events|activity)\/[^/?#]*\d|^\/(company|management)\//;

function isUserContent(el: Element): boolean {
  if (el.closest('[data-label]')) return false;
  if (el.closest('[data-ugc]')) return true;
  const link = el.closest('a[href]');
  if (!link) return false;
  const href = link.getAttribute('href') ?? '';
  return ENTITY_LINK.test(href) && !/^\/news\/(tag|source|category-tag)\//.test(href);
}

export function chineseOutsideUserContent(root: Element): string[] {
  const findings: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\d+(\.\d+)?万\+?/g, '');
    const el = node.parentElement;
    if (!cjkIn(text) || !el || el.closest('script, style, template')) continue;
    if (!isUserContent(el)) findings.push(`${el.tagName.toLowerCase()}: ${text.trim()}`);
  }
  for (const el of root.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (isUserContent(el)) continue;
    for (const attr of ['placeholder', 'aria-label', 'title']) {
      const value = el.getAttribute(attr);
      if (value && cjkIn(value)) findings.push(`${el.tagName.toLowerCase()}[${attr}]: ${value}`);
    }
  }
  return findings;
}

function cjkIn(text: string): boolean {
  return CJK.test(text);
}
