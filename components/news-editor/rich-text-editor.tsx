'use client';

import { useEffect, useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { NEWS_CONTENT_IMAGE_PREFIX } from '@/lib/constants';
import { uploadFile } from '@/lib/upload/upload';
import styles from './news-editor.module.css';

/**
 * A small contentEditable editor with basic formatting (bold, italic, subheading, paragraph, quote,
 * list, image upload). Its value is HTML; the API sanitises it on save with the same allowlist as reading.
 */
export function RichTextEditor(props: { initialHtml: string; onChange: (html: string) => void; onError: (message: string) => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const { initialHtml, onChange } = props;

  useEffect(() => {
    if (ref.current && ref.current.innerHTML === '') ref.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const exec = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    onChange(ref.current?.innerHTML ?? '');
  };

  const insertImage = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(0);
    try {
      const stored = await uploadFile(picked, { prefix: NEWS_CONTENT_IMAGE_PREFIX, onProgress: setUploading });
      exec('insertImage', stored.url);
    } catch {
      props.onError(t('upload.failed'));
    } finally {
      setUploading(null);
      if (file.current) file.current.value = '';
    }
  };

  const tools: [label: string, title: string, command: string, value?: string][] = [
    ['B', t('newsEditor.bold'), 'bold'],
    ['I', t('newsEditor.italic'), 'italic'],
    ['H', t('newsEditor.heading'), 'formatBlock', '<h2>'],
    ['¶', t('newsEditor.paragraph'), 'formatBlock', '<p>'],
    ['❝', t('newsEditor.quote'), 'formatBlock', '<blockquote>'],
    ['•', t('newsEditor.list'), 'insertUnorderedList'],
  ];

  return (
    <div>
      <div className={styles.toolbar} role="toolbar" aria-label={t('newsEditor.body')}>
        {tools.map(([label, title, command, value]) => (
          <button
            key={title}
            type="button"
            className={styles.tool}
            title={title}
            aria-label={title}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec(command, value)}
          >
            {label}
          </button>
        ))}
        <button type="button" className={styles.tool} onClick={() => file.current?.click()} disabled={uploading !== null}>
          {uploading !== null ? t('upload.uploading', { percent: uploading }) : t('newsEditor.image')}
        </button>
        <input ref={file} className={styles.fileInput} type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => void insertImage(e.target.files?.[0])} />
      </div>
      <div
        ref={ref}
        className={styles.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('newsEditor.body')}
        data-placeholder={t('newsEditor.bodyPlaceholder')}
        data-testid="news-body-editor"
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
      />
    </div>
  );
}
