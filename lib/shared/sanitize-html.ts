import sanitizeHtml from 'sanitize-html';
import {
  CONTENT_ALLOWED_ATTRIBUTES,
  CONTENT_ALLOWED_SCHEMES,
  CONTENT_ALLOWED_TAGS,
  CONTENT_IFRAME_HOSTS,
  CONTENT_MEDIA_SCHEMES,
  CONTENT_MEDIA_TAGS,
  CONTENT_NON_TEXT_TAGS,
} from './allowlist';
import { USER_CONTENT_REL } from './user-content-rel';

/**
 * Server-side allowlist for HTML that comes from the API (news bodies, site pages, report texts):
 * no scripts, event handlers, styles, `javascript:`/`data:` links, forms, `<base>` or `<meta>`; iframes
 * only from the video hosts of `allowlist.ts`; external links get `rel="nofollow ugc noopener noreferrer"` and open in a new tab.
 */
/** The level content headings start at: the page's own title is the one `<h1>`. */
const CONTENT_TOP_HEADING = 2;

/**
 * Heading order (WCAG 1.3.1, issue 20 item 11): the body's headings are shifted together so the highest one
 * is an `<h2>` under the page's `<h1>` (an article whose sections are `<h3>` would skip a level); their
 * relative order stays as written.
 */
function headingTransforms(html: string): Record<string, sanitizeHtml.Transformer> {
  // `<h1>` is not allowed in content (allowlist.ts): it is dropped and does not count
  const levels = [...html.matchAll(/<h([2-6])[\s>/]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return {};
  const shift = CONTENT_TOP_HEADING - Math.min(...levels);
  if (shift === 0) return {};
  return Object.fromEntries(
    [2, 3, 4, 5, 6].map((level) => [`h${level}`, (_tag: string, attribs: sanitizeHtml.Attributes) => ({ tagName: `h${Math.min(6, level + shift)}`, attribs })]),
  );
}

/** `siteOrigin`: the site's own address (its links stay in the same tab, without nofollow). */
export function sanitizeContentHtml(html: string, siteOrigin: string): string {
  const ownHost = safeHost(siteOrigin);
  return sanitizeHtml(html, {
    allowedTags: [...CONTENT_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(CONTENT_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...CONTENT_ALLOWED_SCHEMES],
    allowedSchemesByTag: Object.fromEntries(CONTENT_MEDIA_TAGS.map((tag) => [tag, [...CONTENT_MEDIA_SCHEMES]])),
    allowProtocolRelative: false,
    allowedIframeHostnames: [...CONTENT_IFRAME_HOSTS],
    disallowedTagsMode: 'discard',
    nonTextTags: [...CONTENT_NON_TEXT_TAGS],
    transformTags: {
      ...headingTransforms(html),
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const host = href.startsWith('/') && !href.startsWith('//') ? ownHost : safeHost(href);
        if (host && host !== ownHost) {
          return { tagName, attribs: { ...attribs, target: '_blank', rel: USER_CONTENT_REL } };
        }
        const { target: _t, rel: _r, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Plain text of an HTML fragment (descriptions, meta tags). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** O15: a site page whose content is only an image tag is shown as that image. */
export function extractImageSrc(html: string): string | null {
  const trimmed = html.trim();
  const m = /^<img\s[^>]*src=["']([^"']+)["'][^>]*\/?>$/i.exec(trimmed);
  return m?.[1] ?? null;
}
