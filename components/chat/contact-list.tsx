'use client';

import { App } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { conversationsOfTab, counterpartOf, displayName, tabTotals, type ContactTab } from '@/lib/chat/rules';
import type { Conversation } from '@/lib/contract/msg';
import { useChatStore } from '@/stores/chat';
import { BADGE_CAP } from '@/lib/constants';
import { formatBadge } from '@/lib/format/count';
import { ConversationItem } from './conversation-item';
import { useConversations } from './use-conversations';
import styles from './chat.module.css';
import { TabButton } from '@/components/ui/tab-button';
import { useTabIds } from '@/components/ui/tab-ids';

const TABS: readonly { key: ContactTab; label: 'chat.tabFollowed' | 'chat.tabNotFollowed' }[] = [
  { key: 'followed', label: 'chat.tabFollowed' },
  { key: 'notFollowed', label: 'chat.tabNotFollowed' },
];

/**
 * J05–J07, J43: the 270 px 'contacts' column with the followed / not-followed tabs and their unread totals;
 * right-click asks before deleting a conversation.
 */
export function ContactList({ myId }: { myId: number | null }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const { conversations, status } = useConversations();
  const openId = useChatStore((s) => s.openId);
  const [tab, setTab] = useState<ContactTab>('followed');
  const totals = tabTotals(conversations);

  // the tab follows the conversation that was opened (from a member page, the panel)
  const [tabFor, setTabFor] = useState<number | null>(null);
  const open = conversations.find((c) => c.id === openId);
  if (open && open.id !== tabFor) {
    setTabFor(open.id);
    setTab(open.isFollowed ? 'followed' : 'notFollowed');
  }

  const confirmDelete = (conversation: Conversation) => {
    const name = displayName(counterpartOf(conversation, myId), t('common.anonymous'));
    modal.confirm({
      title: t('chat.deleteConfirm', { name }),
      okText: t('editInfo.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await useChatStore.getState().removeConversation(conversation.id);
        if (done) void message.success(t('chat.deleted'));
        else void message.error(t('chat.deleteFailed'));
      },
    });
  };

  const shown = conversationsOfTab(conversations, tab);
  const ids = useTabIds();
  return (
    <div className={styles.contacts} data-testid="chat-contacts">
      <h2 className={styles.contactsTitle}>{t('chat.contacts')}</h2>
      <div className={styles.tabs} role="tablist">
        {TABS.map((spec) => {
          const badge = formatBadge(totals[spec.key], BADGE_CAP);
          return (
            <TabButton key={spec.key} ids={ids} tabKey={spec.key} selected={tab === spec.key} onSelect={() => setTab(spec.key)} testId={`chat-tab-${spec.key}`}>
              {t(spec.label)}
              {badge && (
                <span className={styles.count} data-testid={`chat-tab-total-${spec.key}`}>
                  {badge}
                </span>
              )}
            </TabButton>
          );
        })}
      </div>
      <div className={styles.tabPanel} role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab)}>
        {status === 'error' && <p className={styles.error}>{t('chat.listFailed')}</p>}
        {status === 'ready' && shown.length === 0 && <p className={styles.empty}>{t('chat.empty')}</p>}
        <ul className={styles.convList}>
          {shown.map((c) => (
            <li key={c.id}>
              <ConversationItem
                conversation={c}
                myId={myId}
                active={c.id === openId}
                onOpen={() => void useChatStore.getState().openConversation(c.id)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  confirmDelete(c);
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
