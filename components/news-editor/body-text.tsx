import { Fragment, type ReactNode } from 'react';

/** The text of an HTML fragment as the browser reads it (for word checks and the grey-word view). */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** `text` with each grey word wrapped in <mark> (F33: matches are highlighted). */
export function highlight(text: string, words: string[]): ReactNode[] {
  if (words.length === 0) return [text];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, i) => (words.includes(part) ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>));
}

/** F14: a body counts as written when it has text or a picture, video or embedded player. */
export function isEmptyBody(html: string | undefined): boolean {
  const value = html ?? '';
  return textOf(value) === '' && !/<(img|video|iframe)\s/i.test(value);
}
