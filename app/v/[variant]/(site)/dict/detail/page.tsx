import { DictPageView } from '@/components/dict/dict-page-view';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { getDictPage } from '@/lib/data/dict';
import { href } from '@/lib/routing/routes';
import { dictJsonLd } from '@/lib/seo/dict-json-ld';
import { absoluteUrl, joinTitle } from '@/lib/seo/templates';

export const revalidate = 3600;

function pagePath(page: number): string {
  return page > 1 ? href('/dict/detail', {}, { page }) : href('/dict/detail');
}

/** E19: `/dict/detail` (paged with `?page=N`), the industry dictionary. */
const page = listPage({
  load: async (v) => {
    const dict = await getDictPage(v.page);
    // A failed read is an error (503 while the API is down), never a cached empty dictionary.
    if (!dict) throw new Error('the dictionary could not be read');
    return dict;
  },
  pageOf: (dict) => dict,
  /** E19's head: its own canonical and hreflang per language (issue 31 item 2), page N with its number in the title. */
  metadata: ({ v, t }) => {
    const path = pagePath(v.page);
    const title = joinTitle([t('dict.title'), t('site.name')]);
    return {
      title,
      description: t('dict.description'),
      keywords: [t('dict.title'), t('site.keywords')].join(','),
      alternates: { canonical: path },
      openGraph: { type: 'website', title, description: t('dict.description'), url: absoluteUrl(path), siteName: t('site.name') },
    };
  },
  render: ({ v, t, data: dict }) => {
    const jsonLd = dictJsonLd(
      dict.records,
      { set: absoluteUrl(href('/dict/detail')), page: absoluteUrl(pagePath(v.page)) },
      { name: t('dict.setName'), description: t('dict.description') },
      v.locale,
    );
    return (
      <PageBody>
        <DictPageView t={t} locale={v.locale} page={dict} jsonLd={jsonLd} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
