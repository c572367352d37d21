import { ModuleCard } from '@/components/right-column/module-card';
import { AppLink as Link } from '@/components/ui/app-link';
import type { SitePage } from '@/lib/contract/basic';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-modules.module.css';
import { href } from '@/lib/routing/routes';

/** O-group promo of the news site: site page `business_cooperation` (QR code, description, contact link). */
export function NewsCooperationModule({ t, page }: { t: Translate; page: SitePage }) {
  return (
    // issue 31 item 3: "more" leads to the business-cooperation page
    <ModuleCard title={page.title || t('footer.cooperation')} moreHref={href('/cooperation')} moreLabel={t('common.more')} testId="cooperation-promo">
      <div className={styles.coop}>
        {page.qRCodeImage && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={page.qRCodeImage} alt={t('news.cooperationQr')} width={88} height={88} loading="lazy" />
        )}
        <div>
          {page.description && <p>{page.description}</p>}
          <Link href={page.url || '/site/contact_us'}>{t('news.cooperationMore')}</Link>
        </div>
      </div>
    </ModuleCard>
  );
}
