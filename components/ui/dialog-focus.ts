'use client';

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard focus of the site's dialogs (issue 31 item 8): Tab cycles inside the dialog without passing through the
 * page (antd's lock lets the focus leave the last control for the browser's own UI, then pulls it back), the first
 * field takes the focus on open, and the control that opened the dialog gets it back when the dialog goes.
 */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The controls of `root` that Tab stops at, in document order (visible ones, tabindex not negative). */
export function tabStops(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && el.getClientRects().length > 0);
}

/**
 * A `keydown` handler for a dialog's content: Tab on its last control goes to its first, Shift+Tab on its first to
 * its last. The dialog is the nearest `role="dialog"` around the event's target.
 */
export function cycleTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = (event.target as HTMLElement).closest('[role="dialog"]') ?? event.currentTarget;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The first field of `root` (an input, a select or a text area) takes the focus; false when it has none. */
export function focusFirstField(root: Element | null): boolean {
  const field = root ? tabStops(root).find((el) => el.matches('input, select, textarea')) : undefined;
  field?.focus();
  return field !== undefined;
}

/**
 * Remembers the focused control when `open` turns true and gives it the focus back when `open` turns false (the
 * dialog unmounted in between, so antd's own return never runs). Nothing happens when that control is gone.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [open]);
}
