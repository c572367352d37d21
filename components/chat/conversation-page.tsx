'use client';

import { useEffect, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { conversationListFailed, startRealtime, stopRealtime, useChatStore } from '@/stores/chat';
import { ChatPane } from './chat-pane';
import { useViewportFrame } from './viewport-frame';
import styles from './chat.module.css';
import { href } from '@/lib/routing/routes';

/** How far (px) the history must be pulled down from its top to refresh. */
const PULL_REFRESH_PX = 60;

/**
 * J02/J52 (mobile): the conversation with member `{id}` as a page: reused or created like J41, messages
 * from `GET /msg/messages/page` on open, on pull-to-refresh and on the refresh button. Issue 29 item 13: while the page
 * is open it holds the real-time channel as the desktop dialog does (J44; replies arrive without a reload, sends go
 * through it while it is up, else `POST /msg/messages`), and lets it go when the member leaves. Issue 18 item 5: the page fills the space between
 * the site header and the bottom of the visual viewport (the composer stays above the on-screen keyboard), the
 * history opens at the newest message, and the layout shows no footer here (`FooterSwitch`).
 */
export function ConversationPage({ memberId }: { memberId: number }) {
  return (
    <AntdScope>
      <ConversationPageBody memberId={memberId} />
    </AntdScope>
  );
}

function ConversationPageBody({ memberId }: { memberId: number }) {
  const t = useT();
  const { hydrated, isLogin } = useCurrentMember();
  const [failed, setFailed] = useState<'list' | 'open' | null>(null);
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const frame = useRef<HTMLElement>(null);
  useViewportFrame(frame);

  useEffect(() => {
    if (!hydrated || !isLogin) return;
    useChatStore.setState({ historySource: 'page' });
    let live = true;
    useChatStore
      .getState()
      .openFor({ memberId })
      .then(() => {
        if (live) setFailed(null);
      })
      .catch(() => {
        if (live) setFailed(conversationListFailed() ? 'list' : 'open');
      });
    return () => {
      live = false;
      useChatStore.getState().closeConversation();
    };
  }, [hydrated, isLogin, memberId]);

  // issue 29 item 13: live while the conversation is on screen
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    void startRealtime().catch(() => undefined);
    return () => void stopRealtime();
  }, [hydrated, isLogin]);

  const refresh = () =>
    void useChatStore
      .getState()
      .catchUp()
      .catch(() => undefined);

  const touch = {
    onTouchStart: (e: React.TouchEvent<HTMLDivElement>) => {
      start.current = e.currentTarget.scrollTop <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: React.TouchEvent<HTMLDivElement>) => {
      if (start.current === null) return;
      setPull(Math.max(0, Math.min(90, (e.touches[0]?.clientY ?? 0) - start.current)));
    },
    onTouchEnd: () => {
      if (start.current !== null && pull >= PULL_REFRESH_PX) refresh();
      start.current = null;
      setPull(0);
    },
  };

  return (
    <section ref={frame} className={`${styles.page} ${styles.pageConversation}`} data-testid="message-page">
      <header className={styles.pageHeader}>
        <Link href={href('/message/list')} data-testid="message-back">
          ‹ {t('chat.back')}
        </Link>
        <button type="button" className={styles.chip} onClick={refresh} data-testid="message-refresh">
          {t('chat.refresh')}
        </button>
      </header>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed === 'list' ? t('chat.listFailed') : t('chat.openFailed')}
        </p>
      ) : (
        <ChatPane
          touch={touch}
          historyHeader={
            pull > 0 ? (
              <div className={styles.pull} style={{ height: pull }}>
                {pull >= PULL_REFRESH_PX ? t('chat.releaseToRefresh') : t('chat.pullToRefresh')}
              </div>
            ) : null
          }
        />
      )}
    </section>
  );
}
