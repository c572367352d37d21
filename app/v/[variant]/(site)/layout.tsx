import type { ReactNode } from 'react';
import { LoginHost } from '@/components/auth/login-host';
import { LoginTipHost } from '@/components/auth/login-tip-host';
import { ChatHost } from '@/components/chat/chat-host';
import { BackToTop } from '@/components/layout/back-to-top';
import { FloatingPublish, MobileHeader } from '@/components/layout/device-islands';
import { Footer } from '@/components/layout/footer';
import { FooterSwitch } from '@/components/layout/footer-switch';
import { HomeFooter } from '@/components/layout/home-footer';
import { Header } from '@/components/layout/header';
import { MainContentStart, SkipLink } from '@/components/layout/skip-link';
import { getChrome } from '@/lib/data/basic';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { JsonLd } from '@/components/seo/json-ld';
import { siteJsonLd } from '@/lib/seo/structured-data';
import { CaseClassesProvider } from '@/components/news/article-link';
import { getCaseClassIds } from '@/lib/data/case';

/**
 * The site chrome, rendered once per variant and kept across client navigations: the skip link to the content
 * (issue 31 item 8), the header for the
 * variant's device (its tab and hot keywords follow the URL), the footer (the home page's own or the site's),
 * back-to-top (not on mobile, W19), the floating publish button (mobile only, W11)
 * and the app-wide dialog and chat hosts. Pages render only their body (`PageBody`); the conversation page has
 * no footer (`FooterSwitch`, issue 18 item 5).
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ variant: string }> }) {
  const { locale, device } = parseVariant((await params).variant);
  const t = createTranslate(getMessages(locale));
  const mobile = device === 'mobile';
  const [{ hot, cooperation, contact }, cases] = await Promise.all([getChrome(locale), getCaseClassIds()]);
  const hotline = serverEnv().SITE_HOTLINE;
  return (
    <CaseClassesProvider ids={[...cases]}>
      <SkipLink t={t} />
      {mobile ? <MobileHeader hot={hot} /> : <Header t={t} hot={hot} />}
      <MainContentStart />
      {children}
      {/* O24/O25: the home page has its own footer (© 2021); every other page the site footer (the current year). */}
      <FooterSwitch
        home={<HomeFooter t={t} cooperation={cooperation} contact={contact} hotline={hotline} />}
        site={<Footer t={t} cooperation={cooperation} year={new Date().getFullYear()} hotline={hotline} />}
      />
      {/* issue 20 item 5: the site's WebSite and Organization, after the page's own block */}
      <JsonLd data={siteJsonLd(t, locale)} />
      {!mobile && <BackToTop />}
      {mobile && <FloatingPublish />}
      <LoginHost />
      <LoginTipHost />
      <ChatHost />
    </CaseClassesProvider>
  );
}
