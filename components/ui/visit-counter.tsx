'use client';

import { useEffect } from 'react';
import { postPageBeacon } from '@/lib/tracking/beacon';
import { useLoginTip } from '@/stores/login-tip';

/**
 * U02/N08: counts one visitor view of the detail page it is on (`page` names the item, so a client
 * navigation to another item counts again); the web server's beacon keeps the count (members and crawlers are
 * not counted) and says when the limit is reached: then the site's host shows the login tip (C29).
 */
export function VisitCounter({ page }: { page: string }) {
  useEffect(() => {
    void postPageBeacon({ visit: true }).then((answer) => {
      if (answer?.tip) useLoginTip.getState().show();
    });
  }, [page]);
  return null;
}
