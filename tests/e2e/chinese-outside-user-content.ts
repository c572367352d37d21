/**
 * Issue 18 item 4, V02/V05: the text of an English interface that holds CJK characters outside user content, as
 * `tag: text` lines. One check for the browser (the page audit passes it to `page.evaluate` as it is, so it reads
 * nothing outside its own body) and for a rendered component (tests/component/en-user-content.test.tsx).
 *
 * User content is what people wrote or named: elements marked `data-ugc`, and the text of links to an entity (a post,
 * news item, member, circle, column, topic, flash, company, event, case, achievement, product, brand), unless marked
 * `data-label` (a product label such as a post type inside a post link). The 万 count format stays in en (V15), so
 * `1.2万` is not a finding. In the browser (`page: true`) what is not visible is skipped, a part marked as another
 * language (the language switch's 中文) is not interface text, and the document's title is checked too, less the user
 * content it quotes; a component test renders what it means to show.
 */
export function chineseOutsideUserContent({ root, page }: { root?: Element; page: boolean }): string[] {
  const top = root ?? document.body;
  const doc = top.ownerDocument;
  const cjk = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
  const entityLink = /^\/(community\/post|news|news\/flash|news\/topic|news\/column|people|circle|company|management|events|activity|case|achievement|product|brand)\/[^/?#]*\d|^\/(company|management)\//;
  const visible = (el: Element, options?: CheckVisibilityOptions) => !page || el.checkVisibility(options);
  const isUserContent = (el: Element): boolean => {
    if (page && el.closest('[lang]')?.getAttribute('lang') !== doc.documentElement.lang) return true;
    if (el.closest('[data-label]')) return false;
    if (el.closest('[data-ugc]')) return true;
    const link = el.closest('a[href]');
    if (!link) return false;
    const href = link.getAttribute('href') ?? '';
    return entityLink.test(href) && !/^\/news\/(tag|source|category-tag)\//.test(href);
  };
  const findings: string[] = [];
  const walker = doc.createTreeWalker(top, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\d+(\.\d+)?万\+?/g, '');
    if (!cjk.test(text)) continue;
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template')) continue;
    if (!visible(el, { checkOpacity: true, checkVisibilityCSS: true }) || isUserContent(el)) continue;
    findings.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}: ${text.trim().slice(0, 80)}`);
  }
  for (const el of top.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (isUserContent(el) || !visible(el)) continue;
    for (const attr of ['placeholder', 'aria-label', 'title']) {
      const value = el.getAttribute(attr);
      if (value && cjk.test(value)) findings.push(`${el.tagName.toLowerCase()}[${attr}]: ${value.slice(0, 80)}`);
    }
  }
  if (!page) return findings;
  // the page title may name the page's user content (a post title, a circle name): a segment found in the page's
  // user content is not a finding
  const userTexts = [...top.querySelectorAll('[data-ugc], a[href]')].filter((el) => isUserContent(el)).map((el) => el.textContent ?? '');
  for (const segment of doc.title.split('_')) {
    // what is left of the segment once the user content it quotes (a post title, a member's name) is taken out
    const rest = userTexts.reduce((left, text) => (text.trim() && left.includes(text.trim()) ? left.split(text.trim()).join('') : left), segment.trim());
    if (cjk.test(rest)) findings.push(`title: ${segment}`);
  }
  return findings;
}
