import { ATTRIBUTE_GROUPS, type ProductAttribute } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import styles from './product-detail.module.css';

/** M26: attributes in the groups BASIC, PRODUCTION, SPECIFICATION, in that order; an empty group is hidden. */
export function groupAttributes(attributes: ProductAttribute[]): { group: ProductAttribute['group']; items: ProductAttribute[] }[] {
  return ATTRIBUTE_GROUPS.map((group) => ({ group, items: attributes.filter((a) => a.group === group) })).filter((g) => g.items.length > 0);
}

export function ProductAttributes({ attributes, t }: { attributes: ProductAttribute[]; t: Translate }) {
  return (
    <>
      {groupAttributes(attributes).map(({ group, items }) => (
        <section key={group} className={styles.section} data-testid={`attr-${group}`}>
          <h2 className={styles.heading}>{t(`product.attr.${group}`)}</h2>
          {/* the names and values are the company's own (free text of the product form) */}
          <dl className={styles.attrs} data-ugc>
            {items.map((a, k) => (
              <div key={`${a.name}-${k}`} className={styles.attr}>
                <dt>{a.name}</dt>
                <dd>{a.value ?? '-'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
