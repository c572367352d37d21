'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { caseClassIdsQuery, columnManagePageQuery, toggleColumnNewsHidden } from '@/lib/queries/news';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ListFoot } from './client-pager';
import { useLoadedPage } from './use-loaded-page';
import { href } from '@/lib/routing/routes';

/**
 * F30/F31: on one's own member page, a member with a column manages its news: every item, drafts and hidden ones
 * included, newest updated first, with its status, an edit link and hide / show; published items open as news,
 * the others in preview. Cases (issue 29 item 6) are listed with their mark and open as cases; 发布案例 writes one.
 * `GET /news/news/column/manage-page`.
 */
export function MemberColumnTab() {
  const t = useT();
  const { memberId } = useCurrentMember();
  const { page, failed, load } = useLoadedPage((current) => columnManagePageQuery(current, memberId));
  const [hidden, setHidden] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<number | null>(null);
  const [actionFailed, setActionFailed] = useState(false);
  const caseClassIds = useQuery(caseClassIdsQuery()).data ?? [];

  const toggle = async (id: number) => {
    setBusy(id);
    setActionFailed(false);
    try {
      const result = await toggleColumnNewsHidden(id);
      setHidden((prev) => new Map(prev).set(result.id, result.isBanned));
    } catch {
      setActionFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const header = (
    <p className={styles.columnHead}>
      <Link href={href('/news/create')} className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnPrimary}`}>
        {t('newsEditor.createTitle')}
      </Link>{' '}
      <Link href={href('/news/create', {}, { kind: 'case' })} className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnPrimary}`} data-testid="column-new-case">
        {t('caseEditor.createTitle')}
      </Link>
    </p>
  );
  if (failed && !page) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
  if (!page) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  return (
    <div data-testid="home-column-list">
      {header}
      {page.records.length === 0 && <p className={peopleStyles.empty}>{t('people.noColumnNews')}</p>}
      <ul className={peopleStyles.list}>
        {page.records.map((n) => {
          const isBanned = hidden.get(n.id) ?? n.isBanned;
          const live = n.publishStatus === 'PUBLISHED' && !isBanned;
          const status = isBanned ? t('people.columnBanned') : n.publishStatus === 'PUBLISHED' ? t('newsEditor.statusPublished') : t('newsEditor.statusDraft');
          const isCase = n.classTagId !== null && caseClassIds.includes(n.classTagId);
          const open = isCase ? (live ? href('/case/:id', { id: n.id }) : href('/preview/case/:id', { id: n.id })) : live ? href('/news/:id', { id: n.id }) : href('/preview/news/:id', { id: n.id });
          return (
            <li key={n.id} className={peopleStyles.item} data-testid="column-news-item" data-kind={isCase ? 'case' : 'news'}>
              <Link href={open} className={styles.favLink}>
                <span className={styles.favText}>
                  <strong>{n.title}</strong>
                  <small>
                    {isCase && <span className={styles.kind}>{t('case.title')}</span>}
                    <span className={styles.kind}>{status}</span>
                    {t('people.columnUpdated', { time: n.updateTime.slice(0, 16) })}
                  </small>
                </span>
              </Link>
              <span className={styles.rowActions}>
                <button
                  type="button"
                  className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnGhost}`}
                  aria-pressed={isBanned}
                  disabled={busy === n.id}
                  onClick={() => void toggle(n.id)}
                  data-testid="column-news-hide"
                >
                  {isBanned ? t('people.columnShow') : t('people.columnHide')}
                </button>
                <Link href={href('/news/edit/:id', { id: n.id })} className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${peopleStyles.btnGhost}`}>
                  {t('newsEditor.edit')}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
      <ListFoot actionFailed={actionFailed} current={page.current} pages={page.pages} onPage={load} />
    </div>
  );
}
