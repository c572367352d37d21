import { highlightSegments } from '@/lib/format/highlight';

/** E18/Q13: text with the keyword marked, cut to 100 characters before the first match. */
export function HighlightText({ text, keyword }: { text: string | null | undefined; keyword: string }) {
  return (
    <>
      {highlightSegments(text, keyword).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}
