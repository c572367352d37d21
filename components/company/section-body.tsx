import type { CompanySectionFull } from '@/lib/contract/company';
import styles from './company.module.css';

/** A section's content, sanitised on the server by its loader (lib/data/company.ts; L04/L06); the company wrote it (`data-ugc`). */
export function SectionBody({ section, heading }: { section: CompanySectionFull; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <section className={styles.card} data-testid="section-body" data-section-key={section.sectionKey}>
      <Heading className={styles.blockTitle} data-ugc>
        {section.name}
      </Heading>
      <div className={styles.prose} data-ugc dangerouslySetInnerHTML={{ __html: section.content ?? '' }} />
    </section>
  );
}
