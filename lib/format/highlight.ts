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
 * Search highlight (Q13): splits `text` into segments flagged where a keyword term (whitespace-separated,
 * case-insensitive) matches. At most `maxBefore` characters are kept before the first match; when cut,
 * the first segment starts with '…'. No keyword or no match → the whole text, unflagged.
 */
export function highlightSegments(
  text: string | null | undefined,
  keyword: string | null | undefined,
  options: { maxBefore?: number } = {},
): HighlightSegment[] {
  const source = text ?? '';
  if (!source) return [];
  const terms = (keyword ?? '')
    .trim()
    .split(/\s+/)
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
