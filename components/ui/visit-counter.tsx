'use client';

import { useEffect } from 'react';
import { countVisit } from '@/lib/session/visit-count';
import { useLoginTip } from '@/stores/login-tip';

/**
 * U02/N08: counts one visitor view of the detail page it is on (`page` names the item, so a client
 * navigation to another item counts again); at the limit it asks the site's host for the login tip (C29).
 */
export function VisitCounter({ page }: { page: string }) {
  useEffect(() => {
    const counted = countVisit();
    if (counted?.limitReached) useLoginTip.getState().show();
  }, [page]);
  return null;
}
