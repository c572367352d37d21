'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { CompanyCard } from '@/components/company/company-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { companyApi, followedCompaniesQuery } from '@/lib/queries/company';
import peopleStyles from './people.module.css';
import styles from './member-tabs.module.css';
import { ListFoot } from './client-pager';

/**
 * L15: the companies the member follows (their own page), newest first, 5 a page; each links to its company page by
 * member kind (L31) and can be unfollowed — the row stays (so it can be followed again) until the list is reloaded.
 */
export function MemberCompaniesTab() {
  const t = useT();
  const locale = useLocale();
  const { memberId } = useCurrentMember();
  const [current, setCurrent] = useState(1);
  const [unfollowed, setUnfollowed] = useState<ReadonlySet<number>>(new Set());
  const page = useQuery({ ...followedCompaniesQuery(current, memberId), placeholderData: (previous) => previous });
  const toggle = useMutation({
    mutationFn: async ({ companyId, follow }: { companyId: number; follow: boolean }) => {
      const api = await companyApi();
      return { companyId, ...(follow ? await api.followCompany(api.t, companyId) : await api.unfollowCompany(api.t, companyId)) };
    },
    onSuccess: ({ companyId, isFollowed }) =>
      setUnfollowed((prev) => {
        const next = new Set(prev);
        if (isFollowed) next.delete(companyId);
        else next.add(companyId);
        return next;
      }),
  });

  if (page.isError && !page.data) return <p className={peopleStyles.empty}>{t('company.loadFailed')}</p>;
  if (!page.data) return <p className={peopleStyles.empty}>{t('common.loading')}</p>;
  if (page.data.records.length === 0) return <p className={peopleStyles.empty}>{t('company.followedEmpty')}</p>;
  return (
    <div data-testid="home-companies-list">
      <ul className={peopleStyles.list}>
        {page.data.records.map((c) => {
          const followed = !unfollowed.has(c.companyId);
          return (
            <li key={c.companyId} className={`${peopleStyles.item} ${styles.companyRow}`} data-company-code={c.code}>
              <CompanyCard t={t} locale={locale} company={c} />
              <button
                type="button"
                className={`${peopleStyles.btn} ${peopleStyles.btnSmall} ${followed ? peopleStyles.btnGhost : peopleStyles.btnPrimary}`}
                aria-pressed={followed}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ companyId: c.companyId, follow: !followed })}
                data-testid="followed-company-toggle"
              >
                {followed ? t('company.unfollow') : t('company.follow')}
              </button>
            </li>
          );
        })}
      </ul>
      <ListFoot actionFailed={toggle.isError} current={page.data.current} pages={page.data.pages} onPage={setCurrent} />
    </div>
  );
}
