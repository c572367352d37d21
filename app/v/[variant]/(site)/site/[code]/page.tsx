import { PageBody } from '@/components/layout/page-body';
import { entityPage } from '@/components/site/entity-page';
import { SitePageView } from '@/components/site/site-page-view';
import { getSitePage } from '@/lib/data/basic';
import { serverEnv } from '@/lib/env';
import { href } from '@/lib/routing/routes';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { SITE_ROUTE_CODES, siteRouteOf } from '@/lib/site/site-routes';
import { joinTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 600;

export { generateStaticParams } from '@/components/site/on-demand';

/** O01–O14: `/site/{code}` renders the site page of that code. */
const page = entityPage({
  key: (p: { variant: string; code: string }, v) => ({ code: p.code, locale: v.locale }),
  load: async ({ code, locale }) => {
    const pageCode = SITE_ROUTE_CODES[code];
    const route = siteRouteOf(code);
    const sitePage = pageCode && route ? await getSitePage(pageCode, locale) : null;
    return sitePage && route ? { page: sitePage, route } : null;
  },
  metadata: ({ t, data: { page, route } }) => ({
    title: joinTitle([page.title || page.name, t('site.name')]),
    description: truncate(page.description || htmlToText(page.content ?? '')),
    // issue 31 item 2: a canonical (an alias names its page's route) and, through withPageMetadata, hreflang
    alternates: { canonical: href('/site/:code', { code: route }) },
  }),
  render: ({ t, data: { page } }) => (
    <PageBody>
      <SitePageView page={page} html={sanitizeContentHtml(page.content ?? '', serverEnv().SITE_URL)} fallbackTitle={t('site.name')} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
