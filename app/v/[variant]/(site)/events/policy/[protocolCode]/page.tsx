import { PageBody } from '@/components/layout/page-body';
import { entityPage } from '@/components/site/entity-page';
import { SitePageView } from '@/components/site/site-page-view';
import { getSitePage } from '@/lib/data/basic';
import { serverEnv } from '@/lib/env';
import { eventPolicyHref } from '@/lib/routing/events-links';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { joinTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 600;

export { generateStaticParams } from '@/components/site/on-demand';

/** H10: `/events/policy/{protocolCode}`: the protocol (site page) of that code; an unknown code is a 404. */
const page = entityPage({
  key: (p: { variant: string; protocolCode: string }, v) => ({ code: decodeURIComponent(p.protocolCode), locale: v.locale }),
  load: async ({ code, locale }) => (/^[\w-]{1,64}$/.test(code) ? getSitePage(code, locale) : null),
  metadata: ({ t, id: { code }, data: page }) => ({
    title: joinTitle([page.title || page.name || t('events.policy'), t('events.title'), t('site.name')]),
    description: truncate(page.description || htmlToText(page.content ?? '')),
    alternates: { canonical: eventPolicyHref(code) },
  }),
  render: ({ t, data: page }) => (
    <PageBody>
      <SitePageView page={page} html={sanitizeContentHtml(page.content ?? '', serverEnv().SITE_URL)} fallbackTitle={t('events.policy')} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
