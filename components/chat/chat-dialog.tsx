'use client';

import { App, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { AntdScope } from '@/components/providers/antd-scope';
import { cycleTab } from '@/components/ui/dialog-focus';
import { useT } from '@/components/providers/i18n-context';
import { CHAT_DIALOG_HEIGHT, CHAT_DIALOG_WIDTH } from '@/lib/constants';
import { conversationListFailed, useChatStore } from '@/stores/chat';
import { ChatPane, outcomeText } from './chat-pane';
import { ContactList } from './contact-list';
import styles from './chat.module.css';

/**
 * J03–J43: the desktop private-message dialog (829 × 529). Each open request loads the conversations; a
 * request for a member reuses or creates the conversation and opens it (J41), and one from a post then
 * sends the post card (J42). A list failure shows '对话列表加载失败，请稍后重试' (J06).
 */
export function ChatDialog({ onShown }: { onShown?: () => void }) {
  return (
    <AntdScope>
      <ChatModal onShown={onShown} />
    </AntdScope>
  );
}

function ChatModal({ onShown }: { onShown?: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const { memberId } = useCurrentMember();
  const open = useChatStore((s) => s.dialogOpen);
  const request = useChatStore((s) => s.request);
  const connected = useChatStore((s) => s.connected);
  const handled = useRef(0);
  const [cardTip, setCardTip] = useState<{ seq: number; text: string } | null>(null);

  useEffect(() => {
    if (!request || request.seq === handled.current) return;
    handled.current = request.seq;
    // consumed: a dialog mounted again after a navigation must not repeat it (nor resend a post card)
    useChatStore.setState({ request: null });
    const store = useChatStore.getState();
    const target = request.target;
    if (!target) {
      void store.reloadConversations().catch(() => undefined);
      return;
    }
    void store
      .openFor(target)
      .then(async () => {
        if (!target.post) return;
        const outcome = await useChatStore.getState().sendPostCard(target.post);
        const text = outcomeText(t, outcome);
        if (text) setCardTip({ seq: request.seq, text });
      })
      .catch(() => {
        if (!conversationListFailed()) void message.error(t('chat.openFailed'));
      });
  }, [request, t, message]);

  // issue 18 item 13: the host's frame steps aside once the dialog is on screen
  useEffect(() => {
    if (open) onShown?.();
  }, [open, onShown]);

  const close = () => useChatStore.getState().closeDialog();
  return (
    <Modal
      open={open}
      // issue 28 item 2: the host may render it ahead, closed (hidden), so the first opening is immediate
      forceRender
      width={CHAT_DIALOG_WIDTH}
      centered
      footer={null}
      closable={false}
      // issue 31 item 8: the dialog is named by its title (aria-labelledby), which only a screen reader sees
      title={t('chat.title')}
      classNames={{ header: styles.srOnly }}
      onCancel={close}
      styles={{ container: { padding: 0, overflow: 'hidden' }, body: { padding: 0, height: CHAT_DIALOG_HEIGHT } }}
      transitionName=""
      maskTransitionName=""
      // issue 31 item 8: Tab cycles inside the dialog
      modalRender={(node) => <div onKeyDown={cycleTab}>{node}</div>}
    >
      <div className={styles.dialog} data-testid="chat-dialog" data-connected={connected ? 'true' : 'false'}>
        <ContactList myId={memberId} />
        <ChatPane onClose={close} externalTip={cardTip} />
      </div>
    </Modal>
  );
}
