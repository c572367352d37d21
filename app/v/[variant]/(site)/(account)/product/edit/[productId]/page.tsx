import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { ProductEditor } from '@/components/product/editor/product-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; productId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('productEditor.editTitle'), t('site.name')]), robots: { index: false } };
}

/** M10/M31: `/product/edit/{productId}` (login; tokens product-edit and product-delete, U16/U17). */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, productId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: productId }));
  return (
    <PageBody>
      <ProductEditor productId={id} submitted={(await searchParams).submitted === '1'} />
    </PageBody>
  );
}
