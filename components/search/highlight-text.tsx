import { highlightSegments } from '@/lib/format/highlight';

/**
 * E18/Q13: text with the matched words marked, cut to 100 characters before the first match. One inline `<span>`
 * holding text and `<mark>`s (issue 18 item 3): inside a flex title the marks never become flex items of their
 * own, so a highlighted word neither stacks on mobile nor opens gaps on desktop.
 */
export function HighlightText({ text, keyword }: { text: string | null | undefined; keyword: string | readonly string[] }) {
  const segments = highlightSegments(text, keyword);
  if (segments.length === 0) return null;
  return <span>{segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</span>;
}
