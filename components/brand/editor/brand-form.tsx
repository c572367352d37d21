'use client';

import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CategoryPicker } from '@/components/product/editor/category-picker';
import { MediaField } from '@/components/product/editor/media-field';
import styles from '@/components/product/editor/product-editor.module.css';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { createBrand, deleteBrand, updateBrand } from '@/lib/api/catalogue-write';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { CATALOGUE_AUTHORITY, CATALOGUE_CATEGORY_TYPE, CHAIN_TAG_TYPE, type BrandDetail, type BrandInput, type CatalogueCategory } from '@/lib/contract/catalogue';
import { href } from '@/lib/routing/routes';
import { useSessionStore } from '@/stores/session';

const CATEGORIES = Object.keys(CATALOGUE_CATEGORY_TYPE) as CatalogueCategory[];

interface Values {
  name: string;
  enName?: string;
  logo: string[];
  description?: string;
  story?: string;
  chain: number[];
  categories: Partial<Record<CatalogueCategory, number[]>>;
}

function initialValues(b: BrandDetail | null): Values {
  const ofType = (type: number) => (b?.categories ?? []).filter((c) => c.type === type).map((c) => c.id);
  return {
    name: b?.name ?? '',
    enName: b?.enName ?? '',
    logo: b?.logo ? [b.logo] : [],
    description: b?.description ?? '',
    story: b?.story ?? '',
    chain: ofType(CHAIN_TAG_TYPE.brand),
    categories: Object.fromEntries(CATEGORIES.map((key) => [key, ofType(CATALOGUE_CATEGORY_TYPE[key])])),
  };
}

/** M12/M13/M31: the staff brand editor; tokens U18–U20 are checked before any call; a save makes it PENDING. */
export function BrandForm({ brand, submitted = false }: { brand: BrandDetail | null; submitted?: boolean }) {
  const t = useT();
  const router = useRouter();
  const permissions = useSessionStore((s) => s.permissions);
  // After a create the editor moves to the new item's edit page (`?submitted=1`), where the confirmation shows.
  const [notice, setNotice] = useState<{ type: 'error' | 'success'; text: string } | null>(submitted ? { type: 'success', text: t('productEditor.submitted') } : null);
  const [saving, setSaving] = useState(false);

  const allowed = (token: string) => {
    if (permissions.includes(token)) return true;
    setNotice({ type: 'error', text: t('catalogue.noPermission') });
    return false;
  };

  const submit = async (values: Values) => {
    if (!allowed(brand ? CATALOGUE_AUTHORITY.brandEdit : CATALOGUE_AUTHORITY.brandAdd)) return;
    const body: BrandInput = {
      name: values.name,
      enName: values.enName || null,
      logo: values.logo[0] ?? null,
      description: values.description || null,
      story: values.story || null,
      tagIds: [...values.chain, ...CATEGORIES.flatMap((key) => values.categories[key] ?? [])],
    };
    setSaving(true);
    try {
      const saved = brand ? await updateBrand(clientTransport, { ...body, id: brand.id }) : await createBrand(clientTransport, body);
      setNotice({ type: 'success', text: t('productEditor.submitted') });
      if (!brand) router.replace(`${href('/brand/edit/:brandId', { brandId: saved.id })}?submitted=1`);
    } catch (error) {
      setNotice({ type: 'error', text: error instanceof Error ? error.message : t('productEditor.uploadFailed') });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!brand || !allowed(CATALOGUE_AUTHORITY.brandDelete)) return;
    await deleteBrand(clientTransport, brand.id);
    router.replace(href('/industry-chain'));
  };

  return (
    <Form layout="vertical" className={styles.form} initialValues={initialValues(brand)} onFinish={(v: Values) => void submit(v)} data-testid="brand-form">
      <h1 className={styles.title}>{brand ? t('brandEditor.editTitle') : t('brandEditor.addTitle')}</h1>
      {brand && <p>{t('productEditor.status', { status: t(`productEditor.status.${brand.reviewStatus}`) })}</p>}
      {notice && <Alert type={notice.type} title={notice.text} showIcon style={{ marginBottom: 16 }} data-testid="brand-form-notice" />}
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
      <Form.Item name="story" label={t('brandEditor.story')}>
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <Form.Item name="chain" label={t('productEditor.chain')}>
        <CategoryPicker type={CHAIN_TAG_TYPE.brand} placeholder={t('productEditor.chain')} testId="picker-chain" />
      </Form.Item>
      <div className={styles.categories}>
        {CATEGORIES.map((key) => (
          <Form.Item key={key} name={['categories', key]} label={t(`productEditor.category.${key}`)}>
            <CategoryPicker type={CATALOGUE_CATEGORY_TYPE[key]} placeholder={t(`productEditor.category.${key}`)} testId={`picker-${key}`} />
          </Form.Item>
        ))}
      </div>
      <div className={styles.actions}>
        {brand && (
          <Popconfirm title={t('brandEditor.deleteConfirm')} onConfirm={() => void remove()}>
            <Button danger data-testid="brand-delete">
              {t('brandEditor.delete')}
            </Button>
          </Popconfirm>
        )}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="brand-submit">
          {t('productEditor.submit')}
        </Button>
      </div>
    </Form>
  );
}
