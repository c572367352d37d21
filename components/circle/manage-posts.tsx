'use client';

import { useQuery } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { circleManagedPostsQuery, togglePostPin } from '@/lib/queries/circle';
import type { Viewer } from '@/lib/queries/client';
import { href } from '@/lib/routing/routes';
import { ActionError, ManageStatus } from './manage-status';
import { useCircleAction } from './use-circle-action';
import styles from './circle.module.css';

/** G25: the circle's posts; pin or unpin each. */
export function ManagePosts({ circleId, viewer }: { circleId: number; viewer: Viewer }) {
  const t = useT();
  const query = useQuery(circleManagedPostsQuery(circleId, viewer));
  const action = useCircleAction(circleId, viewer);
  return (
    <>
      <ActionError error={action.error} />
      <ManageStatus query={query}>
        {(posts) => (
          <table className={styles.table} data-testid="manage-posts">
            <tbody>
              {posts.map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.isTop && <span className={styles.pinnedMark}>{t('circle.pinned')}</span>}
                    <Link href={href('/community/post/:id', { id: p.id })}>{p.title || p.content.slice(0, 40)}</Link>
                  </td>
                  <td>{p.nickname}</td>
                  <td>{p.publishTime.slice(0, 10)}</td>
                  <td>
                    <button type="button" className={styles.ghost} disabled={action.busy} onClick={() => void action.run(() => togglePostPin(p.id))} data-testid="post-pin">
                      {p.isTop ? t('circle.unpin') : t('circle.pin')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ManageStatus>
    </>
  );
}
