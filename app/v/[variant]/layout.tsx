import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { DeviceWatcher } from '@/components/layout/device-watcher';
import { HeadSweeper } from '@/components/layout/head-sweeper';
import { PageViewTracker } from '@/components/layout/page-view-tracker';
import { ProgressBar } from '@/components/layout/progress-bar';
import { LinkNavigator } from '@/components/layout/link-navigator';
import { Providers } from '@/components/providers/providers';
import { catalogueUrl } from '@/lib/i18n/catalogue-file';
import { createTranslate, getMessages, HTML_LANG } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { BRAND_COLOR } from '@/lib/theme';
import './globals.css';
import { serverEnv } from '@/lib/env';

type Props = { children: ReactNode; params: Promise<{ variant: string }> };

// Variants are rendered on demand and cached (nothing is prerendered at build, so a build never
// needs the API): docs/architecture.md "Web".
export { generateStaticParams } from '@/components/site/on-demand';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = parseVariant((await params).variant);
  const t = createTranslate(getMessages(locale));
  return {
    title: t('site.name'),
    description: t('site.description'),
    keywords: t('site.keywords'),
    metadataBase: new URL(serverEnv().SITE_URL),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: BRAND_COLOR };

export default async function RootLayout({ children, params }: Props) {
  const { locale, device, page } = parseVariant((await params).variant);
  // the islands' catalogue is a file of its own, fetched while the scripts load (lib/i18n/catalogue-file.ts)
  const catalogue = catalogueUrl(locale);
  preload(catalogue, { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <html lang={HTML_LANG[locale]} className={device} data-device={device}>
      <body>
        <Providers locale={locale} device={device} page={page} catalogue={{ url: catalogue }}>
          <LinkNavigator />
          <Suspense fallback={null}>
            <ProgressBar />
            <PageViewTracker />
          </Suspense>
          <DeviceWatcher device={device} />
          <SessionBootstrap />
          <HeadSweeper />
          {children}
        </Providers>
      </body>
    </html>
  );
}
