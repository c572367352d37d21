'use client';

import { useT } from '@/components/providers/i18n-context';
import { PanelFrame } from '@/components/ui/dialog-frame';
import styles from './editor-frame.module.css';

/** Issue 18 item 13: the post editor's frame, in the page while the editor's code loads. */
export function EditorFrame() {
  const t = useT();
  return <PanelFrame title={t('community.createPost')} lines={7} testId="editor-frame" />;
}

/**
 * The same frame over the page below the site header, from the click on 发布 until the editor's page is there
 * (the navigation waits for the server when the page was not prefetched).
 */
export function EditorFrameOverlay({ top }: { top: number }) {
  return (
    <div className={styles.overlay} style={{ top }}>
      <div className={styles.inner}>
        <EditorFrame />
      </div>
    </div>
  );
}
