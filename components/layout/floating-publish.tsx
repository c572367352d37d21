'use client';

import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useRouter, useSelectedLayoutSegments } from 'next/navigation';
import { useSection } from '@/components/layout/use-section';
import { useT } from '@/components/providers/i18n-context';
import { usePublishPresetStore } from '@/components/post/publish-preset-store';
import { publishHref, sectionPreset } from '@/components/post/publish-target';
import { DRAG_SCALE, VIBRATE_MS } from '@/lib/constants';
import { useLoginDialog } from '@/stores/dialogs';
import { useCurrentMember } from '@/stores/use-current-member';
import {
  clampToViewport,
  defaultPosition,
  FLOATING_POSITION_KEY,
  FLOATING_SIZE_PX,
  isDrag,
  parseStoredPosition,
  showsFloatingPublish,
  type Point,
} from './floating-position';
import styles from './floating-publish.module.css';

/** A click this soon after a drag ended belongs to the drag. */
const CLICK_AFTER_DRAG_MS = 400;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

function remembered(): Point | null {
  try {
    return parseStoredPosition(window.localStorage.getItem(FLOATING_POSITION_KEY));
  } catch {
    return null;
  }
}

function remember(p: Point): void {
  try {
    window.localStorage.setItem(FLOATING_POSITION_KEY, JSON.stringify(p));
  } catch {
    // storage full or blocked: the position lasts for this page only
  }
}

/** W12: a short buzz where the Vibration API exists; nothing (and no error) elsewhere. */
function buzz(): void {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATE_MS);
  } catch {
    // some browsers throw without a user gesture: the drag goes on silently
  }
}

/**
 * W11–W15, mobile only: the floating publish button of the post site's pages. A finger drags it anywhere on the
 * screen (it vibrates 100 ms when the drag starts, grows to 1.25× while dragging and never comes closer than 20 px to
 * an edge); where it is let go is remembered for the next page. A tap without movement opens the post editor with
 * the page's type and theme (visitors get the login dialog, U03); a drag never opens it.
 */
export function FloatingPublish() {
  const t = useT();
  const router = useRouter();
  const { open: openLogin } = useLoginDialog();
  const { hydrated, isLogin } = useCurrentMember();
  const section = useSection();
  const segments = useSelectedLayoutSegments();
  const pagePreset = usePublishPresetStore((s) => s.preset);
  const [position, setPosition] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(null);
  /** W15: until when a click is the tail of a drag (a drag's release may still fire one). */
  const dragEndedAt = useRef(0);

  /** The editor for a member, the login dialog for a visitor (U03). */
  const go = useCallback(() => {
    const target = publishHref(pagePreset ?? sectionPreset(section));
    if (isLogin) router.push(target);
    else openLogin({ redirect: target });
  }, [pagePreset, section, isLogin, router, openLogin]);
  /** A tap that came before the session was known: answered once it is. */
  const tappedEarly = useRef(false);
  useEffect(() => {
    if (hydrated && tappedEarly.current) {
      tappedEarly.current = false;
      go();
    }
  }, [hydrated, go]);

  useEffect(() => {
    const place = () => setPosition((current) => clampToViewport(current ?? remembered() ?? defaultPosition(viewport()), viewport()));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  if (!position || !showsFloatingPublish(segments)) return null;

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    gesture.current = { pointerId: e.pointerId, start: { x: e.clientX, y: e.clientY }, origin: position, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const current = { x: e.clientX, y: e.clientY };
    if (!g.moved) {
      if (!isDrag(g.start, current)) return;
      g.moved = true;
      setDragging(true);
      buzz();
    }
    setPosition(clampToViewport({ x: g.origin.x + current.x - g.start.x, y: g.origin.y + current.y - g.start.y }, viewport(), DRAG_SCALE));
  };

  const finish = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    if (!g.moved) return;
    // W15: the click that may follow a drag does not publish.
    dragEndedAt.current = Date.now();
    setDragging(false);
    setPosition((p) => {
      if (p) remember(p);
      return p;
    });
  };

  const publish = () => {
    if (Date.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS) return;
    // a tap before the session is known is kept and acted on once it is (issue 27 item 6: a tap is never lost)
    if (hydrated) go();
    else tappedEarly.current = true;
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-testid="floating-publish"
      data-dragging={dragging ? 'true' : undefined}
      aria-label={t('auth.publish')}
      style={{
        left: position.x,
        top: position.y,
        width: FLOATING_SIZE_PX,
        height: FLOATING_SIZE_PX,
        transform: `scale(${dragging ? DRAG_SCALE : 1})`,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      onClick={publish}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
        <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
      </svg>
      <span className={styles.label}>{t('auth.publish')}</span>
    </button>
  );
}
