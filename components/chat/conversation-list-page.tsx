'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { counterpartOf } from '@/lib/chat/rules';
import { useChatStore } from '@/stores/chat';
import { ConversationItem } from './conversation-item';
import { useConversations } from './use-conversations';
import styles from './chat.module.css';
import { href } from '@/lib/routing/routes';

const reload = () =>
  void useChatStore
    .getState()
    .reloadConversations()
    .catch(() => undefined);

/** J01 (mobile): the conversation list; a conversation opens `/message/{memberId}`. */
export function ConversationListPage() {
  const t = useT();
  const router = useRouter();
  const { hydrated, memberId } = useCurrentMember();
  const { conversations, status } = useConversations();

  // J01: the page reads the list afresh when it opens
  useEffect(() => {
    if (hydrated) reload();
  }, [hydrated]);

  return (
    <section className={styles.page} data-testid="message-list-page">
      <header className={styles.pageHeader}>
        <h1>{t('chat.title')}</h1>
        <button type="button" className={styles.chip} onClick={reload} data-testid="message-list-refresh">
          {t('chat.refresh')}
        </button>
      </header>
      {status === 'error' && <p className={styles.error}>{t('chat.listFailed')}</p>}
      {(status === 'idle' || (status === 'loading' && conversations.length === 0)) && <p className={styles.empty}>{t('common.loading')}</p>}
      {status === 'ready' && conversations.length === 0 && <p className={styles.empty}>{t('chat.empty')}</p>}
      <ul className={styles.convList}>
        {conversations.map((c) => {
          const other = counterpartOf(c, memberId);
          return (
            <li key={c.id}>
              <ConversationItem conversation={c} myId={memberId} active={false} onOpen={() => other && router.push(href('/message/:id', { id: other.id }))} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
