'use client';

import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { useUnreadTotal } from './use-unread-loader';
import { SystemPanel } from './system-panel';

/** K36: the full-page panel; loads the counters for its tab badges. */
export function SystemMessagePage() {
  useUnreadTotal();
  return <SystemPanel mode="page" size={DEFAULT_PAGE_SIZE} />;
}
