'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { CircleRequest } from '@/lib/contract/circle';
import { circleRequestsQuery, decideJoinRequest } from '@/lib/queries/circle';
import type { Viewer } from '@/lib/queries/client';
import { href } from '@/lib/routing/routes';
import { ActionError, ManageStatus } from './manage-status';
import { useCircleAction } from './use-circle-action';
import styles from './circle.module.css';

/** G41: join requests with their messages; accept or reject, then 已接受 / 已拒绝 in the row. */
export function ManageRequests({ circleId, viewer }: { circleId: number; viewer: Viewer }) {
  const t = useT();
  const queryClient = useQueryClient();
  const options = circleRequestsQuery(circleId, viewer);
  const query = useQuery(options);
  const action = useCircleAction(circleId, viewer);
  const decide = (r: CircleRequest, accept: boolean) =>
    action.run(async () => {
      await decideJoinRequest(r.id, accept);
      queryClient.setQueryData(options.queryKey, (list) => list?.map((x) => (x.id === r.id ? { ...x, operationResult: accept ? 1 : 2 } : x)));
    });

  return (
    <>
      <ActionError error={action.error} />
      <ManageStatus query={query}>
        {(requests) => (
          <table className={styles.table} data-testid="manage-requests">
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} data-testid="circle-request" data-member-id={r.memberId}>
                  <td>
                    <Link href={href('/people/:id', { id: r.memberId })} className={styles.row}>
                      <Avatar src={r.avatar} name={r.nickname ?? ''} size={28} />
                      {r.nickname}
                    </Link>
                  </td>
                  <td>{[r.company, r.position].filter(Boolean).join(' · ')}</td>
                  <td data-testid="request-message">{r.message ? t('circle.requestMessage', { msg: r.message }) : null}</td>
                  <td>{r.createdTime.slice(0, 16)}</td>
                  <td>
                    {r.operationResult === 0 ? (
                      <span className={styles.row}>
                        <button type="button" className={styles.button} disabled={action.busy} onClick={() => void decide(r, true)} data-testid="request-accept">
                          {t('circle.accept')}
                        </button>
                        <button type="button" className={styles.ghost} disabled={action.busy} onClick={() => void decide(r, false)} data-testid="request-reject">
                          {t('circle.reject')}
                        </button>
                      </span>
                    ) : (
                      <span className={styles.status} data-testid="request-result">
                        {r.operationResult === 1 ? t('circle.accepted') : t('circle.rejected')}
                      </span>
                    )}
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
