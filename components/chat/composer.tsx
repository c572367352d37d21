'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useDeviceClass, useLocale, useT } from '@/components/providers/i18n-context';
import { leadingDebounce } from '@/lib/chat/debounce';
import { CHAT_IMAGE_TYPES, IMAGE_SEND_DEBOUNCE_MS } from '@/lib/constants';
import { templateCategoriesQuery, templatesQuery } from '@/lib/queries/chat';
import type { MessageKey } from '@/locales/zh';
import styles from './chat.module.css';

/**
 * J27: template buttons by category (TanStack Query: `lib/queries/chat.ts`); a category lists its templates
 * and picking one fills the input. A load failure shows '获取对话模板失败'.
 */
function Templates({ onPick, onTip }: { onPick: (text: string) => void; onTip: (key: MessageKey) => void }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const categoryQuery = useQuery(templateCategoriesQuery(locale));
  const categories = categoryQuery.data ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const items = useQuery({ ...templatesQuery(open ?? '', locale), enabled: open !== null }).data;

  const categoriesFailed = categoryQuery.isError;
  useEffect(() => {
    if (categoriesFailed) onTip('chat.templateFailed');
  }, [categoriesFailed, onTip]);

  const toggle = async (category: string) => {
    if (open === category) {
      setOpen(null);
      return;
    }
    setOpen(category);
    try {
      // a category opened before answers from the cache
      await queryClient.fetchQuery(templatesQuery(category, locale));
    } catch {
      setOpen(null);
      onTip('chat.templateFailed');
    }
  };

  return (
    <>
      {categories.map((c) => (
        <button key={c.category} type="button" className={styles.chip} aria-expanded={open === c.category} onClick={() => void toggle(c.category)} data-testid="chat-template-category">
          {c.name}
        </button>
      ))}
      {open && items && (
        <ul className={styles.templateList} data-testid="chat-template-list">
          {items.map((tpl) => (
            <li key={tpl.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(tpl.content);
                  setOpen(null);
                }}
              >
                <strong>{tpl.title}</strong>
                {tpl.content}
              </button>
            </li>
          ))}
        </ul>
      )}
      {categories.length === 0 ? null : <span className={styles.hint}>{t('chat.templates')}</span>}
    </>
  );
}

/**
 * J28–J32: templates, the image button (several files, R48–R51, debounced 1 s), the multi-line input with
 * the 'Enter to send' hint (Enter sends, Shift+Enter is a newline; on a phone the touch keyboard's send key) and the send button. A banned member's
 * input is disabled (J30); the send button still answers with the muted message.
 */
export function Composer({ inputRef, ...props }: {
  text: string;
  onText: (text: string) => void;
  onSend: () => void;
  onImages: (files: File[]) => void;
  onTip: (key: MessageKey) => void;
  disabled: boolean;
  busy: boolean;
  withTemplates?: boolean;
  /** The message box (the dialog puts the focus there when a conversation opens). */
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = useT();
  const inputId = useId();
  // issue 29 item 13: a touch keyboard has no Shift+Enter; its Enter key is labelled 发送 (enterKeyHint) and the hint says so
  const touch = useDeviceClass() === 'mobile';
  const hint = touch ? t('chat.touchHint') : t('chat.enterHint');
  const file = useRef<HTMLInputElement>(null);
  const [pick] = useState(() => leadingDebounce((input: HTMLInputElement | null) => input?.click(), IMAGE_SEND_DEBOUNCE_MS));

  return (
    <div className={styles.composer}>
      <div className={styles.tools}>
        <button type="button" className={styles.chip} onClick={() => pick(file.current)} data-testid="chat-image-button">
          {t('chat.uploadImages')}
        </button>
        <input
          ref={file}
          type="file"
          multiple
          hidden
          accept={CHAT_IMAGE_TYPES.join(',')}
          data-testid="chat-image-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) props.onImages(files);
          }}
        />
        {props.withTemplates !== false && <Templates onPick={props.onText} onTip={props.onTip} />}
      </div>
      {/* issue 31 item 8: named by a label of its own; the hint is the placeholder and the line under it */}
      <label htmlFor={inputId} className={styles.srOnly}>
        {t('chat.messageLabel')}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className={styles.input}
        value={props.text}
        disabled={props.disabled}
        placeholder={hint}
        enterKeyHint="send"
        rows={3}
        onChange={(e) => props.onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          props.onSend();
        }}
        data-testid="chat-input"
      />
      <div className={styles.sendRow}>
        <span className={styles.hint}>{props.busy ? t('chat.uploading') : hint}</span>
        <button type="button" className={styles.send} onClick={props.onSend} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
