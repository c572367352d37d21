'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { cleanPastedHtml } from '@/lib/shared/clean-paste';
import { contentExtensions } from './content-extensions';
import { EditorToolbar } from './editor-toolbar';
import styles from './news-editor.module.css';

/**
 * The rich-text editor of news bodies and company sections (Tiptap). Its value is HTML in the sanitiser's allowlist: it loads the stored
 * article, cleans pastes (Word, WeChat) to the allowlist, and the API sanitises again on save.
 * `value` is read once (the editor owns the document); `onChange` receives the HTML after each edit.
 * Loaded lazily in the browser only (`next/dynamic`), so it renders nothing on the server.
 */
export function RichTextEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  onError: (message: string) => void;
  /** The body's accessible name, placeholder and test id (the news body's by default; the company sections name theirs). */
  label?: string;
  placeholder?: string;
  testId?: string;
}) {
  const t = useT();
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  }, [props.onChange]);
  const editor = useEditor({
    extensions: contentExtensions(props.placeholder ?? t('newsEditor.bodyPlaceholder')),
    content: props.value ?? '',
    immediatelyRender: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        class: styles.editor ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label ?? t('newsEditor.body'),
        'data-testid': props.testId ?? 'news-body-editor',
      },
    },
    // The form holds the editor's HTML from the start, so what is saved is what the author saw. An empty body is not
    // reported: that would count as an edit, and the form would show 请输入正文 under a body not yet touched.
    onCreate: ({ editor: e }) => {
      if (!e.isEmpty) onChange.current?.(e.getHTML());
    },
    onUpdate: ({ editor: e }) => onChange.current?.(e.getHTML()),
  });
  if (!editor) return <div className={styles.editorLoading} />;
  return (
    <div>
      <EditorToolbar editor={editor} onError={props.onError} />
      <EditorContent editor={editor} />
    </div>
  );
}
