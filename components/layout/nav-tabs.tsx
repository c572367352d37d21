'use client';

import { useEffect, useRef } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { NAV_SECTIONS } from '@/components/layout/nav-sections';
import { useSection } from '@/components/layout/use-section';
import { useT } from '@/components/providers/i18n-context';

/**
 * Scrolls a row that scrolls sideways so that its `active` child is wholly in view (issue 29 item 16: on a 375 px
 * phone the English tabs are wider than the screen). Only the row scrolls, never the page.
 */
export function revealInRow(row: HTMLElement, active: HTMLElement): void {
  // the row's own padding stays beside the tab (and absorbs a fraction of a pixel of its width)
  const style = getComputedStyle(row);
  const start = active.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft - (Number.parseFloat(style.paddingLeft) || 0);
  const end = start + active.getBoundingClientRect().width + (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.ceil(end - row.clientWidth);
}

/** E02: the five header tabs (links in the server HTML), the current one from the URL and scrolled into view. */
export function NavTabs({ className, activeClassName }: { className?: string; activeClassName?: string }) {
  const t = useT();
  const section = useSection();
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = row.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const reveal = () => revealInRow(nav, active);
    reveal();
    // again when the tabs take their final size (the header's stylesheet or font may arrive after this effect);
    // a reader's own sideways scroll changes no size, so it is left alone
    const sizes = new ResizeObserver(reveal);
    sizes.observe(nav);
    sizes.observe(active);
    return () => sizes.disconnect();
  }, [section]);
  return (
    <nav ref={row} className={className} aria-label={t('nav.menu')}>
      {NAV_SECTIONS.map((s) => (
        <Link key={s.key} href={s.href} className={s.key === section ? activeClassName : undefined} aria-current={s.key === section ? 'page' : undefined}>
          {t(s.label)}
        </Link>
      ))}
    </nav>
  );
}
