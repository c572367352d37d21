import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { PageBody } from '@/components/layout/page-body';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';

/**
 * The body of a personal page of one of the member's own items, read with the member's token (issue 30 item 5): a
 * refused token renders `SessionRecheck`, a missing item (or another member's) is the 404 — `notFound()` before
 * anything streams, as a personal page renders per request — and the item renders with `render`.
 */
export async function signedInItem<T>(read: Promise<T | null>, render: (item: T) => ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const item = await whileSignedIn(read);
  if (item === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!item) notFound();
  return render(item);
}
