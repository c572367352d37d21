import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { ProductEditor } from '@/components/product/editor/product-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('productEditor.addTitle'), t('site.name')]), robots: { index: false } };
}

/** M09: `/product/add` (login; the token product-add is checked on submit, U15). */
export default function Page() {
  return (
    <PageBody>
      <ProductEditor product={null} />
    </PageBody>
  );
}
