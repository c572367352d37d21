import type { Metadata } from 'next';
import { EditInfo } from '@/components/account/edit-info';
import { PageBody } from '@/components/layout/page-body';
import { getEditInfo } from '@/lib/data/account';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: `${t('auth.editInfo')}_${t('site.name')}`, robots: { index: false, follow: false } };
}

/** D26: `/edit-info` (login; personal): basic info, work and education history, industry tags. */
export default async function EditInfoPage() {
  const data = await getEditInfo();
  return (
    <PageBody>
      <EditInfo initial={data} />
    </PageBody>
  );
}
