/**
 * Which pages leave part of the site chrome out, from the segments of the internal path below the `(site)`
 * layout (route groups such as `(account)` are skipped). Issue 18 item 5: the conversation page
 * (`/message/{id}`) fills the screen down to the composer, so it has no footer.
 */
export function showsFooter(segments: readonly string[]): boolean {
  const [first, second] = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  return !(first === 'message' && second !== undefined && second !== 'list');
}
