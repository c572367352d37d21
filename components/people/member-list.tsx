'use client';

import { useCallback, useEffect, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { MemberListItem, MemberListPage, MemberPageQuery } from '@/lib/contract/social';
import type { MemberListKind } from '@/lib/api/social';
import { ADMIN_MEMBER_ID } from '@/lib/constants';
import { FollowButton } from './follow-button';
import { FriendButton } from './friend-button';
import { socialApi } from './lazy-api';
import styles from './people.module.css';
import { ClientPager } from './client-pager';
import { href } from '@/lib/routing/routes';

/** Where a list comes from, so the browser can reload it with the member's token (relations) or page it. */
export type MemberListSource =
  | { kind: 'page'; query: Partial<MemberPageQuery> }
  | { kind: 'list'; list: MemberListKind }
  | { kind: 'follow' | 'fans'; memberId: number }
  | { kind: 'friends' };

async function fetchList(source: MemberListSource, current: number, size: number): Promise<MemberListPage> {
  const api = await socialApi();
  switch (source.kind) {
    case 'page':
      return api.getMemberPage(api.t, { ...source.query, current, size });
    case 'list':
      return api.getMemberList(api.t, source.list, { current, size });
    case 'follow':
      return api.getFollowing(api.t, source.memberId, { current, size });
    case 'fans':
      return api.getFans(api.t, source.memberId, { current, size });
    case 'friends':
      return api.getFriends(api.t, { current, size });
  }
}

/** I16: one member: avatar, name, company and position, with follow and friend buttons (none for oneself). */
export function MemberRow({ item, me, compact, onChange }: { item: MemberListItem; me: number | null; compact?: boolean; onChange: (next: MemberListItem) => void }) {
  const id = item.memberId ?? item.id;
  const own = me !== null && me === id;
  return (
    <li className={styles.item} data-testid="member-item">
      <Link href={href('/people/:id', { id })} className={styles.who}>
        <Avatar src={item.avatar} name={item.name ?? ''} size={compact ? 36 : 48} />
        <span className={styles.whoText}>
          <strong>{item.name}</strong>
          {(item.company || item.position) && <small>{[item.company, item.position].filter(Boolean).join(' · ')}</small>}
        </span>
      </Link>
      {!own && id !== ADMIN_MEMBER_ID && (
        <span className={styles.actions}>
          <FollowButton small={compact} memberId={id} followed={item.isFollowed} onChange={(r) => onChange({ ...item, isFollowed: r.isFollowed })} />
          {!compact && (
            <FriendButton small memberId={id} isFriend={item.isFriend} pending={item.hasPendingFriendRequest} onSent={() => onChange({ ...item, hasPendingFriendRequest: true })} />
          )}
        </span>
      )}
    </li>
  );
}

/**
 * A member list. The server renders `initial` (visitor relations); after hydration a member's browser
 * reloads the same page with its token so the buttons show the member's own relations. Without `initial`
 * the list loads in the browser; `clientPaging` adds previous / next.
 */
export function MemberList(props: {
  source: MemberListSource;
  initial?: MemberListPage | null;
  size: number;
  compact?: boolean;
  clientPaging?: boolean;
  testId?: string;
}) {
  const { source, initial, size, compact, clientPaging } = props;
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const [page, setPage] = useState<MemberListPage | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  const sourceKey = JSON.stringify(source);

  const load = useCallback(
    (current: number) => {
      fetchList(JSON.parse(sourceKey) as MemberListSource, current, size)
        .then((next) => {
          setFailed(false);
          setPage(next);
        })
        .catch(() => setFailed(true));
    },
    [sourceKey, size],
  );

  useEffect(() => {
    if (!hydrated) return;
    if (isLogin || !initial) load(initial?.current ?? 1);
  }, [hydrated, isLogin, initial, load]);

  if (failed && !page) return <p className={styles.empty}>{t('people.loadFailed')}</p>;
  if (!page) return <p className={styles.empty}>{t('common.loading')}</p>;
  if (page.records.length === 0) return <p className={styles.empty}>{t('people.empty')}</p>;
  const replace = (next: MemberListItem) =>
    setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.memberId === next.memberId ? next : r)) } : p));
  return (
    <div className={compact ? styles.compact : undefined} data-testid={props.testId}>
      <ul className={styles.list}>
        {page.records.map((item) => (
          <MemberRow key={item.memberId} item={item} me={memberId} compact={compact} onChange={replace} />
        ))}
      </ul>
      {clientPaging && <ClientPager current={page.current} pages={page.pages} onPage={load} />}
    </div>
  );
}
