'use client';

import { Alert, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { ReviewStatus } from '@/lib/contract/catalogue';
import type { EditorNotice } from './use-catalogue-editor';
import styles from './product-editor.module.css';

/** The top of a product or brand form: its title, the item's review status (when editing) and the notice. */
export function EditorHead(props: { title: string; reviewStatus: ReviewStatus | null; notice: EditorNotice | null; testId: string }) {
  const t = useT();
  return (
    <>
      <h1 className={styles.title}>{props.title}</h1>
      {props.reviewStatus && <p>{t('productEditor.status', { status: t(`productEditor.status.${props.reviewStatus}`) })}</p>}
      {props.notice && <Alert type={props.notice.type} title={props.notice.text} showIcon style={{ marginBottom: 16 }} data-testid={`${props.testId}-notice`} />}
    </>
  );
}

/** The bottom of a product or brand form: delete (when editing, after a confirm) and submit. */
export function EditorActions(props: { onDelete: (() => void) | null; deleteConfirm: string; deleteLabel: ReactNode; saving: boolean; testId: string }) {
  const t = useT();
  return (
    <div className={styles.actions}>
      {props.onDelete && (
        <Popconfirm title={props.deleteConfirm} onConfirm={props.onDelete}>
          <Button danger data-testid={`${props.testId}-delete`}>
            {props.deleteLabel}
          </Button>
        </Popconfirm>
      )}
      <Button type="primary" htmlType="submit" loading={props.saving} data-testid={`${props.testId}-submit`}>
        {t('productEditor.submit')}
      </Button>
    </div>
  );
}
