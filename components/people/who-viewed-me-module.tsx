'use client';

import { MemberList } from '@/components/people/member-list';
import { useT } from '@/components/providers/i18n-context';
import { ModuleCard } from '@/components/right-column/module-card';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { href } from '@/lib/routing/routes';
import { useCurrentMember } from '@/stores/use-current-member';

/**
 * I36/O43: the 'who viewed me' module of a member page — only for the logged-in member on their own page (the page
 * HTML is the same cached page for everyone, so it is decided in the browser); 'more' goes to `/people/visitors`.
 */
export function WhoViewedMeModule({ memberId }: { memberId: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId: me } = useCurrentMember();
  if (!hydrated || !isLogin || me !== memberId) return null;
  return (
    <ModuleCard title={t('people.visitors')} moreHref={href('/people/visitors')} moreLabel={t('common.more')} testId="who-viewed-me">
      <MemberList compact source={{ kind: 'list', list: 'viewd' }} size={MEMBER_MODULE_SIZE} />
    </ModuleCard>
  );
}
