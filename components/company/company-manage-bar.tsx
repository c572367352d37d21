'use client';

import { lazyIsland } from '@/components/ui/lazy-island';
import { COMPANY_TOKEN } from '@/lib/contract/company-tokens';
import { selectPermissions, useSessionStore } from '@/stores/session';
import { useCurrentMember } from '@/stores/use-current-member';

// Loaded only for members holding a company token: the public, cached company page's first load (a visitor's, a
// plain member's) does not fetch the controls and their panels (first-load JS, docs/architecture.md).
const CompanyManageControls = lazyIsland(() => import('./company-manage-controls').then((m) => m.CompanyManageControls));

const COMPANY_TOKENS: readonly string[] = Object.values(COMPANY_TOKEN);

/** U14–U33: the management controls of a company page, for its admins (the page is public and cached: read after hydration). */
export function CompanyManageBar({ companyId }: { companyId: number }) {
  const { hydrated, isLogin } = useCurrentMember();
  const permissions = useSessionStore(selectPermissions);
  if (!hydrated || !isLogin || !permissions.some((p) => COMPANY_TOKENS.includes(p))) return null;
  return <CompanyManageControls companyId={companyId} />;
}
