import { notFound, redirect } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { canPublishNews, getManagedNews, getNewsThemeTags } from '@/lib/data/news-manage';
import { getCaseEditorClasses, isCaseClassId } from '@/lib/data/case';
import { getSession } from '@/lib/data/session';
import { NewsEditor } from '@/components/news-editor/news-editor';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('newsEditor.editTitle');

/** F15: `/news/edit/{id}` (login, personal): the author edits a draft or a published item, news or case. */
export default async function Page({ params }: { params: Params }) {
  const { id } = await idPageParams(params);
  const { token, memberId } = await getSession();
  if (!(await canPublishNews(token))) redirect('/');
  const news = await getManagedNews(token, id);
  if (!news || news.memberId !== memberId) notFound();
  // a case is edited as a case: its class stays chosen and saving keeps it one (issue 29 item 6)
  const cases = (await isCaseClassId(news.classTagId)) ? await getCaseEditorClasses() : null;
  return (
    <PageBody>
      <NewsEditor initial={news} themeTags={await getNewsThemeTags()} cases={cases} />
    </PageBody>
  );
}
