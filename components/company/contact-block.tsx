import { Fragment } from 'react';
import type { CompanyDetail } from '@/lib/contract/company';
import type { Translate } from '@/lib/i18n/messages';
import styles from './company.module.css';

/** The company's contact data and website; hidden when none is known. */
export function ContactBlock({ t, company }: { t: Translate; company: CompanyDetail }) {
  const rows = [
    [t('company.contactPerson'), company.contact.person],
    [t('company.contactPhone'), company.contact.phone],
    [t('account.email'), company.contact.email],
    [t('company.address'), company.contact.address],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  if (rows.length === 0 && !company.website) return null;
  return (
    <section className={styles.card} data-testid="company-contact">
      <h2 className={styles.blockTitle}>{t('company.contact')}</h2>
      <dl className={styles.contact}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd data-ugc>{value}</dd>
          </Fragment>
        ))}
        {company.website && (
          <>
            <dt>{t('company.website')}</dt>
            <dd>
              <a href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                {company.website}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
