'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { ENTITY_TYPE, MEMBER_MODULE_SIZE } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { FavoriteEntityType, FavoriteRecord } from '@/lib/contract/interaction';
import { favoritePageQuery, setFavorite } from '@/lib/queries/interactions';
import { useCurrentMember } from '@/stores/use-current-member';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ListFoot } from './client-pager';
import { useLoadedPage } from './use-loaded-page';

const keyOf = (r: Pick<FavoriteRecord, 'entityType' | 'entityId'>) => `${r.entityType}:${r.entityId}`;
const NONE: ReadonlySet<string> = new Set();

/**
 * I33: one's own favourites (news and posts), newest first, 5 a page (`favoritePageQuery`); each links to its news
 * item or post and has a toggle (`setFavorite`): unfavouriting keeps the row (so it can be undone) until the
 * list is reloaded.
 */
export function MemberFavoritesTab() {
  const t = useT();
  const { memberId } = useCurrentMember();
  const { page, failed, load } = useLoadedPage((current) => favoritePageQuery(current, MEMBER_MODULE_SIZE, memberId));
  // the rows unfavourited here, for the page as it was read (a page read again starts afresh)
  const [removed, setRemoved] = useState<{ of: Page<FavoriteRecord> | null; keys: ReadonlySet<string> }>({ of: null, keys: NONE });
  const removedKeys = removed.of === page ? removed.keys : NONE;
  const toggle = useMutation({
    mutationFn: (record: FavoriteRecord) => setFavorite(record.entityType as FavoriteEntityType, record.entityId, removedKeys.has(keyOf(record))),
    onSuccess: (result, record) => {
      const key = keyOf(record);
      setRemoved((prev) => {
        const next = new Set(prev.of === page ? prev.keys : NONE);
        if (result.on) next.delete(key);
        else next.add(key);
        return { of: page, keys: next };
      });
    },
  });
  const busy = toggle.isPending ? keyOf(toggle.variables) : null;

  if (failed && !page) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
  if (!page) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  if (page.records.length === 0) return <p className={peopleStyles.empty}>{t('people.noFavorites')}</p>;
  return (
    <div data-testid="home-favorites-list">
      <ul className={peopleStyles.list}>
        {page.records.map((r) => {
          const key = keyOf(r);
          const off = removedKeys.has(key);
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
                    <span className={styles.kind}>{r.entityType === ENTITY_TYPE.news ? t('news.title') : t('people.favoritePost')}</span>
                    {t('people.favoritedAt', { time: r.createdTime.slice(0, 10) })}
                  </small>
                </span>
              </Link>
              <button
                type="button"
                className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${off ? peopleStyles.btnPrimary : peopleStyles.btnGhost}`}
                aria-pressed={!off}
                disabled={busy === key}
                onClick={() => toggle.mutate(r)}
                data-testid="favorite-toggle"
              >
                {off ? t('people.refavorite') : t('people.unfavorite')}
              </button>
            </li>
          );
        })}
      </ul>
      <ListFoot actionFailed={toggle.isError} current={page.current} pages={page.pages} onPage={load} />
    </div>
  );
}
