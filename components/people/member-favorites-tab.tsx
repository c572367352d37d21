'use client';

import { useCallback, useEffect, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ENTITY_TYPE, MEMBER_MODULE_SIZE } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { FavoriteEntityType, FavoriteRecord } from '@/lib/contract/interaction';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ListFoot } from './client-pager';

/** The browser client and the favourite calls, loaded when the tab opens. */
async function favoriteApi() {
  const [{ clientTransport }, api] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/interactions')]);
  return { t: clientTransport, getFavoritePage: api.getFavoritePage, setFavorite: api.setFavorite };
}

const keyOf = (r: Pick<FavoriteRecord, 'entityType' | 'entityId'>) => `${r.entityType}:${r.entityId}`;

/**
 * I33: one's own favourites (news and posts), newest first, 5 a page; each links to its news item or
 * post and has a toggle: unfavouriting keeps the row (so it can be undone) until the list is reloaded.
 */
export function MemberFavoritesTab() {
  const t = useT();
  const [page, setPage] = useState<Page<FavoriteRecord> | null>(null);
  const [failed, setFailed] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [actionFailed, setActionFailed] = useState(false);

  const load = useCallback((current: number) => {
    favoriteApi()
      .then((api) => api.getFavoritePage(api.t, { current, size: MEMBER_MODULE_SIZE }))
      .then((next) => {
        setFailed(false);
        setRemoved(new Set());
        setPage(next);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => load(1), [load]);

  const toggle = async (record: FavoriteRecord) => {
    const key = keyOf(record);
    const favorite = removed.has(key);
    setBusy(key);
    setActionFailed(false);
    try {
      const api = await favoriteApi();
      const result = await api.setFavorite(api.t, record.entityType as FavoriteEntityType, record.entityId, favorite);
      setRemoved((prev) => {
        const next = new Set(prev);
        if (result.isFavorite) next.delete(key);
        else next.add(key);
        return next;
      });
    } catch {
      setActionFailed(true);
    } finally {
      setBusy(null);
    }
  };

  if (failed && !page) return <p className={peopleStyles.empty}>{t('people.loadFailed')}</p>;
  if (!page) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  if (page.records.length === 0) return <p className={peopleStyles.empty}>{t('people.noFavorites')}</p>;
  return (
    <div data-testid="home-favorites-list">
      <ul className={peopleStyles.list}>
        {page.records.map((r) => {
          const key = keyOf(r);
          const off = removed.has(key);
          return (
            <li key={key} className={peopleStyles.item} data-testid="favorite-item">
              <Link href={r.url} className={styles.favLink}>
                {r.coverImg && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img className={styles.thumb} src={r.coverImg} alt="" width={96} height={64} loading="lazy" />
                )}
                <span className={styles.favText}>
                  <strong>{r.title}</strong>
                  <small>
                    <span className={styles.kind}>{r.entityType === ENTITY_TYPE.news ? t('people.favoriteNews') : t('people.favoritePost')}</span>
                    {t('people.favoritedAt', { time: r.createdTime.slice(0, 10) })}
                  </small>
                </span>
              </Link>
              <button
                type="button"
                className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${off ? peopleStyles.btnPrimary : peopleStyles.btnGhost}`}
                aria-pressed={!off}
                disabled={busy === key}
                onClick={() => void toggle(r)}
                data-testid="favorite-toggle"
              >
                {off ? t('people.refavorite') : t('people.unfavorite')}
              </button>
            </li>
          );
        })}
      </ul>
      <ListFoot actionFailed={actionFailed} current={page.current} pages={page.pages} onPage={load} />
    </div>
  );
}
