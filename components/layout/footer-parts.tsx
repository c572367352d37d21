import type { ReactNode } from 'react';
import { LangSwitch } from '@/components/layout/lang-switch';
import { SiteDirectory } from '@/components/layout/site-directory';
import { AppLink as Link } from '@/components/ui/app-link';
import type { SitePage } from '@/lib/contract/basic';
import { serverEnv } from '@/lib/env';
import type { Translate } from '@/lib/i18n/messages';
import type { MessageKey } from '@/locales/zh';
import { filingNotice } from '@/lib/site/filing';
import styles from './footer.module.css';

/**
 * O20: the filing notice, each number linking to its official filing site in a new tab; the numbers come from the
 * environment (issue 18 item 11: a marked demo value when unset).
 */
export function FilingLinks({ t }: { t: Translate }) {
  const filing = filingNotice(serverEnv(), t);
  return (
    <p className={styles.note} data-testid="footer-filing" data-demo={filing.demo ? 'true' : undefined}>
      <a href={filing.icp.href} target="_blank" rel="noopener noreferrer nofollow">
        {filing.icp.text}
      </a>
      <span aria-hidden> · </span>
      <a href={filing.police.href} target="_blank" rel="noopener noreferrer nofollow">
        {filing.police.text}
      </a>
    </p>
  );
}

/** O19: the hotline (SITE_HOTLINE) with the service hours. */
export function Hotline({ t, hotline }: { t: Translate; hotline: string }) {
  return (
    <p className={styles.hotline} data-testid="footer-hotline">
      {t('footer.hotline')}: <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a> ({t('footer.hours')})
    </p>
  );
}

/**
 * O17/O22: a QR block from a site page (the cooperation block is site page business_cooperation): title, image
 * (`qRCodeImage`), description, name and notes, each where present.
 */
export function SitePageBlock({ page, fallbackTitle, testId, href }: { page: SitePage; fallbackTitle: string; testId: string; href?: string }) {
  return (
    <div className={styles.coop} data-testid={testId}>
      {page.qRCodeImage && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={page.qRCodeImage} alt={page.name ?? page.title ?? fallbackTitle} width={96} height={96} loading="lazy" />
      )}
      <div>
        {/* issue 31 item 3: the cooperation block's title leads to its page, `/cooperation` */}
        <strong>{href ? <Link href={href}>{page.title ?? fallbackTitle}</Link> : (page.title ?? fallbackTitle)}</strong>
        {page.name && <p>{page.name}</p>}
        {page.description && <p>{page.description}</p>}
        {page.notes && <p className={styles.note}>{page.notes}</p>}
      </div>
    </div>
  );
}

/**
 * The frame both footers share (O19–O25): the site directory, the footer's own links, the hotline, an optional
 * note, the filing links, the copyright of `year`, the language switch, and the footer's blocks beside them.
 */
export function FooterFrame(props: {
  t: Translate;
  testId: string;
  links: readonly { href: string; key: MessageKey }[];
  hotline: string;
  year: number;
  note?: ReactNode;
  blocks: ReactNode;
}) {
  const { t, testId, links, hotline, year, note, blocks } = props;
  return (
    <footer className={styles.footer} data-testid={testId}>
      <div className={styles.inner}>
        <div className={styles.main}>
          <SiteDirectory t={t} />
          <nav className={styles.links} aria-label={t('footer.about')}>
            {links.map((l) => (
              <Link key={l.href} href={l.href}>
                {t(l.key)}
              </Link>
            ))}
          </nav>
          <Hotline t={t} hotline={hotline} />
          {note}
          <FilingLinks t={t} />
          <p className={styles.note} data-testid="footer-copyright">
            {t('footer.copyright', { year })}
          </p>
          <LangSwitch className={styles.lang} place="footer" />
        </div>
        {blocks}
      </div>
    </footer>
  );
}
