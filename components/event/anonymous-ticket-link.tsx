'use client';

import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { useClientSearch } from '@/components/ui/use-client-search';
import { anonymousTicketHref } from '@/lib/routing/events-links';

/** H12: the visitor's ticket link, from the `?code=` the checkout put on the URL (the page itself is cached for everyone). */
export function AnonymousTicketLink() {
  const t = useT();
  const search = useClientSearch();
  const code = search === null ? null : new URLSearchParams(search).get('code');
  if (!code || !/^[\w-]{1,64}$/.test(code)) return null;
  const href = anonymousTicketHref(code);
  return (
    <Link href={href} data-testid="anonymous-ticket-link">
      {t('entry.viewTicket')} · {code}
    </Link>
  );
}
