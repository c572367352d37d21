'use client';

import { useSyncExternalStore } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { anonymousTicketHref } from '@/lib/routing/events-links';

const noSubscription = () => () => undefined;

/** H12: the visitor's ticket link, from the `?code=` the checkout put on the URL (the page itself is cached for everyone). */
export function AnonymousTicketLink() {
  const t = useT();
  const code = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('code'),
    () => null,
  );
  if (!code || !/^[\w-]{1,64}$/.test(code)) return null;
  const href = anonymousTicketHref(code);
  return (
    <Link href={href} data-testid="anonymous-ticket-link">
      {t('entry.viewTicket')} · {code}
    </Link>
  );
}
