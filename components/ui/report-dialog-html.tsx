'use client';

import { Fragment, type ReactNode } from 'react';
import { USER_CONTENT_REL } from '@/lib/shared/user-content-rel';

/** Elements kept from a site page's HTML block; everything else is unwrapped (text kept) or dropped. */
const KEEP = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'span', 'a']);
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'title', 'meta', 'link', 'base', 'svg', 'math', 'form']);

function safeHref(href: string | null): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  if (!KEEP.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href ? (
      <a key={key} href={href} target="_blank" rel={USER_CONTENT_REL}>
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Renders an HTML block from the API as React elements through an allowlist (no attributes except a
 * checked link target): the markup is parsed inert with DOMParser and never injected as HTML.
 */
export function SafeHtmlBlock({ html, className }: { html: string; className?: string }) {
  if (typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)))}</div>;
}
