import { signedInItem } from '@/components/auth/signed-in-item';
import { BrandEditor } from '@/components/brand/editor/brand-editor';
import { PageBody } from '@/components/layout/page-body';
import { getManagedBrand } from '@/lib/data/catalogue';
import { getSession } from '@/lib/data/session';
import { idPageParams } from '@/lib/routing/page-params';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; brandId: string }>;

export const generateMetadata = personalMetadata('brandEditor.editTitle');

/**
 * M13/M31: `/brand/edit/{brandId}` (login; tokens brand-edit and brand-delete, U19/U20): the brand of the member's own
 * company, loaded on the server with their session; a missing one or another company's is the readable 404.
 */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, brandId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: brandId }));
  const { token } = await getSession();
  const submitted = (await searchParams).submitted === '1';
  return signedInItem(getManagedBrand(token, id), (brand) => (
    <PageBody>
      <BrandEditor key={brand.id} brand={brand} submitted={submitted} />
    </PageBody>
  ));
}
