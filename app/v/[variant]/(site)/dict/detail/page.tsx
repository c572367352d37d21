import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { DictPageView } from '@/components/dict/dict-page-view';
import { PageBody } from '@/components/layout/page-body';
import { getDictPage } from '@/lib/data/dict';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { dictJsonLd } from '@/lib/seo/dict-json-ld';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import { absoluteUrl, joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

function pagePath(page: number): string {
  return page > 1 ? href('/dict/detail', {}, { page }) : href('/dict/detail');
}

/** E19's head: its own canonical and hreflang per language (issue 31 item 2), page N with its number in the title. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, await getDictPage(v.page))) return {};
  const t = createTranslate(getMessages(v.locale));
  const path = pagePath(v.page);
  const title = joinTitle([t('dict.title'), t('site.name')]);
  return {
    title,
    description: t('dict.description'),
    keywords: [t('dict.title'), t('site.keywords')].join(','),
    alternates: { canonical: path },
    openGraph: { type: 'website', title, description: t('dict.description'), url: absoluteUrl(path), siteName: t('site.name') },
  };
});

/** E19: `/dict/detail` (paged with `?page=N`), the industry dictionary. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const page = await getDictPage(v.page);
  // A failed read is an error (503 while the API is down), never a cached empty dictionary.
  if (!page) throw new Error('the dictionary could not be read');
  if (pastTheEnd(v.page, page)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const jsonLd = dictJsonLd(
    page.records,
    { set: absoluteUrl(href('/dict/detail')), page: absoluteUrl(pagePath(v.page)) },
    { name: t('dict.setName'), description: t('dict.description') },
    v.locale,
  );
  return (
    <PageBody>
      <DictPageView t={t} locale={v.locale} page={page} jsonLd={jsonLd} />
    </PageBody>
  );
}
