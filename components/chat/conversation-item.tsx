'use client';

import { useT } from '@/components/providers/i18n-context';
import { Avatar } from '@/components/ui/avatar';
import { counterpartOf, displayName, lastMessagePreview } from '@/lib/chat/rules';
import type { Conversation } from '@/lib/contract/msg';
import { BADGE_CAP } from '@/lib/constants';
import { formatBadge } from '@/lib/format/count';
import styles from './chat.module.css';

/** J07: avatar, name, last message and the unread count (99+). */
export function ConversationItem(props: {
  conversation: Conversation;
  myId: number | null;
  active: boolean;
  onOpen: () => void;
  onContextMenu?: (e: React.MouseEvent) => void;
}) {
  const t = useT();
  const other = counterpartOf(props.conversation, props.myId);
  const anonymous = other?.isAnonymous === 1;
  const name = displayName(other, t('common.anonymous'));
  const badge = formatBadge(props.conversation.unreadMessageCount, BADGE_CAP);
  return (
    <button
      type="button"
      className={`${styles.conv} ${props.active ? styles.convActive : ''}`}
      onClick={props.onOpen}
      onContextMenu={props.onContextMenu}
      aria-current={props.active ? 'true' : undefined}
      data-testid="chat-conversation"
      data-member-id={other?.id}
    >
      <Avatar src={anonymous ? null : other?.avatar} name={name} size={40} />
      <span className={styles.convBody}>
        <span className={styles.convName}>{name}</span>
        <span className={styles.convLast}>{lastMessagePreview(props.conversation.lastMessage, { image: t('chat.image'), post: t('chat.postCard') })}</span>
      </span>
      {badge && (
        <span className={styles.count} data-testid="chat-conversation-unread">
          {badge}
        </span>
      )}
    </button>
  );
}

