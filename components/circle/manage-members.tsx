'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { CircleMember, CircleMemberType } from '@/lib/contract/circle';
import { circleMembersQuery, removeCircleMembers, transferCircle } from '@/lib/queries/circle';
import type { Viewer } from '@/lib/queries/client';
import { href } from '@/lib/routing/routes';
import type { MessageKey } from '@/locales/zh';
import { ActionError, ManageStatus } from './manage-status';
import { useCircleAction } from './use-circle-action';
import styles from './circle.module.css';

const ROLE: Record<CircleMemberType, MessageKey> = {
  OWNER: 'circle.owner',
  ADMIN: 'circle.roleAdmin',
  JOINED: 'circle.roleMember',
  PENDING: 'circle.pending',
};

interface Pending {
  text: string;
  write: () => Promise<void>;
}

/** G36, G37, G39: the members, a batch removal (members; admins too for the owner) and the owner's transfer. */
export function ManageMembers({ circleId, viewer, role }: { circleId: number; viewer: Viewer; role: 'OWNER' | 'ADMIN' }) {
  const t = useT();
  const router = useRouter();
  const query = useQuery(circleMembersQuery(circleId, viewer));
  const action = useCircleAction(circleId, viewer);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const removable = (m: CircleMember) => m.memberType === 'JOINED' || (role === 'OWNER' && m.memberType === 'ADMIN');
  const confirm = async () => {
    if (!pending) return;
    await action.run(pending.write);
    setPending(null);
  };

  return (
    <>
      <ActionError error={action.error} />
      <ManageStatus query={query}>
        {(members) => (
          <>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.button}
                disabled={selected.size === 0 || action.busy}
                onClick={() =>
                  setPending({
                    text: t('circle.removeConfirm', { n: selected.size }),
                    write: async () => {
                      await removeCircleMembers(circleId, [...selected]);
                      setSelected(new Set());
                    },
                  })
                }
                data-testid="remove-selected"
              >
                {t('circle.removeSelected')}
              </button>
            </div>
            <table className={styles.table} data-testid="manage-members">
              <tbody>
                {members.map((m) => (
                  <tr key={m.memberId}>
                    <td>
                      {removable(m) && (
                        <input type="checkbox" aria-label={m.nickname ?? String(m.memberId)} checked={selected.has(m.memberId)} onChange={() => toggle(m.memberId)} />
                      )}
                    </td>
                    <td>
                      <Link href={href('/people/:id', { id: m.memberId })} className={styles.row}>
                        <Avatar src={m.avatar} name={m.nickname ?? ''} size={28} />
                        {m.nickname}
                      </Link>
                    </td>
                    <td>{t(ROLE[m.memberType])}</td>
                    <td>{m.joinedTime.slice(0, 10)}</td>
                    <td>
                      {role === 'OWNER' && m.memberType !== 'OWNER' && (
                        <button
                          type="button"
                          className={styles.ghost}
                          disabled={action.busy}
                          onClick={() =>
                            setPending({
                              text: t('circle.transferConfirm', { name: m.nickname ?? String(m.memberId) }),
                              write: async () => {
                                await transferCircle(circleId, m.memberId);
                                router.push(href('/circle/:id/:postTag?/:themeTag?', { id: circleId }));
                              },
                            })
                          }
                        >
                          {t('circle.transfer')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ManageStatus>
      {pending && <ConfirmDialog text={pending.text} busy={action.busy} onConfirm={() => void confirm()} onCancel={() => setPending(null)} />}
    </>
  );
}
