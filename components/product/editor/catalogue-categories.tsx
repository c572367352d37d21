'use client';

import { Form } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { CATALOGUE_CATEGORY_TYPE, type CatalogueCategory } from '@/lib/contract/catalogue';
import { CategoryPicker } from './category-picker';
import styles from './product-editor.module.css';

const CATEGORIES = Object.keys(CATALOGUE_CATEGORY_TYPE) as CatalogueCategory[];

/** The category fields of a product or brand form: its industry-chain tags and the editor categories (M30). */
export interface CategoryValues {
  chain: number[];
  categories: Partial<Record<CatalogueCategory, number[]>>;
}

/** The form's category values of an item's tags: its chain tags (tag type `chainType`) and each category's. */
export function categoryValues(tags: readonly { id: number; type: number }[] | undefined, chainType: number): CategoryValues {
  const ofType = (type: number) => (tags ?? []).filter((c) => c.type === type).map((c) => c.id);
  return {
    chain: ofType(chainType),
    categories: Object.fromEntries(CATEGORIES.map((key) => [key, ofType(CATALOGUE_CATEGORY_TYPE[key])])),
  };
}

/** The `tagIds` a save sends: the chain tags, then every category's. */
export function categoryTagIds(values: CategoryValues): number[] {
  return [...values.chain, ...CATEGORIES.flatMap((key) => values.categories[key] ?? [])];
}

/** The chain picker and one picker per editor category (M30). */
export function CategoryFields({ chainType }: { chainType: number }) {
  const t = useT();
  return (
    <>
      <Form.Item name="chain" label={t('productEditor.chain')}>
        <CategoryPicker type={chainType} placeholder={t('productEditor.chain')} testId="picker-chain" />
      </Form.Item>
      <div className={styles.categories}>
        {CATEGORIES.map((key) => (
          <Form.Item key={key} name={['categories', key]} label={t(`productEditor.category.${key}`)}>
            <CategoryPicker type={CATALOGUE_CATEGORY_TYPE[key]} placeholder={t(`productEditor.category.${key}`)} testId={`picker-${key}`} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}
