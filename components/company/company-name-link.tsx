import { AppLink as Link } from '@/components/ui/app-link';
import type { CompanyLink } from '@/lib/contract/company';
import { companyHref } from '@/lib/routing/company-links';

/**
 * L31/I48: the name of a member's company, linked to the company page by its member kind (ORDINARY →
 * `/company/ordinary/:code`, COLLEGE → `/company/:code`) when it names a platform company; free text stays text.
 */
export function CompanyNameLink({ name, link, className }: { name: string | null; link: CompanyLink | null | undefined; className?: string }) {
  if (!name) return null;
  // free text a member typed: user content (it may name the page in its title, T14)
  if (!link) return <span data-ugc>{name}</span>;
  return (
    <Link href={companyHref(link)} className={className} data-testid="member-company-link">
      {name}
    </Link>
  );
}

/** "company · position", the company linked as above. */
export function CompanyAndPosition({ company, link, position }: { company: string | null; link: CompanyLink | null | undefined; position: string | null }) {
  return (
    <>
      <CompanyNameLink name={company} link={link} />
      {company && position ? ' · ' : ''}
      {position && <span data-ugc>{position}</span>}
    </>
  );
}
