'use client';

import { Image } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { directionOf, historyComplete, messageView, nearTop, showsMessageTimeLabel, type ConversationMember } from '@/lib/chat/rules';
import type { FriendRequestMessage, Message } from '@/lib/contract/msg';
import type { ConversationHistory } from '@/lib/queries/chat';
import styles from './chat.module.css';
import { href } from '@/lib/routing/routes';

function Bubble({ message, onChoice }: { message: Message; onChoice: (text: string) => void }) {
  const t = useT();
  const view = messageView(message);
  switch (view.kind) {
    case 'image':
      return <Image src={view.url} alt={t('chat.image')} className={styles.image} width={120} data-testid="chat-image" />;
    case 'link':
      return (
        <a href={view.url} target="_blank" rel="noopener noreferrer" className={styles.link} data-testid="chat-link">
          {view.url}
        </a>
      );
    case 'post':
      return (
        <Link href={href('/community/post/:id', { id: view.card.postId })} className={styles.card} data-testid="chat-post-card">
          {view.card.coverImg ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={view.card.coverImg} alt="" loading="lazy" />
          ) : null}
          <span>
            <span className={styles.cardTitle}>{view.card.title || t('chat.openPost')}</span>
            <span className={styles.cardHint}>{t('chat.openPost')}</span>
          </span>
        </Link>
      );
    case 'titleCard':
      return (
        <span className={styles.card} data-testid="chat-title-card">
          <span className={styles.cardTitle}>{view.title}</span>
        </span>
      );
    case 'template':
      return (
        <div data-testid="chat-template">
          <p className={styles.text}>{view.title}</p>
          <div className={styles.choices}>
            {view.choices.map((choice, i) => (
              <button key={`${choice}-${i}`} type="button" onClick={() => onChoice(choice)}>
                {choice}
              </button>
            ))}
          </div>
        </div>
      );
    default:
      // J20: React escapes the text, so HTML shows as text
      return <p className={styles.text}>{view.text}</p>;
  }
}

/**
 * The history of a conversation (J12–J26): the friend-request message first (J16), time labels after
 * gaps over 300000 ms (J17), sent messages right and received left (J19), 'load history' and scrolling
 * to under 10 px from the top load older pages while the reading position stays (J13–J15).
 */
