/**
 * The geometry of the mobile floating publish button (W11–W15): where it starts, where a drag may take it (at least
 * DRAG_MARGIN_PX from every edge, however far the finger goes), when a touch is a drag rather than a tap, and the
 * remembered position. Pure: the component (floating-publish.tsx) and the unit tests share it.
 */
import { DRAG_MARGIN_PX } from '@/lib/constants';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The button's side (px). */
export const FLOATING_SIZE_PX = 52;
/** A finger that moves less than this is a tap (W15). */
export const TAP_SLOP_PX = 6;
/** Where the position is remembered (localStorage). */
export const FLOATING_POSITION_KEY = 'floating-publish-position';

/**
 * W14: the top-left corner kept so the whole button — drawn at `scale` around its centre (1.25× while dragged) —
 * stays at least `margin` inside the viewport on every side.
 */
export function clampToViewport(p: Point, viewport: Viewport, scale = 1, size = FLOATING_SIZE_PX, margin = DRAG_MARGIN_PX): Point {
  const grown = (size * (scale - 1)) / 2;
  const min = margin + grown;
  const maxX = Math.max(min, viewport.width - size - margin - grown);
  const maxY = Math.max(min, viewport.height - size - margin - grown);
  return { x: Math.min(Math.max(p.x, min), maxX), y: Math.min(Math.max(p.y, min), maxY) };
}

/** The first place: bottom right, above the bottom fifth of the screen. */
export function defaultPosition(viewport: Viewport, size = FLOATING_SIZE_PX): Point {
  return clampToViewport({ x: viewport.width - size - DRAG_MARGIN_PX, y: Math.round(viewport.height * 0.72) }, viewport, 1, size);
}

/** W15: whether the finger has moved far enough from where it touched down to be a drag. */
export function isDrag(start: Point, current: Point, slop = TAP_SLOP_PX): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= slop;
}

/** The remembered position, or null when absent or unreadable. */
export function parseStoredPosition(raw: string | null): Point | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'x' in value && 'y' in value) {
      const { x, y } = value as { x: unknown; y: unknown };
      if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) return { x, y };
    }
  } catch {
    // unreadable: the default position
  }
  return null;
}

/** The pages that show the button: the post site's pages, but not the editor or circle management. */
export function showsFloatingPublish(segments: readonly string[]): boolean {
  const parts = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  if (parts[0] !== 'community' && parts[0] !== 'circle') return false;
  return !parts.some((p) => p === 'create' || p === 'edit' || p === 'management');
}
