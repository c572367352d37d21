'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { NAV_SECTIONS } from '@/components/layout/nav-sections';
import { useSection } from '@/components/layout/use-section';
import { useT } from '@/components/providers/i18n-context';

/** E02: the five header tabs (links in the server HTML), the current one from the URL. */
export function NavTabs({ className, activeClassName }: { className?: string; activeClassName?: string }) {
  const t = useT();
  const section = useSection();
  return (
    <nav className={className} aria-label={t('nav.menu')}>
      {NAV_SECTIONS.map((s) => (
        <Link key={s.key} href={s.href} className={s.key === section ? activeClassName : undefined} aria-current={s.key === section ? 'page' : undefined}>
          {t(s.label)}
        </Link>
      ))}
    </nav>
  );
}
