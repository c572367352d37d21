import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { canPublishNews, getNewsThemeTags } from '@/lib/data/news-manage';
import { getSession } from '@/lib/data/session';
import { NewsEditor } from '@/components/news-editor/news-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

/** Per member and request (reads the session cookies). */
export const dynamic = 'force-dynamic';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('newsEditor.createTitle'), t('site.name')]), robots: { index: false } };
}

/** F14: `/news/create` (login, personal): column owners write news; anyone else is sent home. */
export default async function Page() {
  const { token } = await getSession();
  if (!(await canPublishNews(token))) redirect('/');
  return (
    <PageBody>
      <NewsEditor initial={null} themeTags={await getNewsThemeTags()} />
    </PageBody>
  );
}
