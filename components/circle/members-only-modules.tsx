'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { CIRCLE_ASIDE_MEMBERS } from '@/lib/constants';
import { ModuleCard } from '@/components/right-column/module-card';
import { circleMembersQuery, circleNoticesQuery } from '@/lib/queries/circle';
import { href } from '@/lib/routing/routes';
import { useCurrentMember } from '@/stores/use-current-member';
import { CircleMemberList } from './circle-member-list';
import { CircleNoticeList } from './circle-notice-list';
import styles from './circle.module.css';

/**
 * Issue 29 item 16: a private circle's notices are for its members. The cached page is rendered for visitors (the
 * API gives them none), so a member's browser reads them with the session token; everyone else sees nothing.
 */
export function MembersOnlyNotices({ circleId }: { circleId: number }) {
  const t = useT();
  const locale = useLocale();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const notices = useQuery({ ...circleNoticesQuery(circleId, memberId), enabled: hydrated && isLogin });
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <section className={styles.section} data-testid="circle-notices">
      <h2>{t('circle.notices')}</h2>
      <CircleNoticeList notices={notices.data} locale={locale} />
    </section>
  );
}

/** Issue 29 item 16: a private circle's new members (names, companies, positions), for its members only. */
export function MembersOnlyNewMembers({ circleId }: { circleId: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const members = useQuery({ ...circleMembersQuery(circleId, memberId), enabled: hydrated && isLogin });
  if (!members.data || members.data.length === 0) return null;
  return (
    <ModuleCard title={t('circle.newMembers')} moreHref={href('/people/circle/latest', {}, { circleId })} moreLabel={t('common.more')} testId="circle-new-members">
      <CircleMemberList members={members.data.slice(0, CIRCLE_ASIDE_MEMBERS)} />
    </ModuleCard>
  );
}
