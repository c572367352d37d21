import { PageBody } from '@/components/layout/page-body';
import { SystemMessagePage } from '@/components/notice/system-message-page';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string }>;

export const generateMetadata = personalMetadata('notice.title');

/** K36: `/system-message` (login, personal): the panel's tabs as a page, 10 per page; the mobile target. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <h1 className="visually-hidden">{t('notice.title')}</h1>
      <SystemMessagePage />
    </PageBody>
  );
}
