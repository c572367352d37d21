/**
 * A server-rendered island whose code loads after the page's own (the mobile header, components/layout/device-islands.tsx)
 * cannot take a tap until it has hydrated: React drops a click on content it cannot hydrate yet. `keepEarlyTaps`
 * keeps the last button pressed inside `selector` meanwhile; the island, once mounted, calls `replayEarlyTap` to
 * press it again (after the commit's own updates have rendered: the session read in the page's first effects).
 */
let pending: HTMLElement | null = null;
let selector: string | null = null;

function keep(event: MouseEvent): void {
  const button = selector && event.target instanceof Element ? event.target.closest('button') : null;
  if (button instanceof HTMLElement && button.closest(selector ?? '')) pending = button;
}

export function keepEarlyTaps(root: string): void {
  if (selector !== null || typeof document === 'undefined') return;
  selector = root;
  document.addEventListener('click', keep, true);
}

export function replayEarlyTap(): void {
  if (selector === null) return;
  document.removeEventListener('click', keep, true);
  selector = null;
  const button = pending;
  pending = null;
  if (button) window.setTimeout(() => button.isConnected && button.click(), 0);
}
