import { FooterFrame, SitePageBlock } from '@/components/layout/footer-parts';
import type { SitePage } from '@/lib/contract/basic';
import type { Translate } from '@/lib/i18n/messages';
import styles from './footer.module.css';
import { href } from '@/lib/routing/routes';

/** O25: the home-site footer keeps the year the site opened. */
export const HOME_FOOTER_COPYRIGHT_YEAR = 2021;

/** O24: the home-site links; `/site/contact` and `/site/partners` are aliases of contact_us and flink. */
const LINKS = [
  { href: href('/site/:code', { code: 'about' }), key: 'footer.about' },
  { href: href('/site/:code', { code: 'contact' }), key: 'footer.contact' },
  { href: href('/site/:code', { code: 'join' }), key: 'footer.join' },
  { href: href('/site/:code', { code: 'partners' }), key: 'footer.partners' },
] as const;

/**
 * The home-site footer (O24, O25): about, contact, join and partners, the filing links, the hotline, the contact
 * and cooperation blocks (site pages contact_us and business_cooperation, loaded with the other footer's in one
 * call) and the copyright of 2021.
 */
export function HomeFooter(props: { t: Translate; cooperation: SitePage | null; contact: SitePage | null; hotline: string }) {
  const { t, cooperation, contact, hotline } = props;
  return (
    <FooterFrame
      t={t}
      testId="home-footer"
      links={LINKS}
      hotline={hotline}
      year={HOME_FOOTER_COPYRIGHT_YEAR}
      blocks={
        <div className={styles.blocks}>
          {contact && <SitePageBlock page={contact} fallbackTitle={t('footer.contact')} testId="footer-contact" />}
          {cooperation && <SitePageBlock page={cooperation} fallbackTitle={t('footer.cooperation')} testId="footer-cooperation" href={href('/cooperation')} />}
        </div>
      }
    />
  );
}
