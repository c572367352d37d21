/**
 * The content-HTML allowlist: one list read by the server sanitiser (`sanitize.ts`) and by the editors'
 * paste cleaner (`clean-paste.ts`), so what an author can paste is exactly what the API keeps.
 */
export const CONTENT_ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'div',
  'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody',
  'tr', 'th', 'td', 'caption', 'video', 'source', 'iframe',
] as const;

export const CONTENT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  video: ['src', 'poster', 'controls', 'width', 'height'],
  source: ['src', 'type'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** URL schemes allowed in links; media sources allow only http(s). */
export const CONTENT_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const CONTENT_MEDIA_SCHEMES = ['http', 'https'] as const;
export const CONTENT_MEDIA_TAGS = ['img', 'video', 'source'] as const;

/** Iframes only from these video hosts. */
export const CONTENT_IFRAME_HOSTS = ['player.bilibili.com', 'v.qq.com', 'player.youku.com'] as const;

/** Elements dropped with their text (not unwrapped). */
export const CONTENT_NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'meta', 'base', 'link'] as const;
