'use client';

import type { ReactNode } from 'react';

/** "Back": the previous page of this tab when there is one, else home (also without JavaScript: a link to `/`). */
export function BackLink({ className, testId, children }: { className?: string; testId?: string; children: ReactNode }) {
  return (
    <a
      href="/"
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
