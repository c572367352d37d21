'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { circleApi, errorMessage } from '@/components/circle/client-api';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { CircleMember, CircleMemberType, CircleNotice, CircleRequest } from '@/lib/contract/circle';
import type { PostListItem } from '@/lib/contract/post';
import type { MessageKey } from '@/locales/zh';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';
import { TabButton } from '@/components/ui/tab-button';
import { useTabIds } from '@/components/ui/tab-ids';

type Tab = 'members' | 'requests' | 'notices' | 'posts';
const TABS: { key: Tab; label: MessageKey }[] = [
  { key: 'members', label: 'circle.tabMembers' },
  { key: 'requests', label: 'circle.tabRequests' },
  { key: 'notices', label: 'circle.tabNotices' },
  { key: 'posts', label: 'circle.tabPosts' },
];
const LIST_SIZE = 50;

const ROLE: Record<CircleMemberType, MessageKey> = {
  OWNER: 'circle.roleOwner',
  ADMIN: 'circle.roleAdmin',
  JOINED: 'circle.roleMember',
  PENDING: 'circle.pending',
};

type TabData =
  | { which: 'members'; list: CircleMember[] }
  | { which: 'requests'; list: CircleRequest[] }
  | { which: 'notices'; list: CircleNotice[] }
  | { which: 'posts'; list: PostListItem[] };

async function fetchTab(circleId: number, which: Tab): Promise<TabData> {
  const api = await circleApi();
  if (which === 'members') return { which, list: (await api.getCircleMembers(api.t, circleId, { size: LIST_SIZE })).records };
  if (which === 'requests') return { which, list: (await api.getCircleRequests(api.t, circleId, { size: LIST_SIZE })).records };
  if (which === 'notices') return { which, list: await api.getCircleNotices(api.t, circleId) };
  const { getPostPage } = await import('@/lib/api/post');
  return { which, list: (await getPostPage(api.t, { circleId, size: LIST_SIZE })).records };
}

interface Pending {
  text: string;
  run: () => Promise<void>;
}

/**
 * G09 (G36–G41, G25): the management page of a circle for its owner and admins: members (batch
 * remove, transfer by the owner), join requests (accept / reject, then 已接受 / 已拒绝), notices, pins.
 * The API decides every permission again (10403).
 */
