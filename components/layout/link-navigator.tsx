'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { setNavigator } from '@/lib/routing/soft-navigation';

/**
 * Gives the site's links the app router (issue 28 item 1): `AppLink` is a plain anchor whose click handler navigates
 * through `navigateTo`, so a page with 80 links hydrates 80 anchors instead of 80 `next/link` components (each with
 * its own state, refs, context provider and mount callback), and only this component reads the router.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    setNavigator((href) => router.push(href));
    return () => setNavigator(null);
  }, [router]);
  return null;
}
