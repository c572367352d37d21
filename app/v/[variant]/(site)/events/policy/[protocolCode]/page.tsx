import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { getSitePage } from '@/lib/data/basic';
import { PageBody } from '@/components/layout/page-body';
import { SitePageView } from '@/components/site/site-page-view';
import { htmlToText, sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { eventPolicyHref } from '@/lib/routing/events-links';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, truncate } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; protocolCode: string }>;

export const revalidate = 600;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, protocolCode } = await params;
  const v = parseVariant(variant);
  const code = decodeURIComponent(protocolCode);
  return { v, code, page: /^[\w-]{1,64}$/.test(code) ? await getSitePage(code, v.locale) : null };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, code, page } = await load(params);
  if (!page) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: joinTitle([page.title || page.name || t('events.policy'), t('events.title'), t('site.name')]),
    description: truncate(page.description || htmlToText(page.content ?? '')),
    alternates: { canonical: eventPolicyHref(code) },
  };
});

/** H10: `/events/policy/{protocolCode}`: the protocol (site page) of that code; an unknown code is a 404. */
export default async function Page({ params }: { params: Params }) {
  const { v, page } = await load(params);
  if (!page) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <SitePageView page={page} html={sanitizeContentHtml(page.content ?? '', serverEnv().SITE_URL)} fallbackTitle={t('events.policy')} />
    </PageBody>
  );
}
