import { signedInItem } from '@/components/auth/signed-in-item';
import { PageBody } from '@/components/layout/page-body';
import { ProductEditor } from '@/components/product/editor/product-editor';
import { getManagedProduct } from '@/lib/data/catalogue';
import { getSession } from '@/lib/data/session';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; productId: string }>;

export const generateMetadata = personalMetadata('productEditor.editTitle');

/**
 * M10/M31: `/product/edit/{productId}` (login; tokens product-edit and product-delete, U16/U17): the product of the member's own
 * company, loaded on the server with their session; a missing one or another company's is the readable 404.
 */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, productId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: productId }));
  const { token } = await getSession();
  const submitted = (await searchParams).submitted === '1';
  return signedInItem(getManagedProduct(token, id), (product) => (
    <PageBody>
      <ProductEditor key={product.id} product={product} submitted={submitted} />
    </PageBody>
  ));
}
