import { LangSwitch } from '@/components/layout/lang-switch';
import { FilingLinks, Hotline, SitePageBlock } from '@/components/layout/footer-parts';
import { SiteDirectory } from '@/components/layout/site-directory';
import { AppLink as Link } from '@/components/ui/app-link';
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
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.main}>
          <SiteDirectory t={t} />
          <nav className={styles.links} aria-label={t('footer.about')}>
            {LINKS.map((l) => (
              <Link key={l.href} href={l.href}>
                {t(l.key)}
              </Link>
            ))}
          </nav>
          <Hotline t={t} hotline={hotline} />
          <p className={styles.note}>{t('footer.mediaCopyright')}</p>
          <FilingLinks t={t} />
          <p className={styles.note} data-testid="footer-copyright">
            {t('footer.copyright', { year })}
          </p>
          <LangSwitch className={styles.lang} />
        </div>
        {cooperation && <SitePageBlock page={cooperation} fallbackTitle={t('footer.cooperation')} testId="footer-cooperation" />}
      </div>
    </footer>
  );
}
