'use client';

import { lazyIsland } from '@/components/ui/lazy-island';
import { useCurrentMember } from '@/stores/use-current-member';

// Loaded for members only: a visitor's first load of the public, cached product or brand page does not fetch it
// (first-load JS, docs/architecture.md).
const CatalogueManageControls = lazyIsland(() => import('./catalogue-manage-controls').then((m) => m.CatalogueManageControls));

/** M10/M13, U15–U20, U33: the 编辑 and 发布 controls of a product or brand page, for the members of its company. */
export function CatalogueManageBar(props: { kind: 'product' | 'brand'; id: number; companyId: number }) {
  const { hydrated, isLogin } = useCurrentMember();
  if (!hydrated || !isLogin) return null;
  return <CatalogueManageControls {...props} />;
}
