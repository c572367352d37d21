'use client';

import { lazyIsland } from '@/components/ui/lazy-island';
import { useCurrentMember } from '@/stores/use-current-member';

// Loaded for members only: the public, cached company page's first load (a visitor's) does not fetch the controls
// and their panels (first-load JS, docs/architecture.md).
const CompanyManageControls = lazyIsland(() => import('./company-manage-controls').then((m) => m.CompanyManageControls));

/** U14–U33: the management controls of a company page, for members (the page is public and cached: read after hydration). */
export function CompanyManageBar({ companyId }: { companyId: number }) {
  const { hydrated, isLogin } = useCurrentMember();
  if (!hydrated || !isLogin) return null;
  return <CompanyManageControls companyId={companyId} />;
}
