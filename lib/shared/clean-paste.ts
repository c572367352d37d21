import {
  CONTENT_ALLOWED_ATTRIBUTES,
  CONTENT_ALLOWED_SCHEMES,
  CONTENT_ALLOWED_TAGS,
  CONTENT_IFRAME_HOSTS,
  CONTENT_MEDIA_SCHEMES,
  CONTENT_MEDIA_TAGS,
  CONTENT_NON_TEXT_TAGS,
} from './allowlist';

/**
 * Cleans HTML pasted into an editor (Word, WeChat articles, web pages) to the server sanitiser's
 * allowlist before the editor parses it: Word's conditional comments, list markers, `o:`/`w:`/`v:`
 * elements and `mso-` styles go; every `style`, `class` and `data-` attribute goes; WeChat's lazy
 * images (`data-src`) keep their picture; layout blocks (`section`, `article` …) become `div`s so
 * paragraphs stay apart; tags outside the allowlist are unwrapped (their text stays), links and media
 * keep only allowed schemes, iframes only from the allowed video hosts. Browser only (DOMParser).
 */
const ALLOWED = new Set<string>(CONTENT_ALLOWED_TAGS);
const DROPPED = new Set<string>([...CONTENT_NON_TEXT_TAGS, 'xml', 'svg', 'math', 'object', 'embed', 'form', 'input', 'button', 'select']);
const MEDIA = new Set<string>(CONTENT_MEDIA_TAGS);
const RENAMED: Readonly<Record<string, string>> = {
  section: 'div',
  article: 'div',
  header: 'div',
  footer: 'div',
  main: 'div',
  aside: 'div',
  nav: 'div',
  center: 'div',
  dl: 'div',
  dt: 'p',
  dd: 'p',
  h1: 'h2',
};
const WORD_CONDITIONAL = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->|<!--\[if[^\]]*\]-->[\s\S]*?<!--\[endif\]-->/gi;

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(WORD_CONDITIONAL, ''), 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

function cleanChildren(parent: Element): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 3) continue;
    if (child.nodeType !== 1) {
      child.remove();
      continue;
    }
    cleanElement(child as Element);
  }
}

function cleanElement(element: Element): void {
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag) || tag.includes(':') || isWordListMarker(element)) {
    element.remove();
    return;
  }
  if (tag === 'img') restoreLazySource(element);
  cleanChildren(element);
  const renamed = RENAMED[tag];
  if (renamed) {
    cleanElement(rename(element, renamed));
    return;
  }
  if (!ALLOWED.has(tag)) {
    element.replaceWith(...Array.from(element.childNodes));
    return;
  }
  keepAllowedAttributes(element, tag);
  const needsSource = tag === 'img' || tag === 'iframe';
  if (needsSource && !element.getAttribute('src')) element.remove();
}

/** Word writes numbering and bullets as text inside `mso-list:Ignore` spans. */
function isWordListMarker(element: Element): boolean {
  return /mso-list\s*:\s*ignore/i.test(element.getAttribute('style') ?? '');
}

/** WeChat articles load pictures from `data-src`; `src` is a placeholder. */
function restoreLazySource(img: Element): void {
  const lazy = img.getAttribute('data-src') ?? img.getAttribute('data-original');
  const src = img.getAttribute('src') ?? '';
  if (lazy && (!src || src.startsWith('data:'))) img.setAttribute('src', lazy);
}

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...Array.from(element.childNodes));
  element.replaceWith(next);
  return next;
}

function keepAllowedAttributes(element: Element, tag: string): void {
  const allowed = CONTENT_ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const { name, value } of Array.from(element.attributes)) {
    const ok = allowed.includes(name) && (!isUrlAttribute(name) || allowedUrl(tag, name, value));
    if (!ok) element.removeAttribute(name);
  }
}

function isUrlAttribute(name: string): boolean {
  return name === 'href' || name === 'src' || name === 'poster';
}

function allowedUrl(tag: string, name: string, value: string): boolean {
  const url = value.trim();
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (tag === 'iframe') return scheme === 'https' || scheme === 'http' ? (CONTENT_IFRAME_HOSTS as readonly string[]).includes(hostOf(url)) : false;
  if (!scheme) return true;
  const schemes: readonly string[] = MEDIA.has(tag) || name === 'poster' ? CONTENT_MEDIA_SCHEMES : CONTENT_ALLOWED_SCHEMES;
  return schemes.includes(scheme);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
