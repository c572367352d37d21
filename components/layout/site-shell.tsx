import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { getChrome } from '@/lib/data/basic';
import { MobileHeader } from '@/components/layout/mobile-header';
import { keywordSiteOf, type NavSection } from '@/components/layout/nav-sections';
import { LoginHost } from '@/components/auth/login-host';
import { ChatHost } from '@/components/chat/chat-host';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { Variant } from '@/lib/routing/variant';
import styles from './site-shell.module.css';

/**
 * Header, content with the right-column container, footer. On mobile the right column moves below the
 * content (W22) and the back-to-top button is not shown (W19). `chrome: false` hides header and footer
 * (A24).
 */
export async function SiteShell(props: {
  variant: Variant;
  section: NavSection | null;
  aside?: ReactNode;
  chrome?: boolean;
  children: ReactNode;
}) {
  const { variant, section, aside, chrome = true, children } = props;
  const t = createTranslate(getMessages(variant.locale));
  const mobile = variant.device === 'mobile';
  if (!chrome) return <main className={styles.bare}>{children}</main>;
  const { hot, cooperation } = await getChrome(variant.locale, keywordSiteOf(section));
  return (
    <>
      {mobile ? <MobileHeader section={section} hot={hot} /> : <Header t={t} section={section} hot={hot} />}
      <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
        <main className={styles.main}>{children}</main>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
      <Footer t={t} cooperation={cooperation} year={new Date().getFullYear()} />
      {!mobile && <BackToTop />}
      <LoginHost />
      <ChatHost />
    </>
  );
}
