'use client';

import { lazy, Suspense } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { CompanyToggleView } from './company-toggle-view';

// A member's button (favourite state query, favourite call) loads for members only (first-load JS, docs/architecture.md).
const MemberStaffFavorite = lazy(() => import('./company-member-toggles').then((m) => ({ default: m.MemberStaffFavorite })));

/**
 * L21: favourite a staff card (toggle); a visitor gets the login dialog. A member's state loads after hydration (the
 * page is the same cached HTML for everyone).
 */
export function StaffFavoriteButton({ staffId, code, small }: { staffId: number; code: string; small?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  if (!isLogin) {
    return <CompanyToggleView on={false} label={t('company.favorite')} testId="staff-favorite" small={small} onClick={() => login.openForVisitor({ redirect: window.location.pathname })} />;
  }
  return (
    <Suspense fallback={<CompanyToggleView on={false} label={t('company.favorite')} testId="staff-favorite" small={small} disabled />}>
      <MemberStaffFavorite staffId={staffId} code={code} small={small} />
    </Suspense>
  );
}
