'use client';

import { useEffect } from 'react';
import { postPageBeacon, type ViewBeaconPath } from '@/lib/tracking/beacon';

/**
 * F01/G03: records one view of a page's item after mount, through the web server's beacon (which adds the
 * browser's cid). No axios, no crypto on the page; failures are ignored — the content is already shown.
 */
export function ViewBeacon({ path, id }: { path: ViewBeaconPath; id: number }) {
  useEffect(() => {
    void postPageBeacon({ view: { path, id } });
  }, [path, id]);
  return null;
}
