'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { MessageButton } from './message-button';
import styles from './chat.module.css';

/** G30: 'message the author' on a post, for everyone but the author; the chat sends the post card (J42). */
export function MessageAuthorButton(props: { authorId: number; postId: number; title: string; type: string | number | null; coverImg: string | null; anonymous: boolean }) {
  const t = useT();
  const { hydrated, memberId } = useCurrentMember();
  if (!hydrated || memberId === props.authorId) return null;
  return (
    <MessageButton
      memberId={props.authorId}
      post={{ id: props.postId, title: props.title, type: props.type, coverImg: props.coverImg, anonymous: props.anonymous }}
      className={styles.chip}
      testId="message-author"
    >
      {t('chat.messageAuthor')}
    </MessageButton>
  );
}
