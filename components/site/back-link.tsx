'use client';

import type { ReactNode } from 'react';
import { useLinkLocale } from '@/components/providers/i18n-context';
import { localeHref } from '@/lib/routing/locale-href';

/** "Back": the previous page of this tab when there is one, else home (also without JavaScript: a link to `/`). */
export function BackLink({ className, testId, children }: { className?: string; testId?: string; children: ReactNode }) {
  const home = localeHref('/', useLinkLocale());
  return (
    <a
      href={home}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {children}
    </a>
  );
}
