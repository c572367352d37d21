import { LangSwitch } from '@/components/layout/lang-switch';
import { SiteDirectory } from '@/components/layout/site-directory';
import { AppLink as Link } from '@/components/ui/app-link';
import type { SitePage } from '@/lib/contract/basic';
import type { Translate } from '@/lib/i18n/messages';
import styles from './footer.module.css';
import { href } from '@/lib/routing/routes';

const LINKS = [
  { href: href('/site/:code', { code: 'about' }), key: 'footer.about' },
  { href: href('/site/:code', { code: 'contact_us' }), key: 'footer.contact' },
  { href: href('/site/:code', { code: 'webhelp' }), key: 'footer.help' },
  { href: href('/site/:code', { code: 'copyright' }), key: 'footer.copyrightLink' },
  { href: href('/site/:code', { code: 'flink' }), key: 'footer.friendLinks' },
] as const;

/**
 * O19–O25: hotline, filing notice with filing links, media copyright notice, cooperation QR block
 * (site page business_cooperation), footer links and the current year.
 */
export function Footer({ t, cooperation, year }: { t: Translate; cooperation: SitePage | null; year: number }) {
  return (
    <footer className={styles.footer}>
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
          <p className={styles.hotline}>
            {t('footer.hotline')}: <a href={`tel:${t('footer.hotlineValue')}`}>{t('footer.hotlineValue')}</a> ({t('footer.hours')})
          </p>
          <p className={styles.note}>{t('footer.mediaCopyright')}</p>
          <p className={styles.note}>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">
              {t('footer.filing')}
            </a>
            <span aria-hidden> · </span>
            <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">
              {t('footer.police')}
            </a>
          </p>
          <p className={styles.note}>{t('footer.copyright', { year })}</p>
          <LangSwitch className={styles.lang} />
        </div>
        {cooperation && (
          <div className={styles.coop} data-testid="footer-cooperation">
            {cooperation.qRCodeImage && (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={cooperation.qRCodeImage} alt={cooperation.name ?? cooperation.title ?? ''} width={96} height={96} loading="lazy" />
            )}
            <div>
              <strong>{cooperation.title ?? t('footer.cooperation')}</strong>
              {cooperation.name && <p>{cooperation.name}</p>}
              {cooperation.description && <p>{cooperation.description}</p>}
              {cooperation.notes && <p className={styles.note}>{cooperation.notes}</p>}
            </div>
          </div>
        )}
      </div>
    </footer>
  );
}