export function CircleManagement({ circleId, role }: { circleId: number; role: 'OWNER' | 'ADMIN' }) {
  const t = useT();
  const router = useRouter();
  const [tab, setTab] = useState<Tab>('members');
  const ids = useTabIds();
  const [members, setMembers] = useState<CircleMember[] | null>(null);
  const [requests, setRequests] = useState<CircleRequest[] | null>(null);
  const [notices, setNotices] = useState<CircleNotice[] | null>(null);
  const [posts, setPosts] = useState<PostListItem[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [noticeText, setNoticeText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (which: Tab) => {
      const data = await fetchTab(circleId, which);
      if (data.which === 'members') setMembers(data.list);
      if (data.which === 'requests') setRequests(data.list);
      if (data.which === 'notices') setNotices(data.list);
      if (data.which === 'posts') setPosts(data.list);
    },
    [circleId],
  );

  useEffect(() => {
    let cancelled = false;
    fetchTab(circleId, tab)
      .then((data) => {
        if (cancelled) return;
        if (data.which === 'members') setMembers(data.list);
        if (data.which === 'requests') setRequests(data.list);
        if (data.which === 'notices') setNotices(data.list);
        if (data.which === 'posts') setPosts(data.list);
      })
      .catch((e: unknown) => {
        if (!cancelled) setMessage(t('circle.actionFailed', { msg: errorMessage(e) }));
      });
    return () => {
      cancelled = true;
    };
  }, [tab, circleId, t]);

  const act = async (fn: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await fn();
    } catch (e) {
      setMessage(t('circle.actionFailed', { msg: errorMessage(e) }));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeSelected = () =>
    setPending({
      text: t('circle.removeConfirm', { n: selected.size }),
      run: async () => {
        const api = await circleApi();
        await api.removeCircleMembers(api.t, circleId, [...selected]);
        setSelected(new Set());
        await load('members');
      },
    });

  const transfer = (m: CircleMember) =>
    setPending({
      text: t('circle.transferConfirm', { name: m.nickname ?? String(m.memberId) }),
      run: async () => {
        const api = await circleApi();
        await api.transferCircle(api.t, circleId, m.memberId);
        router.push(href('/circle/:id/:postTag?/:themeTag?', { id: circleId }));
      },
    });

  const decide = (r: CircleRequest, accept: boolean) =>
    act(async () => {
      const api = await circleApi();
      await api.decideCircleRequest(api.t, r.id, accept);
      setRequests((list) => list?.map((x) => (x.id === r.id ? { ...x, operationResult: accept ? 1 : 2 } : x)) ?? null);
    });

  const postNotice = () =>
    act(async () => {
      const api = await circleApi();
      await api.addCircleNotice(api.t, circleId, noticeText.trim());
      setNoticeText('');
      await load('notices');
    });

  const pin = (p: PostListItem) =>
    act(async () => {
      const api = await circleApi();
      await api.togglePostPin(api.t, p.id);
      await load('posts');
    });

  const removable = (m: CircleMember) => m.memberType === 'JOINED' || (role === 'OWNER' && m.memberType === 'ADMIN');

  return (
    <section className={styles.section} data-testid="circle-management">
      <div className={styles.tabs} role="tablist">
        {TABS.map((x) => (
          <TabButton key={x.key} ids={ids} tabKey={x.key} selected={tab === x.key} onSelect={() => setTab(x.key)} testId={`manage-tab-${x.key}`}>
            {t(x.label)}
          </TabButton>
        ))}
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}

      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab)}>
        {tab === 'members' &&
          (members === null ? (
            <p className={styles.status}>{t('common.loading')}</p>
          ) : (
            <>
              <div className={styles.row}>
                <button type="button" className={styles.button} disabled={selected.size === 0 || busy} onClick={removeSelected} data-testid="remove-selected">
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
                          <button type="button" className={styles.ghost} disabled={busy} onClick={() => transfer(m)}>
                            {t('circle.transfer')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ))}

        {tab === 'requests' &&
          (requests === null ? (
            <p className={styles.status}>{t('common.loading')}</p>
          ) : requests.length === 0 ? (
            <p className={styles.status}>{t('common.empty')}</p>
          ) : (
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
                          <button type="button" className={styles.button} disabled={busy} onClick={() => void decide(r, true)} data-testid="request-accept">
                            {t('circle.accept')}
                          </button>
                          <button type="button" className={styles.ghost} disabled={busy} onClick={() => void decide(r, false)} data-testid="request-reject">
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
          ))}

        {tab === 'notices' && (
          <>
            <textarea
              className={styles.textarea}
              value={noticeText}
              maxLength={500}
              placeholder={t('circle.noticePlaceholder')}
              onChange={(e) => setNoticeText(e.target.value)}
              data-testid="notice-input"
            />
            <div className={styles.row}>
              <button type="button" className={styles.button} disabled={busy || noticeText.trim() === ''} onClick={() => void postNotice()} data-testid="notice-submit">
                {t('circle.postNotice')}
              </button>
            </div>
            {notices && (
              <ul className={styles.notices} data-testid="manage-notices">
                {notices.map((n) => (
                  <li key={n.id}>
                    {n.content}
                    <time dateTime={n.createdTime}>{n.createdTime.slice(0, 16)}</time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        {tab === 'posts' &&
          (posts === null ? (
            <p className={styles.status}>{t('common.loading')}</p>
          ) : posts.length === 0 ? (
            <p className={styles.status}>{t('common.empty')}</p>
          ) : (
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
                    <td />
                    <td>
                      <button type="button" className={styles.ghost} disabled={busy} onClick={() => void pin(p)} data-testid="post-pin">
                        {p.isTop ? t('circle.unpin') : t('circle.pin')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </div>

      {pending && <ConfirmDialog text={pending.text} busy={busy} onConfirm={() => void act(pending.run)} onCancel={() => setPending(null)} />}
    </section>
  );
}
