'use client';

import { Form, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { CategoryFields, categoryTagIds, categoryValues, type CategoryValues } from '@/components/product/editor/catalogue-categories';
import { EditorActions, EditorHead } from '@/components/product/editor/editor-frame';
import { MediaField } from '@/components/product/editor/media-field';
import styles from '@/components/product/editor/product-editor.module.css';
import { useCatalogueEditor } from '@/components/product/editor/use-catalogue-editor';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { createBrand, deleteBrand, updateBrand } from '@/lib/api/catalogue-write';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { CATALOGUE_AUTHORITY, CHAIN_TAG_TYPE, type BrandDetail, type BrandInput } from '@/lib/contract/catalogue';
import { href } from '@/lib/routing/routes';

interface Values extends CategoryValues {
  name: string;
  enName?: string;
  logo: string[];
  description?: string;
  story?: string;
}

function initialValues(b: BrandDetail | null): Values {
  return {
    name: b?.name ?? '',
    enName: b?.enName ?? '',
    logo: b?.logo ? [b.logo] : [],
    description: b?.description ?? '',
    story: b?.story ?? '',
    ...categoryValues(b?.categories, CHAIN_TAG_TYPE.brand),
  };
}

/** M12/M13/M31: the staff brand editor; tokens U18–U20 are checked before any call; a save makes it PENDING. */
export function BrandForm({ brand, submitted = false }: { brand: BrandDetail | null; submitted?: boolean }) {
  const t = useT();
  const router = useRouter();
  const { notice, saving, allowed, save } = useCatalogueEditor(submitted);

  const submit = async (values: Values) => {
    if (!allowed(brand ? CATALOGUE_AUTHORITY.brandEdit : CATALOGUE_AUTHORITY.brandAdd)) return;
    const body: BrandInput = {
      name: values.name,
      enName: values.enName || null,
      logo: values.logo[0] ?? null,
      description: values.description || null,
      story: values.story || null,
      tagIds: categoryTagIds(values),
    };
    await save(
      () => (brand ? updateBrand(clientTransport, { ...body, id: brand.id }) : createBrand(clientTransport, body)),
      (saved) => {
        if (!brand) router.replace(`${href('/brand/edit/:brandId', { brandId: saved.id })}?submitted=1`);
      },
    );
  };

  const remove = async () => {
    if (!brand || !allowed(CATALOGUE_AUTHORITY.brandDelete)) return;
    await deleteBrand(clientTransport, brand.id);
    router.replace(href('/industry-chain'));
  };

  return (
    <Form layout="vertical" className={styles.form} initialValues={initialValues(brand)} onFinish={(v: Values) => void submit(v)} data-testid="brand-form">
      <EditorHead title={brand ? t('brandEditor.editTitle') : t('brandEditor.addTitle')} reviewStatus={brand?.reviewStatus ?? null} notice={notice} testId="brand-form" />
      <Form.Item name="name" label={t('brandEditor.name')} rules={[{ required: true, message: t('productEditor.required', { field: t('brandEditor.name') }) }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="enName" label={t('brandEditor.enName')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="logo" label={t('brandEditor.logo')}>
        <MediaField kind="image" prefix={UPLOAD_PREFIX.companyImage} testId="brand-logo" />
      </Form.Item>
      <Form.Item name="description" label={t('brandEditor.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="story" label={t('brand.story')}>
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <CategoryFields chainType={CHAIN_TAG_TYPE.brand} />
      <EditorActions onDelete={brand ? () => void remove() : null} deleteConfirm={t('brandEditor.deleteConfirm')} deleteLabel={t('brandEditor.delete')} saving={saving} testId="brand" />
    </Form>
  );
}
