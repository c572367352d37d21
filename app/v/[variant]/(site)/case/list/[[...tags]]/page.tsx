import { NotFoundBody } from '@/components/site/not-found-body';
import { NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { PageBody } from '@/components/layout/page-body';
import { NewsListView } from '@/components/news/news-list-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { getCaseList } from '@/lib/data/case';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { caseListTitle, joinKeywords, joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; tags?: string[] }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, tags = [] } = await params;
  const v = parseVariant(variant);
  const [classCode, themeCode] = tags.map(decodeURIComponent);
  return { v, classCode, themeCode, data: await getCaseList(classCode, themeCode, v.page) };
}

/** T13 list: `{classTag}案例_{site}` (`案例_{site}` without a class). */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, classCode, themeCode, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  const label = (tag: { name: string; enName: string | null } | null) => (tag ? (v.locale === 'en' && tag.enName ? tag.enName : tag.name) : null);
  const name = label(data.classTag);
  const theme = label(data.themeTag);
  return {
    // issue 31 item 7: a facet (class × theme) names its theme too
    title: theme ? joinTitle([theme, caseListTitle(t, name)]) : caseListTitle(t, name),
    description: t('case.description'),
    keywords: joinKeywords([name, t('case.title'), t('site.keywords')]),
    alternates: { canonical: href('/case/:classTag?/:themeTag?', { classTag: classCode, themeTag: themeCode }) },
    // Issue 20 item 6: an empty class × theme combination is not indexed.
    ...(data.list.total === 0 ? { robots: NOINDEX } : {}),
  };
});

/** M06: `/case/:classTag?/:themeTag?`: cases (news items of the case classes), the news list's view over the case classes. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListView t={t} locale={v.locale} kind="case" {...data} />
    </PageBody>
  );
}
