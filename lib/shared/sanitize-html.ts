import sanitizeHtml from 'sanitize-html';

/**
 * Server-side allowlist for HTML that comes from the API (news bodies, site pages, report texts):
 * no scripts, event handlers, styles, `javascript:`/`data:` links, forms, `<base>` or `<meta>`; iframes
 * only from the video hosts below; external links get `rel="nofollow ugc noopener"` and open in a new tab.
 */
const IFRAME_HOSTS = ['player.bilibili.com', 'v.qq.com', 'player.youku.com'];

/** `siteOrigin`: the site's own address (its links stay in the same tab, without nofollow). */
export function sanitizeContentHtml(html: string, siteOrigin: string): string {
  const ownHost = safeHost(siteOrigin);
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'div',
      'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody',
      'tr', 'th', 'td', 'caption', 'video', 'source', 'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      video: ['src', 'poster', 'controls', 'width', 'height'],
      source: ['src', 'type'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'meta', 'base', 'link'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const host = href.startsWith('/') && !href.startsWith('//') ? ownHost : safeHost(href);
        if (host && host !== ownHost) {
          return { tagName, attribs: { ...attribs, target: '_blank', rel: 'nofollow ugc noopener' } };
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
