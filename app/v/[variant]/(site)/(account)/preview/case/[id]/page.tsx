import { notFound } from 'next/navigation';
import { NewsPreview } from '@/components/news-editor/news-preview';
import { getCasePreview } from '@/lib/data/case';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

/** T21: preview pages are noindex. */
export const generateMetadata = personalMetadata(['newsEditor.preview', 'case.title'], { follow: false });

/**
 * M07: `/preview/case/{id}` (login, author only): one's own case as readers will see it, drafts included
 * (`GET /news/news/manage/detail/{id}`); someone else's case, a news item that is not a case or a missing id is a 404.
 */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token, memberId } = await getSession();
  const item = await getCasePreview(token, id);
  if (!item) notFound();
  return <NewsPreview t={createTranslate(getMessages(v.locale))} locale={v.locale} kind="case" item={item} memberId={memberId} />;
}
