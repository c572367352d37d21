'use client';

import { Alert, Button, Form, Input, InputNumber, Popconfirm, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { createProduct, deleteProduct, updateProduct } from '@/lib/api/catalogue-write';
import { UPLOAD_PREFIX } from '@/lib/constants';
import {
  ATTRIBUTE_GROUPS,
  CATALOGUE_AUTHORITY,
  CATALOGUE_CATEGORY_TYPE,
  CHAIN_TAG_TYPE,
  PRICE_TYPES,
  type CatalogueCategory,
  type PriceType,
  type ProductDetail,
  type ProductInput,
} from '@/lib/contract/catalogue';
import { href } from '@/lib/routing/routes';
import { useSessionStore } from '@/stores/session';
import { BrandSelect } from './brand-select';
import { CategoryPicker } from './category-picker';
import { MediaField } from './media-field';
import styles from './product-editor.module.css';

const CATEGORIES = Object.keys(CATALOGUE_CATEGORY_TYPE) as CatalogueCategory[];

interface Values {
  name: string;
  priceType: PriceType;
  price?: number | null;
  maxPrice?: number | null;
  unit?: string;
  brandId?: number | null;
  description?: string;
  images: string[];
  video: string[];
  attributes: ProductInput['attributes'];
  chain: number[];
  categories: Partial<Record<CatalogueCategory, number[]>>;
}

function initialValues(p: ProductDetail | null): Values {
  const ofType = (type: number) => (p?.categories ?? []).filter((c) => c.type === type).map((c) => c.id);
  return {
    name: p?.name ?? '',
    priceType: (PRICE_TYPES as readonly string[]).includes(p?.priceType ?? '') ? (p!.priceType as PriceType) : 'SPECIFIC',
    price: p?.price ?? null,
    maxPrice: p?.maxPrice ?? null,
    unit: p?.unit ?? '',
    brandId: p?.brand?.id ?? null,
    description: p?.description ?? '',
    images: p?.images ?? [],
    video: p?.video ? [p.video] : [],
    attributes: p?.attributes ?? [],
    chain: ofType(CHAIN_TAG_TYPE.product),
    categories: Object.fromEntries(CATEGORIES.map((key) => [key, ofType(CATALOGUE_CATEGORY_TYPE[key])])),
  };
}

/**
 * M09/M10/M31: the staff product editor. Each action first checks its token (U15–U17): without it the
 * message '暂无权限操作，请联系平台管理员~' shows and no call is made. A save makes the product PENDING (M32).
 */
export function ProductForm({ product, submitted = false }: { product: ProductDetail | null; submitted?: boolean }) {
  const t = useT();
  const router = useRouter();
  const permissions = useSessionStore((s) => s.permissions);
  const [form] = Form.useForm<Values>();
  const priceType = Form.useWatch('priceType', form);
  // After a create the editor moves to the new item's edit page (`?submitted=1`), where the confirmation shows.
  const [notice, setNotice] = useState<{ type: 'error' | 'success'; text: string } | null>(submitted ? { type: 'success', text: t('productEditor.submitted') } : null);
  const [saving, setSaving] = useState(false);

  const allowed = (token: string) => {
    if (permissions.includes(token)) return true;
    setNotice({ type: 'error', text: t('catalogue.noPermission') });
    return false;
  };

  const submit = async (values: Values) => {
    if (!allowed(product ? CATALOGUE_AUTHORITY.productEdit : CATALOGUE_AUTHORITY.productAdd)) return;
    const body: ProductInput = {
      name: values.name,
      description: values.description || null,
      priceType: values.priceType,
      price: values.priceType === 'NEGOTIABLE' ? null : (values.price ?? null),
      maxPrice: values.priceType === 'RANGE' ? (values.maxPrice ?? null) : null,
      unit: values.unit || null,
      brandId: values.brandId ?? null,
      images: values.images,
      video: values.video[0] ?? null,
      tagIds: [...values.chain, ...CATEGORIES.flatMap((key) => values.categories[key] ?? [])],
      attributes: values.attributes.filter((a) => a.name?.trim()),
    };
    setSaving(true);
    try {
      const saved = product ? await updateProduct(clientTransport, { ...body, id: product.id }) : await createProduct(clientTransport, body);
      setNotice({ type: 'success', text: t('productEditor.submitted') });
      if (!product) router.replace(`${href('/product/edit/:productId', { productId: saved.id })}?submitted=1`);
    } catch (error) {
      setNotice({ type: 'error', text: error instanceof Error ? error.message : t('productEditor.uploadFailed') });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!product || !allowed(CATALOGUE_AUTHORITY.productDelete)) return;
    await deleteProduct(clientTransport, product.id);
    setNotice({ type: 'success', text: t('productEditor.deleted') });
    router.replace(href('/industry-chain'));
  };

  const required = (field: string) => [{ required: true, message: t('productEditor.required', { field }) }];
  return (
    <Form form={form} layout="vertical" className={styles.form} initialValues={initialValues(product)} onFinish={(v) => void submit(v)} data-testid="product-form">
      <h1 className={styles.title}>{product ? t('productEditor.editTitle') : t('productEditor.addTitle')}</h1>
      {product && <p>{t('productEditor.status', { status: t(`productEditor.status.${product.reviewStatus}`) })}</p>}
      {notice && <Alert type={notice.type} title={notice.text} showIcon style={{ marginBottom: 16 }} data-testid="product-form-notice" />}
      <Form.Item name="name" label={t('productEditor.name')} rules={required(t('productEditor.name'))}>
        <Input maxLength={60} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="priceType" label={t('productEditor.priceType')}>
          <Select style={{ width: 160 }} options={PRICE_TYPES.map((p) => ({ value: p, label: t(`productEditor.priceType.${p}`) }))} />
        </Form.Item>
        {priceType !== 'NEGOTIABLE' && (
          <Form.Item name="price" label={t('productEditor.price')} rules={required(t('productEditor.price'))}>
            <InputNumber min={0} precision={2} />
          </Form.Item>
        )}
        {priceType === 'RANGE' && (
          <Form.Item name="maxPrice" label={t('productEditor.maxPrice')} rules={required(t('productEditor.maxPrice'))}>
            <InputNumber min={0} precision={2} />
          </Form.Item>
        )}
        <Form.Item name="unit" label={t('productEditor.unit')}>
          <Input maxLength={20} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item name="brandId" label={t('productEditor.brand')}>
        <BrandSelect />
      </Form.Item>
      <Form.Item name="images" label={t('productEditor.images')}>
        <MediaField kind="image" prefix={UPLOAD_PREFIX.productImage} testId="product-images" />
      </Form.Item>
      <Form.Item name="video" label={t('productEditor.video')}>
        <MediaField kind="video" prefix={UPLOAD_PREFIX.productVideo} testId="product-video" />
      </Form.Item>
      <Form.Item name="description" label={t('productEditor.description')}>
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="chain" label={t('productEditor.chain')}>
        <CategoryPicker type={CHAIN_TAG_TYPE.product} placeholder={t('productEditor.chain')} testId="picker-chain" />
      </Form.Item>
      <div className={styles.categories}>
        {CATEGORIES.map((key) => (
          <Form.Item key={key} name={['categories', key]} label={t(`productEditor.category.${key}`)}>
            <CategoryPicker type={CATALOGUE_CATEGORY_TYPE[key]} placeholder={t(`productEditor.category.${key}`)} testId={`picker-${key}`} />
          </Form.Item>
        ))}
      </div>
      <Form.List name="attributes">
        {(fields, { add, remove: removeAttr }) => (
          <Form.Item label={t('productEditor.attributes')}>
            {fields.map((field) => (
              <Space key={field.key} wrap align="baseline">
                <Form.Item name={[field.name, 'group']} noStyle>
                  <Select style={{ width: 140 }} options={ATTRIBUTE_GROUPS.map((g) => ({ value: g, label: t(`product.attr.${g}`) }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} noStyle>
                  <Input placeholder={t('productEditor.attrName')} maxLength={30} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} noStyle>
                  <Input placeholder={t('productEditor.attrValue')} maxLength={200} />
                </Form.Item>
                <Button onClick={() => removeAttr(field.name)}>{t('productEditor.remove')}</Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ group: 'BASIC', name: '', value: '' })}>
              {t('productEditor.addAttr')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <div className={styles.actions}>
        {product && (
          <Popconfirm title={t('productEditor.deleteConfirm')} onConfirm={() => void remove()}>
            <Button danger data-testid="product-delete">
              {t('productEditor.delete')}
            </Button>
          </Popconfirm>
        )}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="product-submit">
          {t('productEditor.submit')}
        </Button>
      </div>
    </Form>
  );
}
