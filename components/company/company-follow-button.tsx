'use client';

import { lazy, Suspense } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { CompanyToggleView } from './company-toggle-view';

// A member's button (follow state query, follow call) loads for members only: a visitor's first load of the cached
// company page fetches neither it nor the query hooks (first-load JS, docs/architecture.md).
const MemberFollowButton = lazy(() => import('./company-member-toggles').then((m) => ({ default: m.MemberFollowButton })));

/** L15: follow / unfollow the company; a visitor gets the login dialog. The state loads for members only. */
export function CompanyFollowButton({ companyId }: { companyId: number }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  if (!isLogin) {
    return <CompanyToggleView on={false} label={t('company.follow')} testId="company-follow" onClick={() => login.openForVisitor({ redirect: window.location.pathname })} />;
  }
  return (
    <Suspense fallback={<CompanyToggleView on={false} label={t('company.follow')} testId="company-follow" disabled />}>
      <MemberFollowButton companyId={companyId} />
    </Suspense>
  );
}
