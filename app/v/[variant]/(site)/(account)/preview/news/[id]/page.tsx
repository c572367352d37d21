import { signedInItem } from '@/components/auth/signed-in-item';
import { NewsPreview } from '@/components/news-editor/news-preview';
import { getManagedNews } from '@/lib/data/news-manage';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; id: string }>;

export const generateMetadata = personalMetadata('newsEditor.preview', { follow: false });

/** F13: `/preview/news/{id}` (login, personal): the article as readers will see it, drafts included; others get 404. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token, memberId } = await getSession();
  return signedInItem(getManagedNews(token, id), (news) => (
    <NewsPreview t={createTranslate(getMessages(v.locale))} locale={v.locale} item={news} memberId={memberId} />
  ));
}
