import { FooterFrame, SitePageBlock } from '@/components/layout/footer-parts';
import type { SitePage } from '@/lib/contract/basic';
import type { Translate } from '@/lib/i18n/messages';
import styles from './footer.module.css';
import { href } from '@/lib/routing/routes';

/** O23: the DEFAULT footer links. */
const LINKS = [
  { href: href('/site/:code', { code: 'about' }), key: 'footer.about' },
  { href: href('/site/:code', { code: 'contact_us' }), key: 'footer.contact' },
  { href: href('/site/:code', { code: 'webhelp' }), key: 'footer.help' },
  { href: href('/site/:code', { code: 'copyright' }), key: 'footer.copyrightLink' },
  { href: href('/site/:code', { code: 'flink' }), key: 'footer.friendLinks' },
] as const;

/**
 * The footer of every site page but the home page (O19–O23, O25): the links, the hotline, the media copyright
 * notice, the filing notice with its links, the copyright with the current year (computed when the page is
 * rendered) and the cooperation QR block (site page business_cooperation).
 */
export function Footer({ t, cooperation, year, hotline }: { t: Translate; cooperation: SitePage | null; year: number; hotline: string }) {
  return (
    <FooterFrame
      t={t}
      testId="site-footer"
      links={LINKS}
      hotline={hotline}
      year={year}
      note={<p className={styles.note}>{t('footer.mediaCopyright')}</p>}
      blocks={cooperation && <SitePageBlock page={cooperation} fallbackTitle={t('footer.cooperation')} testId="footer-cooperation" href={href('/cooperation')} />}
    />
  );
}
