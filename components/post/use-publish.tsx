'use client';

import type { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useRouter } from 'next/navigation';
import { startTransition as inBackground, useState, useTransition, type ComponentType } from 'react';
import { preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { EditorFrameOverlay } from '@/components/post/editor-frame';
import { loadEditorStylesAhead, preloadPostEditor } from '@/components/post/post-editor-loader';
import { useIdlePreload } from '@/components/ui/preload';
import { useLoginDialog } from '@/stores/dialogs';
import { whenSessionKnown } from '@/stores/session';
import { useCurrentMember } from '@/stores/use-current-member';

/** The bottom of the site header in the viewport (where the editor's frame starts). */
function headerBottom(): number {
  const header = document.querySelector('[data-site-header]');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * A publish entry (U03, issue 18 items 1 and 13): a member goes to the editor at `target`, a visitor gets the
 * login dialog. Hovering, focusing or touching the entry prefetches the editor's page and code (the login
 * dialog's for a visitor); a member's idle page fetches the editor's code. From the click until the editor's
 * page shows, its frame covers the page.
 *
 * The prefetch is a full one (issue 28 item 2): the editor's route is personal, so a default prefetch stops at its
 * loading frame and the click still waited for the server to render the page (≈ 100 ms here, a round trip more on a
 * phone's network). `kind` is typed by an enum Next does not export; 'full' is its value, the prefetch `<Link prefetch>` makes.
 * The same intent renders the editor's antd controls hidden (`EditorStylesAhead`), so antd has written their styles
 * before the click rather than in its frame.
 */
export function usePublish(target: string) {
  const router = useRouter();
  const login = useLoginDialog();
  const { hydrated, isLogin } = useCurrentMember();
  const [pending, startTransition] = useTransition();
  const [top, setTop] = useState(0);
  const [StylesAhead, setStylesAhead] = useState<ComponentType | null>(null);
  useIdlePreload(preloadPostEditor, hydrated && isLogin);

  const intent = () => {
    if (!hydrated) return;
    if (!isLogin) {
      preloadLoginDialog();
      return;
    }
    preloadPostEditor();
    router.prefetch(target, { kind: 'full' as PrefetchKind });
    if (!StylesAhead) {
      void loadEditorStylesAhead()
        .then((Ahead) => inBackground(() => setStylesAhead(() => Ahead)))
        .catch(() => undefined); // the next intent tries again; the editor styles itself anyway
    }
  };
  const publish = () =>
    whenSessionKnown((session) => {
      if (!session.isLogin) {
        login.open({ redirect: target });
        return;
      }
      setTop(headerBottom());
      startTransition(() => router.push(target));
    });
  return {
    publish,
    intent: { onPointerEnter: intent, onFocus: intent, onTouchStart: intent },
    frame: (
      <>
        {pending ? <EditorFrameOverlay top={top} /> : null}
        {StylesAhead ? <StylesAhead /> : null}
      </>
    ),
  };
}
