import type { ReactNode } from 'react';
import { CompanyAndPosition } from '@/components/company/company-name-link';
import { CompanyRelationLabel } from '@/components/company/company-relation-label';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { CompanyLink } from '@/lib/contract/company';
import { href } from '@/lib/routing/routes';
import styles from './people.module.css';

/**
 * I16/I48/L31: a member in a list — avatar and name link to their home; their company links to its page when it is a
 * platform company (so the two links sit side by side, never nested).
 */
export function MemberWho(props: {
  id: number;
  name: string | null;
  avatar: string | null;
  company: string | null;
  companyLink?: CompanyLink | null | undefined;
  /** L30: the relation label (`companyRelation`). */
  relation?: string | null | undefined;
  position: string | null;
  size: number;
  extra?: ReactNode;
}) {
  const { id, name, avatar, company, companyLink, relation, position, size, extra } = props;
  const home = href('/people/:id', { id });
  return (
    <div className={styles.who}>
      <Link href={home} tabIndex={-1} aria-hidden="true">
        <Avatar src={avatar} name={name ?? ''} size={size} />
      </Link>
      <span className={styles.whoText}>
        <Link href={home} className={styles.whoName}>
          <strong>{name}</strong>
        </Link>
        {(company || position) && (
          <small data-ugc>
            <CompanyAndPosition company={company} link={companyLink} position={position} />
            {company && <CompanyRelationLabel relation={relation} />}
          </small>
        )}
        {extra}
      </span>
    </div>
  );
}
