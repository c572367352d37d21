'use client';

import { useQuery } from '@tanstack/react-query';
import { Popover } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode, type TouchEventHandler } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { getDraft, saveDraft } from '@/lib/chat/drafts';
import { checkSend, counterpartOf, displayName, type ConversationMember } from '@/lib/chat/rules';
import { MESSAGE_TIP_HIDE_MS, UPLOAD_PREFIX } from '@/lib/constants';
import { validateChatImages } from '@/lib/validation/chat-images';
import { conversationHistoryQuery, friendRequestMessageQuery } from '@/lib/queries/chat';
import type { MessageKey } from '@/locales/zh';
import { useChatStore, type SendOutcome } from '@/stores/chat';
import { selectIsBanned, selectMembership, useSessionStore } from '@/stores/session';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useConversations } from './use-conversations';
import styles from './chat.module.css';
import { href } from '@/lib/routing/routes';

/** J08/J09: name, company and position link to the member's home; anonymous members are not linked (J10). */
function PaneHeader({ member, onClose }: { member: ConversationMember | null; onClose?: () => void }) {
  const t = useT();
  const membership = useSessionStore(selectMembership);
  const anonymous = member?.isAnonymous === 1;
  const name = displayName(member, t('common.anonymous'));
  const memberHref = member ? href('/people/:id', { id: member.id }) : '';
  const piece = (text: string | null | undefined, strong = false) => {
    if (!text) return null;
    const inner = strong ? <strong>{text}</strong> : <span>{text}</span>;
    return anonymous ? inner : <Link href={memberHref}>{inner}</Link>;
  };
  return (
    <div className={styles.header} data-testid="chat-header">
      <div className={styles.headerInfo}>
        {member && (
          <>
            <span data-testid="chat-header-name">{piece(name, true)}</span>
            {!anonymous && piece(member.company)}
            {!anonymous && piece(member.position)}
            {!anonymous && (
              <Popover
                trigger="click"
                title={t('chat.memberType')}
                content={
                  membership && membership.length > 0 ? (
                    <ul className={styles.benefits}>
                      {membership.map((b) => (
                        <li key={b.name}>
                          {b.name}
                          {b.description ? `：${b.description}` : ''}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('chat.memberTypeORDINARY')
                  )
                }
              >
                <button type="button" className={styles.typeButton} data-testid="chat-member-type">
                  {t('chat.memberType')}
                </button>
              </Popover>
            )}
          </>
        )}
      </div>
      {onClose && (
        <button type="button" className={styles.iconButton} aria-label={t('common.close')} onClick={onClose} data-testid="chat-close">
          ×
        </button>
      )}
    </div>
  );
}

/** The message a failed send shows (S42–S46 by code, else the server msg). */
export function outcomeText(t: ReturnType<typeof useT>, outcome: SendOutcome): string | null {
  if (outcome.status === 'rejected') return t(outcome.error);
  if (outcome.status === 'failed') {
    if (outcome.error) return t(outcome.error);
    return outcome.msg ? t('chat.sendFailed', { msg: outcome.msg }) : t('chat.sendFailedPlain');
  }
  return null;
}

/**
 * The right pane of the dialog and the mobile conversation page: header, history, composer, the 5 s tip
 * (J39). Drafts are kept per conversation for the browser session (J40).
 */
export function ChatPane(props: {
  onClose?: () => void;
  /** Rendered above the history (the mobile refresh row). */
  historyHeader?: ReactNode;
  touch?: { onTouchStart: TouchEventHandler<HTMLDivElement>; onTouchMove: TouchEventHandler<HTMLDivElement>; onTouchEnd: TouchEventHandler<HTMLDivElement> };
  /** A tip raised outside the pane (the post card of J42). */
  externalTip?: { seq: number; text: string } | null;
}) {
  const t = useT();
  const { memberId: me } = useCurrentMember();
  const isBanned = useSessionStore(selectIsBanned);
  const openId = useChatStore((s) => s.openId);
  const source = useChatStore((s) => s.historySource);
  const loadingOlder = useChatStore((s) => s.loadingOlder);
  const { conversations } = useConversations();
  const conversation = conversations.find((c) => c.id === openId) ?? null;
  const member = conversation ? counterpartOf(conversation, me) : null;
  // J12: the store reads the first page when a conversation opens; the pane shows what the cache holds
  const history = useQuery({ ...conversationHistoryQuery(conversation ?? { id: 0, lastMessage: null }, source, me), enabled: conversation !== null });
  // J16: the friend-request message with this member
  const friendMessage = useQuery({ ...friendRequestMessageQuery(member?.id ?? 0, me), enabled: member !== null }).data;
  const reconnecting = useChatStore((s) => s.connection === 'reconnecting');
  const delivery = useChatStore((s) => s.delivery);
  const [text, setText] = useState('');
  const [tip, setTip] = useState<{ id: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef('');
  const tips = useRef(0);

  // J40: entering a conversation restores its draft …
  const [draftFor, setDraftFor] = useState<number | null>(null);
  if (openId !== draftFor) {
    setDraftFor(openId);
    setText(openId === null ? '' : getDraft(openId));
  }
  useEffect(() => {
    latest.current = text;
  }, [text]);
  // … and leaving it (or closing the page) saves the unsent text
  useEffect(() => {
    if (openId === null) return;
    return () => saveDraft(openId, latest.current);
  }, [openId]);
  // J40: closing the dialog keeps the unsent text as this conversation's draft
  const dialogOpen = useChatStore((s) => s.dialogOpen);
  useEffect(() => {
    if (!dialogOpen && openId !== null) saveDraft(openId, latest.current);
  }, [dialogOpen, openId]);
  // issue 31 item 8: a conversation opened in the dialog puts the focus in its message box (no Tab walk through the
  // contacts and the history); the phone page does not (its keyboard would cover the history)
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (dialogOpen && openId !== null) input.current?.focus({ preventScroll: true });
  }, [dialogOpen, openId]);

  // J39: a tip hides after 5 s
  const showTip = useCallback((value: string) => {
    tips.current += 1;
    setTip({ id: tips.current, text: value });
  }, []);
  useEffect(() => {
    if (!tip) return;
    const timer = window.setTimeout(() => setTip(null), MESSAGE_TIP_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [tip]);
  const tipKey = useCallback((key: MessageKey) => showTip(t(key)), [showTip, t]);

  const external = props.externalTip;
  const [externalSeen, setExternalSeen] = useState(0);
  if (external && external.seq !== externalSeen) {
    setExternalSeen(external.seq);
    setTip({ id: -external.seq, text: external.text });
  }

  const send = async () => {
    const outcome = await useChatStore.getState().send(latest.current);
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      latest.current = '';
      setText('');
      if (openId !== null) saveDraft(openId, '');
      // issue 17: kept in the outbox, sent when the connection is back
      if (outcome.status === 'queued') showTip(t('chat.queued'));
      return;
    }
    const message = outcomeText(t, outcome);
    if (message) showTip(message);
  };

  const sendImages = async (files: File[]) => {
    const issue = validateChatImages(files);
    if (issue) {
      showTip(t(issue.key, issue.values));
      return;
    }
    const pre = checkSend({ isBanned, conversation, text: files[0]?.name ?? '', kind: 'image' });
    if (!pre.ok) {
      showTip(t(pre.error));
      return;
    }
    setBusy(true);
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      for (const file of files) {
        const uploaded = await uploadFile(file, { prefix: UPLOAD_PREFIX.messageImage });
        const outcome = await useChatStore.getState().send(uploaded.url, 'image');
        if (outcome.status !== 'sent' && outcome.status !== 'queued') {
          showTip(outcomeText(t, outcome) ?? t('chat.imageFailed'));
          return;
        }
      }
    } catch {
      showTip(t('chat.imageFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.pane} data-testid="chat-pane">
      <PaneHeader member={member} onClose={props.onClose} />
      {reconnecting && (
        <div className={styles.reconnecting} role="status" data-testid="chat-reconnecting">
          {t('chat.reconnecting')}
        </div>
      )}
      {conversation ? (
        <MessageList
          history={history.data}
          loading={history.isFetching || loadingOlder}
          failed={history.isError && !history.isFetching}
          myId={me}
          members={conversation.members}
          friendMessage={friendMessage}
          delivery={delivery}
          onLoadOlder={() => void useChatStore.getState().loadOlder()}
          onChoice={setText}
          header={props.historyHeader}
          {...props.touch}
        />
      ) : (
        <div className={styles.paneEmpty}>{t('chat.selectHint')}</div>
      )}
      <Composer
        text={text}
        onText={setText}
        onSend={() => void send()}
        onImages={(files) => void sendImages(files)}
        onTip={tipKey}
        disabled={isBanned}
        busy={busy}
        inputRef={input}
      />
      {tip && (
        <div className={styles.tip} role="alert" data-testid="chat-tip">
          {tip.text}
        </div>
      )}
    </div>
  );
}
