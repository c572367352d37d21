/**
 * Small self-contained HTML pages the API serves itself (sandbox providers): escaping, and the answer with a
 * strict CSP (no script at all, inline styles, same-origin images and form posts).
 */
import type { FastifyReply } from 'fastify';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function sendScriptFreeHtml(reply: FastifyReply, status: number, html: string): string {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin') // not no-referrer: a form posted from such a page carries `Origin: null`
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'");
  return html;
}
