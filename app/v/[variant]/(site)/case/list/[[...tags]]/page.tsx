import { PageBody } from '@/components/layout/page-body';
import { NewsListView } from '@/components/news/news-list-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { listPage } from '@/components/site/list-page';
import { getCaseList } from '@/lib/data/case';
import { localName } from '@/lib/format/tag-label';
import { href } from '@/lib/routing/routes';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { caseListTitle, joinKeywords, joinTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** M06: `/case/:classTag?/:themeTag?`: cases (news items of the case classes), the news list's view over the case classes. */
const page = listPage({
  filter: ({ tags = [] }: { variant: string; tags?: string[] }) => {
    const [classCode, themeCode] = tags.map(decodeURIComponent);
    return { classCode, themeCode };
  },
  load: (v, { classCode, themeCode }) => getCaseList(classCode, themeCode, v.page),
  pageOf: (data) => data.list,
  /** T13 list: `{classTag}案例_{site}` (`案例_{site}` without a class). */
  metadata: ({ v, t, filter: { classCode, themeCode }, data }) => {
    const name = data.classTag ? localName(v.locale, data.classTag.name, data.classTag.enName) : null;
    const theme = data.themeTag ? localName(v.locale, data.themeTag.name, data.themeTag.enName) : null;
    return {
      // issue 31 item 7: a facet (class × theme) names its theme too
      title: theme ? joinTitle([theme, caseListTitle(t, name)]) : caseListTitle(t, name),
      description: t('case.description'),
      keywords: joinKeywords([name, t('case.title'), t('site.keywords')]),
      alternates: { canonical: href('/case/:classTag?/:themeTag?', { classTag: classCode, themeTag: themeCode }) },
      // Issue 20 item 6: an empty class × theme combination is not indexed.
      ...(data.list.total === 0 ? { robots: NOINDEX } : {}),
    };
  },
  render: ({ v, t, data }) => (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListView t={t} locale={v.locale} kind="case" {...data} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