export function MessageList(props: {
  /** The loaded history; undefined until its first page answered. */
  history: ConversationHistory | undefined;
  /** A page is being read (the first one again, or an older one). */
  loading: boolean;
  /** The last read of the first page failed. */
  failed: boolean;
  myId: number | null;
  members: readonly ConversationMember[];
  friendMessage: FriendRequestMessage | undefined;
  /** Messages of the outbox: waiting to be sent, or refused when they finally were (issue 17). */
  delivery?: Readonly<Record<number, 'pending' | 'failed'>>;
  onLoadOlder: () => void;
  onChoice: (text: string) => void;
  /** Pull-to-refresh of the mobile page. */
  header?: React.ReactNode;
  onTouchStart?: React.TouchEventHandler<HTMLDivElement>;
  onTouchMove?: React.TouchEventHandler<HTMLDivElement>;
  onTouchEnd?: React.TouchEventHandler<HTMLDivElement>;
}) {
  const t = useT();
  const { history, loading, myId, members, friendMessage } = props;
  const box = useRef<HTMLDivElement>(null);
  // Reading the newest messages: a history that grows (images load) or shrinks (the keyboard opens) stays at the bottom.
  const pinned = useRef(true);
  const anchor = useRef<{ firstId: number | null; lastId: number | null; fromBottom: number }>({ firstId: null, lastId: null, fromBottom: 0 });
  const list = history?.list ?? [];
  const complete = !history || historyComplete(history.current, history.pages);
  const firstId = list[0]?.id ?? null;
  const lastId = list[list.length - 1]?.id ?? null;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = anchor.current;
    if (before.lastId !== null && before.lastId === lastId && before.firstId !== firstId) {
      // J15: older messages were prepended; keep the message being read in place
      el.scrollTop = el.scrollHeight - before.fromBottom;
    } else if (before.lastId !== lastId) {
      el.scrollTop = el.scrollHeight;
      pinned.current = true;
    }
    anchor.current = { firstId, lastId, fromBottom: el.scrollHeight - el.scrollTop };
  }, [firstId, lastId]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const stick = () => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    };
    // the box resizes (the keyboard opens, the phone turns) and images inside it load (load does not bubble: capture)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(stick);
    observer?.observe(el);
    el.addEventListener('load', stick, true);
    return () => {
      observer?.disconnect();
      el.removeEventListener('load', stick, true);
    };
  }, []);

  const remember = () => {
    const el = box.current;
    if (el) anchor.current = { ...anchor.current, fromBottom: el.scrollHeight - el.scrollTop };
  };
  const loadOlder = () => {
    if (complete || loading) return;
    remember();
    props.onLoadOlder();
  };
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    remember();
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    if (nearTop(el.scrollTop) && !complete && !loading) props.onLoadOlder();
  };

  const memberOf = (id: number) => members.find((m) => m.id === id) ?? null;
  return (
    <>
      {!complete && (
        // above the scrolling history, not at its top: a keyboard user reaches it on screen (issue 31 item 8; at the
        // top of the history it was focused off-screen, and scrolling it into view loaded older messages away from it)
        <button type="button" className={styles.loadHistory} onClick={loadOlder} data-testid="chat-load-history">
          {t('chat.loadHistory')}
        </button>
      )}
      <div
        ref={box}
        className={styles.history}
        // issue 31 item 8: arriving messages are announced (a log is polite: read after what is being read), and the
        // scrolling history is reachable and scrollable with the keyboard (one stop, the arrow keys scroll it)
        role="log"
        aria-label={t('chat.history')}
        tabIndex={0}
        onScroll={onScroll}
        onTouchStart={props.onTouchStart}
        onTouchMove={props.onTouchMove}
        onTouchEnd={props.onTouchEnd}
        data-testid="chat-history"
      >
        {props.header}
        {props.failed && <p className={styles.error}>{t('chat.historyFailed')}</p>}
        {friendMessage?.message && complete && (
          <div className={styles.friendRequest} data-testid="chat-friend-request">
            <strong>
              {t('chat.friendRequest')} · {friendMessage.createdTime}
            </strong>
            {friendMessage.message}
          </div>
        )}
        <Image.PreviewGroup>
          {list.map((message, i) => {
            const sent = directionOf(message, myId) === 1;
            const sender = memberOf(message.msgFrom);
            const anonymous = sender?.isAnonymous === 1 || message.msgFromIsAnonymous === 1;
            const name = anonymous ? t('common.anonymous') : (sender?.name ?? sender?.nickname ?? message.msgFromName ?? '');
            const avatar = <Avatar src={anonymous ? null : sender?.avatar} name={name} size={32} />;
            return (
              <div key={message.id}>
                {showsMessageTimeLabel(list[i - 1]?.sentTime, message.sentTime) && <div className={styles.timeLabel}>{message.sentTime}</div>}
                <div className={`${styles.row} ${sent ? styles.rowSent : ''}`} data-testid="chat-message" data-direction={sent ? 1 : 0} data-type={message.msgType}>
                  {anonymous ? (
                    avatar
                  ) : (
                    // a pointer shortcut to the sender's page: the pane's header links the other member once, so the
                    // messages add no tab stop (issue 31 item 8) and no repeated link for a screen reader
                    <Link href={href('/people/:id', { id: message.msgFrom })} tabIndex={-1} aria-hidden="true" data-testid="chat-message-sender">
                      {avatar}
                    </Link>
                  )}
                  {/* the sender, for a screen reader (the avatar link above is hidden from it) */}
                  <span className={styles.srOnly}>{t('chat.saidBy', { name: sent ? t('chat.me') : name })}</span>
                  <div className={styles.bubble} title={message.sentTime}>
                    <Bubble message={message} onChoice={props.onChoice} />
                  </div>
                  {props.delivery?.[message.id] && (
                    <span className={styles.delivery} data-testid="chat-delivery" data-state={props.delivery[message.id]}>
                      {props.delivery[message.id] === 'pending' ? t('chat.pending') : t('chat.pendingFailed')}
                    </span>
                  )}
                </div>
              </div>
            );
          })}
        </Image.PreviewGroup>
      </div>
    </>
  );
}
