import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { canPublishNews, getNewsThemeTags } from '@/lib/data/news-manage';
import { getCaseEditorClasses } from '@/lib/data/case';
import { getSession } from '@/lib/data/session';
import { NewsEditor } from '@/components/news-editor/news-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  const title = (await searchParams).kind === 'case' ? t('caseEditor.createTitle') : t('newsEditor.createTitle');
  return { title: joinTitle([title, t('site.name')]), robots: { index: false } };
}

/** F14: `/news/create` (login, personal): column owners write news, or with `?kind=case` a case (M05–M07); anyone else is sent home. */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const { token } = await getSession();
  if (!(await canPublishNews(token))) redirect('/');
  const cases = (await searchParams).kind === 'case' ? await getCaseEditorClasses() : null;
  return (
    <PageBody>
      <NewsEditor initial={null} themeTags={await getNewsThemeTags()} cases={cases} />
    </PageBody>
  );
}
