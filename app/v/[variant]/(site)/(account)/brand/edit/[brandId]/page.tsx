import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { BrandEditor } from '@/components/brand/editor/brand-editor';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; brandId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('brandEditor.editTitle'), t('site.name')]), robots: { index: false } };
}

/** M13/M31: `/brand/edit/{brandId}` (login; tokens brand-edit and brand-delete, U19/U20). */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { variant, brandId } = await params;
  const { id } = await idPageParams(Promise.resolve({ variant, id: brandId }));
  return (
    <PageBody>
      <BrandEditor brandId={id} submitted={(await searchParams).submitted === '1'} />
    </PageBody>
  );
}
