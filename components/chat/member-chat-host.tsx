'use client';

import dynamic from 'next/dynamic';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { leadingDebounce } from '@/lib/chat/debounce';
import { OPEN_MESSAGE_DIALOG_EVENT, type OpenMessageDetail } from '@/components/chat/open-message';
import { CHAT_DIALOG_HEIGHT, CHAT_DIALOG_WIDTH, MESSAGE_TIP_HIDE_MS, OPEN_MESSAGE_DEBOUNCE_MS } from '@/lib/constants';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useIdlePreload } from '@/components/ui/preload';
import type { Announcement } from '@/stores/chat';
import { useDialogs } from '@/stores/dialogs';
import { loadChatDialog, preloadChatDialog } from './chat-dialog-loader';
import { releasePendingOpen, takePendingOpen } from './pending-open';
import { useConversations } from './use-conversations';
import styles from './chat-toast.module.css';

const ChatDialog = dynamic(() => loadChatDialog().then((m) => m.ChatDialog), { ssr: false });

/** A frame that did not turn into the dialog (its code failed to load) gives up after this long. */
const FRAME_GIVE_UP_MS = 15_000;

/**
 * The one host of the private chat, for a member (`ChatHost` of the `(site)` layout loads it). It reads the conversations
 * (the 私信 unread total; TanStack Query, so a navigation reads nothing again); on desktop it opens the real-time channel (J44; never on mobile, J52), listens
 * for the open-message-dialog event with a 1000 ms leading-edge debounce (J03) and mounts the dialog
 * (antd; its code is fetched, and the dialog rendered ahead, closed, when the page is idle or a message button is
 * hovered, focused or touched). From the click until the dialog shows, its frame does (issue 18 item 13). New messages are announced with a toast
 * naming the sender (J49).
 */
export function MemberChatHost() {
  const t = useT();
  const device = useDeviceClass();
  const { hydrated, isLogin } = useCurrentMember();
  const [mounted, setMounted] = useState(false);
  const [toast, setToast] = useState<Announcement | null>(null);
  const [opening, setOpening] = useState(false);
  // the dialog is on screen: a further open request needs no frame
  const shown = useRef(false);
  const onShown = useCallback(() => {
    shown.current = true;
    setOpening(false);
  }, []);
  const desktop = device === 'desktop';
  useConversations();
  useIdlePreload(preloadChatDialog, desktop && hydrated && isLogin);
  // issue 28 item 2: once wanted (idle page, intent on a message button) and its code is in, the dialog is rendered
  // ahead, closed, in a transition (it yields to input): opening it is then a change of one prop, not antd's first
  // render of the modal and the contact list
  const wanted = useDialogs((s) => s.chatAhead);
  useEffect(() => {
    if (!wanted || !desktop || !hydrated || !isLogin || mounted) return;
    let live = true;
    loadChatDialog().then(
      () => live && startTransition(() => setMounted(true)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, desktop, hydrated, isLogin, mounted]);

  useEffect(() => {
    if (!opening) return;
    const timer = window.setTimeout(() => setOpening(false), FRAME_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [opening]);

  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void import('@/stores/chat').then(({ useChatStore, startRealtime }) => {
      if (!live) return;
      const store = useChatStore.getState();
      if (store.dialogOpen) setMounted(true);
      unsubscribe = useChatStore.subscribe((s, prev) => {
        if (s.dialogOpen && !prev.dialogOpen) setMounted(true);
        if (!s.dialogOpen && prev.dialogOpen) shown.current = false;
        if (s.announcement && s.announcement !== prev.announcement) setToast(s.announcement);
      });
      if (desktop) void startRealtime().catch(() => undefined);
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [hydrated, isLogin, desktop]);

  useEffect(() => {
    if (!desktop) return;
    const open = leadingDebounce((detail: OpenMessageDetail) => {
      if (!shown.current) setOpening(true);
      // the frame paints first: the store update below renders the dialog synchronously
      const afterPaint = (fn: () => void) => window.requestAnimationFrame(() => window.setTimeout(fn, 0));
      void import('@/stores/chat').then(({ useChatStore }) =>
        afterPaint(() => {
          useChatStore
            .getState()
            .requestOpen(detail.memberId ? { memberId: detail.memberId, conversationId: detail.conversationId ?? null, post: detail.post ?? null } : null);
          setMounted(true);
        }),
      );
    }, OPEN_MESSAGE_DEBOUNCE_MS);
    const onEvent = (e: Event) => open((e as CustomEvent<OpenMessageDetail>).detail ?? {});
    window.addEventListener(OPEN_MESSAGE_DIALOG_EVENT, onEvent);
    // a 私信 clicked while this host's code was still loading
    const early = takePendingOpen();
    if (early) open(early);
    return () => {
      window.removeEventListener(OPEN_MESSAGE_DIALOG_EVENT, onEvent);
      releasePendingOpen();
    };
  }, [desktop]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), MESSAGE_TIP_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <>
      {opening && desktop ? <DialogFrame title={t('chat.title')} width={CHAT_DIALOG_WIDTH} height={CHAT_DIALOG_HEIGHT} placement="center" lines={6} testId="chat-frame" /> : null}
      {mounted && desktop && isLogin ? <ChatDialog onShown={onShown} /> : null}
      {toast && (
        <div
          className={styles.toast}
          role="status"
          data-testid="chat-toast"
          onClick={() => {
            setToast(null);
            if (desktop) window.dispatchEvent(new CustomEvent<OpenMessageDetail>(OPEN_MESSAGE_DIALOG_EVENT, { detail: {} }));
          }}
        >
          {toast.anonymous || !toast.name ? t('chat.newMessageAnonymous') : t('chat.newMessage', { name: toast.name })}
        </div>
      )}
    </>
  );
}
