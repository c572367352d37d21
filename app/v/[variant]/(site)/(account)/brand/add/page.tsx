import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { BrandEditor } from '@/components/brand/editor/brand-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('brandEditor.addTitle'), t('site.name')]), robots: { index: false } };
}

/** M12: `/brand/add` (login; the token brand-add is checked on submit, U18). */
export default function Page() {
  return (
    <PageBody>
      <BrandEditor brand={null} />
    </PageBody>
  );
}
