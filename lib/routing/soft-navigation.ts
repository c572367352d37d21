/**
 * The link a click follows inside the site, or null when the browser should have it: a plain left click (no
 * modifier key, not prevented by a handler) on an anchor matching `selector`, with no other target, no download, to
 * this origin. The same test as Next's `<Link>` (client/app-dir/link.js, `isModifiedEvent`), shared by the link
 * navigator and the progress bar.
 */
export function followedLink(event: MouseEvent, selector = 'a[href]'): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.(selector);
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
