'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { NEWS_CONTENT_IMAGE_PREFIX, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { uploadFile } from '@/lib/upload/upload';
import { LinkForm } from './link-form';
import styles from './news-editor.module.css';

interface Tool {
  label: string;
  title: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

/**
 * The body's toolbar: bold, italic, subheading, paragraph, quote, lists, link, and an image uploaded
 * through the signed flow (compressed, key prefix `image/newsContent/`) and inserted at the cursor.
 */
export function EditorToolbar({ editor, onError }: { editor: Editor; onError: (message: string) => void }) {
  const t = useT();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [linking, setLinking] = useState(false);
  const tools: Tool[] = [
    { label: 'B', title: t('newsEditor.bold'), active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: 'I', title: t('newsEditor.italic'), active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { label: 'H', title: t('newsEditor.heading'), active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: '¶', title: t('newsEditor.paragraph'), active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
    { label: '❝', title: t('newsEditor.quote'), active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
    { label: '•', title: t('newsEditor.list'), active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { label: '1.', title: t('newsEditor.orderedList'), active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  ];
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ active: tools.map((tool) => tool.active(e)), link: e.isActive('link'), href: String(e.getAttributes('link').href ?? '') }),
  });

  const insertImage = async (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > UPLOAD_MAX_BYTES.image) {
      onError(t('upload.tooLarge', { n: UPLOAD_MAX_BYTES.image / 1024 / 1024 }));
      return;
    }
    setUploading(0);
    try {
      const stored = await uploadFile(picked, { prefix: NEWS_CONTENT_IMAGE_PREFIX, onProgress: setUploading });
      editor.chain().focus().setImage({ src: stored.url, alt: '' }).run();
    } catch {
      onError(t('company.uploadFailed'));
    } finally {
      setUploading(null);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={t('newsEditor.body')}>
        {tools.map((tool, i) => (
          <button
            key={tool.title}
            type="button"
            className={styles.tool}
            title={tool.title}
            aria-label={tool.title}
            aria-pressed={state.active[i] ?? false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          title={t('newsEditor.link')}
          aria-label={t('newsEditor.link')}
          aria-pressed={state.link}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setLinking((open) => !open)}
        >
          {t('newsEditor.link')}
        </button>
        <button type="button" className={styles.tool} onClick={() => file.current?.click()} disabled={uploading !== null}>
          {uploading !== null ? t('upload.uploading', { percent: uploading }) : t('newsEditor.image')}
        </button>
        <input
          ref={file}
          className={styles.fileInput}
          hidden
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          data-testid="news-image-input"
          onChange={(e) => void insertImage(e.target.files?.[0])}
        />
      </div>
      {linking && (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onClose={() => setLinking(false)}
        />
      )}
    </>
  );
}
