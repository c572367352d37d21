'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/**
 * The status view where it shows only when something is missing (the not-found boundaries, `NotFoundBody`): loaded
 * when rendered (on the server as before), so that pages that are found do not fetch it with their first load (a
 * layout's not-found boundary is part of every page below it; first-load JS, docs/architecture.md).
 */
export const LazyStatusView = lazyIsland(() => import('./status-view').then((m) => m.StatusView));
