import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { CONTENT_ALLOWED_SCHEMES } from '@/lib/shared/allowlist';
import { PreservedHtml } from './preserved-html';
import { Subscript, Superscript } from './script-marks';

/** A link target the sanitiser keeps: a site path or an allowed scheme (http, https, mailto, tel). */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('/')) return !value.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && (CONTENT_ALLOWED_SCHEMES as readonly string[]).includes(scheme) && value.length > scheme.length + 1;
}

/**
 * The editor's schema: the sanitiser's allowlist as Tiptap nodes and marks. Headings h2–h6 (the
 * allowlist has no h1); links without target/rel (the server sets them for external hosts); images
 * inline in their paragraph as the stored articles have them (`<p><img></p>`), by URL only (no base64); tables, figures, videos and iframes preserved as blocks.
 */
export function contentExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    Subscript,
    Superscript,
    PreservedHtml,
    Placeholder.configure({ placeholder }),
  ];
}
