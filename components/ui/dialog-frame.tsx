'use client';

import type { CSSProperties } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './dialog-frame.module.css';

/**
 * Issue 18 item 13: the frame of a dialog, drawn with plain markup the moment it is asked for, while the dialog's
 * code loads or renders; the dialog takes its place. `lines` skeleton rows stand for its content.
 */
export function DialogFrame(props: {
  title?: string;
  width: number;
  height?: number;
  /** `top` sits 100 px from the top like antd's Modal; `center` like a centered one; `full` fills a phone screen. */
  placement?: 'top' | 'center' | 'full';
  lines?: number;
  testId?: string;
}) {
  const t = useT();
  const placement = props.placement ?? 'top';
  const style = { '--frame-w': `${props.width}px`, '--frame-h': props.height ? `${props.height}px` : 'auto' } as CSSProperties;
  return (
    <div className={`${styles.mask} ${styles[placement]}`} style={style} data-testid={props.testId ?? 'dialog-frame'}>
      <div className={styles.box} role="status" aria-busy="true">
        {props.title ? <p className={styles.title}>{props.title}</p> : null}
        <span className={styles.srOnly}>{t('common.loading')}</span>
        {Array.from({ length: props.lines ?? 4 }, (_, i) => (
          <span key={i} className={styles.line} aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}

/** The same frame inside the page flow (the post editor while its code loads), not over the page. */
export function PanelFrame({ title, lines = 6, testId, className }: { title?: string; lines?: number; testId?: string; className?: string }) {
  const t = useT();
  return (
    <div className={`${styles.panel} ${className ?? ''}`} role="status" aria-busy="true" data-testid={testId ?? 'panel-frame'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <span className={styles.srOnly}>{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
