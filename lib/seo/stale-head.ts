/**
 * F16: head metadata the server rendered for the first page and React never took over. Next streams a page's
 * metadata in a Suspense boundary that hydrates after the shell; when a client navigation starts before it
 * has hydrated, React drops the boundary without knowing the tags it had hoisted into the head, so the first
 * page's canonical link, description and keywords stay next to the new page's (vercel/next.js#97472).
 * A tag is stale when React does not own it and React owns a tag of the same kind.
 */
const REACT_KEYS = ['__reactFiber$', '__reactMarker$'];

function ownedByReact(el: Element): boolean {
  return Object.keys(el).some((k) => REACT_KEYS.some((prefix) => k.startsWith(prefix)));
}

/** What a head tag stands for (one per document): the title, the canonical link, a named meta tag. */
function kindOf(el: Element): string | null {
  const tag = el.tagName.toLowerCase();
  if (tag === 'title') return 'title';
  if (tag === 'link') return el.getAttribute('rel') === 'canonical' ? 'canonical' : null;
  if (tag !== 'meta') return null;
  const name = el.getAttribute('name') ?? el.getAttribute('property');
  return name ? `meta:${name}` : null;
}

export function staleHeadTags(head: ParentNode): Element[] {
  const tags = Array.from(head.children);
  const owned = new Set(tags.filter(ownedByReact).map(kindOf).filter((k) => k !== null));
  return tags.filter((el) => !ownedByReact(el) && owned.has(kindOf(el) ?? ''));
}
