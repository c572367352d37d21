'use client';

import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { useT } from '@/components/providers/i18n-context';
import { TranslationDirectionField, type TranslationDirection } from '@/components/ui/translation-direction-field';
import { clientTransport } from '@/lib/api/client';
import { createProduct, deleteProduct, updateProduct } from '@/lib/api/catalogue-write';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { ATTRIBUTE_GROUPS, CATALOGUE_AUTHORITY, CHAIN_TAG_TYPE, PRICE_TYPES, type PriceType, type ProductDetail, type ProductInput } from '@/lib/contract/catalogue';
import { href } from '@/lib/routing/routes';
import { BrandSelect } from './brand-select';
import { CategoryFields, categoryTagIds, categoryValues, type CategoryValues } from './catalogue-categories';
import { EditorActions, EditorHead } from './editor-frame';
import { MediaField } from './media-field';
import { useCatalogueEditor } from './use-catalogue-editor';
import styles from './product-editor.module.css';

interface Values extends CategoryValues {
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
  translationDirection: TranslationDirection | null;
}

function initialValues(p: ProductDetail | null): Values {
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
    translationDirection: p?.translationDirection ?? null,
    ...categoryValues(p?.categories, CHAIN_TAG_TYPE.product),
  };
}

/**
 * M09/M10/M31: the staff product editor. Each action first checks its token (U15–U17): without it the
 * message '暂无权限操作，请联系平台管理员~' shows and no call is made. A save makes the product PENDING (M32).
 */
export function ProductForm({ product, submitted = false }: { product: ProductDetail | null; submitted?: boolean }) {
  const t = useT();
  const router = useRouter();
  const [form] = Form.useForm<Values>();
  const priceType = Form.useWatch('priceType', form);
  const { notice, setNotice, saving, allowed, save } = useCatalogueEditor(submitted);

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
      tagIds: categoryTagIds(values),
      attributes: values.attributes.filter((a) => a.name?.trim()),
      translationDirection: values.translationDirection ?? null,
    };
    await save(
      () => (product ? updateProduct(clientTransport, { ...body, id: product.id }) : createProduct(clientTransport, body)),
      (saved) => {
        if (!product) router.replace(`${href('/product/edit/:productId', { productId: saved.id })}?submitted=1`);
      },
    );
  };

  const remove = async () => {
    if (!product || !allowed(CATALOGUE_AUTHORITY.productDelete)) return;
    await deleteProduct(clientTransport, product.id);
    setNotice({ type: 'success', text: t('editInfo.deleted') });
    router.replace(href('/industry-chain'));
  };

  const required = (field: string) => [{ required: true, message: t('productEditor.required', { field }) }];
  return (
    <Form form={form} layout="vertical" className={styles.form} initialValues={initialValues(product)} onFinish={(v) => void submit(v)} data-testid="product-form">
      <EditorHead title={product ? t('productEditor.editTitle') : t('productEditor.addTitle')} reviewStatus={product?.reviewStatus ?? null} notice={notice} testId="product-form" />
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
      <Form.Item name="brandId" label={t('brand.seoSuffix')}>
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
      <CategoryFields chainType={CHAIN_TAG_TYPE.product} />
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
      <Form.Item name="translationDirection" label={t('translation.direction')}>
        <TranslationDirectionField />
      </Form.Item>
      <EditorActions
        onDelete={product ? () => void remove() : null}
        deleteConfirm={t('productEditor.deleteConfirm')}
        deleteLabel={t('productEditor.delete')}
        saving={saving}
        testId="product"
      />
    </Form>
  );
}
