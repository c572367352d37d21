import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { PageBody } from '@/components/layout/page-body';
import { ProductEditor } from '@/components/product/editor/product-editor';
import { getManagedProduct } from '@/lib/data/catalogue';
import { getSession } from '@/lib/data/session';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; productId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('productEditor.editTitle'), t('site.name')]), robots: { index: false } };
}

/**
 * M10/M31: `/product/edit/{productId}` (login; tokens product-edit and product-delete, U16/U17): the product of the member's own
 * company, loaded on the server with their session; a missing one or another company's is the readable 404.
 */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, productId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: productId }));
  const { token } = await getSession();
  const product = await whileSignedIn(getManagedProduct(token, id));
  if (product === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!product) notFound();
  return (
    <PageBody>
      <ProductEditor key={product.id} product={product} submitted={(await searchParams).submitted === '1'} />
    </PageBody>
  );
}
