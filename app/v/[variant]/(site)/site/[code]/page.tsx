import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { getSitePage } from '@/lib/data/basic';
import { SITE_ROUTE_CODES, siteRouteOf } from '@/lib/site/site-routes';
import { href } from '@/lib/routing/routes';
import { SitePageView } from '@/components/site/site-page-view';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, truncate } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; code: string }>;

export const revalidate = 600;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, code } = await params;
  const v = parseVariant(variant);
  const pageCode = SITE_ROUTE_CODES[code];
  return { v, page: pageCode ? await getSitePage(pageCode, v.locale) : null };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, page } = await load(params);
  const route = siteRouteOf((await params).code);
  if (!page || !route) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: joinTitle([page.title || page.name, t('site.name')]),
    description: truncate(page.description || htmlToText(page.content ?? '')),
    // issue 31 item 2: a canonical (an alias names its page's route) and, through withPageMetadata, hreflang
    alternates: { canonical: href('/site/:code', { code: route }) },
  };
});

/** O01–O14: `/site/{code}` renders the site page of that code. */
export default async function SiteRoute({ params }: { params: Params }) {
  const { v, page } = await load(params);
  if (!page) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <SitePageView page={page} html={sanitizeContentHtml(page.content ?? '', serverEnv().SITE_URL)} fallbackTitle={t('site.name')} />
    </PageBody>
  );
}
