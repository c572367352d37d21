'use client';

import dynamic from 'next/dynamic';

/**
 * The status view for pages that show it only when what they were asked for is missing (`NotFoundBody`): loaded
 * with `next/dynamic` (rendered on the server as before), so that every page of the kind does not fetch it with its
 * first load (first-load JS, docs/architecture.md).
 */
export const LazyStatusView = dynamic(() => import('./status-view').then((m) => m.StatusView));
