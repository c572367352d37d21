import { TicketBox } from '@/components/event/ticket-box';
import { ModuleCard } from '@/components/right-column/module-card';
import { getSitePage } from '@/lib/data/basic';
import { RankedLinks } from '@/components/right-column/ranked-links';
import { SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import { getHotEvents } from '@/lib/data/events';
import type { Translate } from '@/lib/i18n/messages';
import { eventHref } from '@/lib/routing/events-links';
import styles from './events-column.module.css';

/**
 * O30 (activity site): hot events (H23, 5), the ticket box (H51: the member's upcoming tickets, visitors a login
 * prompt) and the official-account promo (O41: the QR of the site's cooperation page).
 * W22 on mobile (`mobile`): only the hot list (hot events), below the content; the ticket box and the promo are
 * neither loaded nor rendered.
 */
export async function EventsSiteColumn({ t, locale, excludeId, mobile = false }: { t: Translate; locale: Locale; excludeId?: number; mobile?: boolean }) {
  const [hot, promo] = await Promise.all([getHotEvents(), mobile ? Promise.resolve(null) : getSitePage(SITE_PAGE_CODE.businessCooperation, locale)]);
  const items = hot.filter((e) => e.id !== excludeId).map((e) => ({ href: eventHref(e.id), title: locale === 'en' && e.enTitle ? e.enTitle : e.title }));
  return (
    <>
      {items.length > 0 && (
        <ModuleCard title={t('events.hot')} testId="hot-events">
          <RankedLinks items={items} />
        </ModuleCard>
      )}
      {!mobile && (
        <ModuleCard title={t('events.ticketBox')} testId="ticket-box">
          <TicketBox />
        </ModuleCard>
      )}
      {promo?.qRCodeImage && (
        <ModuleCard title={t('events.officialAccount')} testId="official-account-promo">
          <div className={styles.promo}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={promo.qRCodeImage} alt={t('events.officialAccount')} width={88} height={88} loading="lazy" />
            <p>{t('events.officialAccountHint')}</p>
          </div>
        </ModuleCard>
      )}
    </>
  );
}
