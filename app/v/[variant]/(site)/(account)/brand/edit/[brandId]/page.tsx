import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SessionRecheck } from '@/components/auth/session-recheck';
import { PageBody } from '@/components/layout/page-body';
import { BrandEditor } from '@/components/brand/editor/brand-editor';
import { getManagedBrand } from '@/lib/data/catalogue';
import { getSession } from '@/lib/data/session';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; brandId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('brandEditor.editTitle'), t('site.name')]), robots: { index: false } };
}

/**
 * M13/M31: `/brand/edit/{brandId}` (login; tokens brand-edit and brand-delete, U19/U20): the brand of the member's own
 * company, loaded on the server with their session; a missing one or another company's is the readable 404.
 */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, brandId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: brandId }));
  const { token } = await getSession();
  const brand = await whileSignedIn(getManagedBrand(token, id));
  if (brand === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!brand) notFound();
  return (
    <PageBody>
      <BrandEditor key={brand.id} brand={brand} submitted={(await searchParams).submitted === '1'} />
    </PageBody>
  );
}
