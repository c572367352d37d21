import type { ReactNode } from 'react';
import { PageBody } from '@/components/layout/page-body';
import type { NavSection } from '@/components/layout/nav-sections';
import type { Variant } from '@/lib/routing/variant';

/**
 * @deprecated The chrome (header, footer, dialog and chat hosts) lives in `app/v/[variant]/(site)/layout.tsx`
 * and the header's section comes from the URL; render `<PageBody aside={…}>` instead. This export stays
 * only so pages written before the route groups still compile: it renders `PageBody` and ignores
 * `variant`, `section` and `chrome` (pages without chrome belong in the `(bare)` group).
 */
export function SiteShell(props: { variant?: Variant; section?: NavSection | null; aside?: ReactNode; chrome?: boolean; children: ReactNode }) {
  return <PageBody aside={props.aside}>{props.children}</PageBody>;
}
