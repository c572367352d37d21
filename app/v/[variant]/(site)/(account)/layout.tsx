import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Personal pages: rendered per request with the member's cookies (and the request's CSP nonce), never
// cached, never indexed. Nested in `(site)`, so moving between public and personal pages keeps the chrome.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
