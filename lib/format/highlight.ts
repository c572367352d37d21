import { HIGHLIGHT_MAX_BEFORE } from '@/lib/constants';

export interface HighlightSegment {
  text: string;
  match: boolean;
}

export const ELLIPSIS = '…';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Search highlight (Q13, E18): splits `text` into segments flagged where a term matches (case-insensitive). The
 * terms are the words the search API matched (`terms` of its answer: the query cut into words, issue 18 item 3)
 * or, given a plain keyword, its whitespace-separated pieces. At most `maxBefore` characters are kept before the
 * first match; when cut, the first segment starts with '…'. No term or no match → the whole text, unflagged.
 */
export function highlightSegments(
  text: string | null | undefined,
  keyword: string | readonly string[] | null | undefined,
  options: { maxBefore?: number } = {},
): HighlightSegment[] {
  const source = text ?? '';
  if (!source) return [];
  const terms = (typeof keyword === 'string' || keyword == null ? (keyword ?? '').trim().split(/\s+/) : keyword)
    .map((term) => term.trim())
    .filter(Boolean)
    .sort((x, y) => y.length - x.length);
  if (terms.length === 0) return [{ text: source, match: false }];
  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'giu');

  const first = pattern.exec(source);
  if (!first) return [{ text: source, match: false }];
  const maxBefore = options.maxBefore ?? HIGHLIGHT_MAX_BEFORE;

  let start = 0;
  let prefix = '';
  if (first.index > maxBefore) {
    start = first.index - maxBefore;
    const code = source.charCodeAt(start);
    if (code >= 0xdc00 && code <= 0xdfff) start += 1;
    prefix = ELLIPSIS;
  }
  const body = source.slice(start);

  const segments: HighlightSegment[] = [];
  pattern.lastIndex = 0;
  let last = 0;
  for (const m of body.matchAll(pattern)) {
    const at = m.index ?? 0;
    if (at > last) segments.push({ text: body.slice(last, at), match: false });
    segments.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last), match: false });

  if (prefix) {
    const head = segments[0];
    if (head && !head.match) head.text = prefix + head.text;
    else segments.unshift({ text: prefix, match: false });
  }
  return segments;
}
