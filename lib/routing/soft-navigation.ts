/**
 * The link a click follows inside the site, or null when the browser should have it: a plain left click (no
 * modifier key, not prevented by a handler) on an anchor (the one clicked in, unless named), with no other target, no download, to this origin. The
 * same test as Next's `<Link>` (client/app-dir/link.js, `isModifiedEvent`), shared by `AppLink` and the progress bar.
 */
export function followedLink(event: MouseEvent, anchor = (event.target as Element | null)?.closest?.('a[href]')): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

type Push = (href: string) => void;
let push: Push | null = null;
const starts = new Set<(url: URL) => void>();

/** The app router's `push`, given by the link navigator once mounted (components/layout/link-navigator.tsx). */
export function setNavigator(next: Push | null): void {
  push = next;
}

/** Called when a link starts a client-side navigation (the progress bar, A27). */
export function onNavigationStart(listener: (url: URL) => void): () => void {
  starts.add(listener);
  return () => starts.delete(listener);
}

/** Navigates to `url` on the client; false (the browser follows the link) until the navigator is mounted. */
export function navigateTo(url: URL): boolean {
  if (!push) return false;
  starts.forEach((listener) => listener(url));
  push(`${url.pathname}${url.search}${url.hash}`);
  return true;
}
