import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { SystemMessagePage } from '@/components/notice/system-message-page';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('notice.title'), t('site.name')]), robots: { index: false } };
}

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
