'use client';

import { useT } from '@/components/providers/i18n-context';
import styles from './company.module.css';

/** §3 company relation types (L30). */
const RELATIONS = ['PRODUCT', 'MANAGEMENT', 'CUSTOMER', 'SUPPLIER', 'BRAND'] as const;
type Relation = (typeof RELATIONS)[number];
const isRelation = (value: string | null | undefined): value is Relation => (RELATIONS as readonly string[]).includes(value ?? '');

/** L30: the member's relation to their company as a small label (`companyRelation` of a member list item); unknown values show nothing. */
export function CompanyRelationLabel({ relation }: { relation: string | null | undefined }) {
  const t = useT();
  if (!isRelation(relation)) return null;
  return (
    <span className={styles.relation} data-testid="company-relation">
      {t(`company.relation.${relation}`)}
    </span>
  );
}

