import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountStyles } from '@/components/providers/account-styles';

// Personal pages: rendered per request with the member's cookies (and the request's CSP nonce), never
// cached, never indexed. Nested in `(site)`, so moving between public and personal pages keeps the chrome.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The antd registry collects the styles of the antd controls rendered on the server and sends them in the
 * HTML, so forms such as /edit-info are styled at first paint, not only after hydration
 * (docs/architecture.md "antd at first paint"; components/providers/account-styles.tsx). Only here: the cached
 * public pages load antd lazily in islands.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountStyles>{children}</AccountStyles>;
}
