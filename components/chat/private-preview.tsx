'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { counterpartOf } from '@/lib/chat/rules';
import { isMobileLayout, openMessageDialog } from '@/components/chat/open-message';
import { PRIVATE_PREVIEW_SIZE } from '@/lib/constants';
import { useChatStore } from '@/stores/chat';
import { ConversationItem } from './conversation-item';
import { useConversations } from './use-conversations';
import styles from './chat.module.css';

/**
 * K11: the 私信 tab of the system-message panel: the first 4 conversations, never marked read here;
 * a click opens the chat (dialog on desktop, `/message/{id}` on mobile); 'view all' opens the dialog's
 * list on desktop and `/message/list` on mobile.
 */
export function PrivatePreview({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const router = useRouter();
  const { memberId } = useCurrentMember();
  const { conversations, status } = useConversations();

  // K11: the tab reads the list afresh each time it opens
  useEffect(() => {
    void useChatStore
      .getState()
      .reloadConversations()
      .catch(() => undefined);
  }, []);

  const navigate = (href: string) => {
    onNavigate?.();
    router.push(href);
  };
  const shown = conversations.slice(0, PRIVATE_PREVIEW_SIZE);
  return (
    <div data-testid="private-preview">
      {status === 'error' && <p className={styles.error}>{t('chat.listFailed')}</p>}
      {status === 'ready' && shown.length === 0 && <p className={styles.empty}>{t('notice.privateEmpty')}</p>}
      <ul className={styles.convList}>
        {shown.map((c) => {
          const other = counterpartOf(c, memberId);
          return (
            <li key={c.id}>
              <ConversationItem
                conversation={c}
                myId={memberId}
                active={false}
                onOpen={() => {
                  if (!other) return;
                  if (!isMobileLayout()) onNavigate?.();
                  openMessageDialog({ memberId: other.id, conversationId: c.id }, { navigate });
                }}
              />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.loadHistory}
        onClick={() => {
          if (!isMobileLayout()) onNavigate?.();
          openMessageDialog({}, { navigate });
        }}
        data-testid="private-view-all"
      >
        {t('chat.viewAll')}
      </button>
    </div>
  );
}
