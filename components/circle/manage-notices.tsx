'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { addCircleNotice, circleNoticesQuery } from '@/lib/queries/circle';
import type { Viewer } from '@/lib/queries/client';
import { ActionError } from './manage-status';
import { useCircleAction } from './use-circle-action';
import styles from './circle.module.css';

const NOTICE_MAX = 500;

/** G38: write a notice to the circle; the notices so far below. The text stays when the write fails. */
export function ManageNotices({ circleId, viewer }: { circleId: number; viewer: Viewer }) {
  const t = useT();
  const query = useQuery(circleNoticesQuery(circleId, viewer));
  const action = useCircleAction(circleId, viewer);
  const [text, setText] = useState('');
  const post = () =>
    action.run(async () => {
      await addCircleNotice(circleId, text.trim());
      setText('');
    });

  return (
    <>
      <ActionError error={action.error} />
      <textarea
        className={styles.textarea}
        value={text}
        maxLength={NOTICE_MAX}
        aria-label={t('circle.noticePlaceholder')}
        placeholder={t('circle.noticePlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="notice-input"
      />
      <div className={styles.row}>
        <button type="button" className={styles.button} disabled={action.busy || text.trim() === ''} onClick={() => void post()} data-testid="notice-submit">
          {t('circle.postNotice')}
        </button>
      </div>
      {query.data && (
        <ul className={styles.notices} data-testid="manage-notices">
          {query.data.map((n) => (
            <li key={n.id}>
              {n.content}
              <time dateTime={n.createdTime}>{n.createdTime.slice(0, 16)}</time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
