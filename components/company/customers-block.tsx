import type { Customer, CustomerCategoryCount } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import { CustomerPager } from './customer-pager';
import { AppLink as Link } from '@/components/ui/app-link';
import { companyHref } from '@/lib/routing/company-links';
import styles from './company.module.css';

/** L24: the limited customer list, counts per category and the total; the full list pages in the browser. Names and categories are the company's (`data-ugc`). */
export function CustomersBlock(props: { t: Translate; companyId: number; customers: Customer[]; categories: CustomerCategoryCount; total: number }) {
  const { t, companyId, customers, categories, total } = props;
  if (total === 0) return null;
  return (
    <section className={styles.card} data-testid="company-customers">
      <h2 className={styles.blockTitle}>
        {t('company.customers')}
        <small>{t('company.customerTotal', { n: total })}</small>
      </h2>
      <div className={styles.counts}>
        {categories.map((c) => (
          <span key={c.category} className={styles.tag}>
            {c.category ? <span data-ugc>{c.category}</span> : t('company.customerOther')} {c.count}
          </span>
        ))}
      </div>
      <ul className={styles.customerList}>
        {customers.map((c) => (
          <li key={c.id} data-ugc>
            {/* L31: a customer that is a platform company links to its page by member kind */}
            {c.customer ? <Link href={companyHref(c.customer)}>{c.name}</Link> : c.name}
          </li>
        ))}
      </ul>
      {total > customers.length && <CustomerPager companyId={companyId} />}
    </section>
  );
}
