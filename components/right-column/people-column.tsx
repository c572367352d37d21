import { AppLink as Link } from '@/components/ui/app-link';
import { localName } from '@/lib/format/tag-label';
import type { Locale } from '@/lib/constants';
import { ModuleCard } from '@/components/right-column/module-card';
import { MemberList } from '@/components/people/member-list';
import { RecommendedMembers } from '@/components/people/recommended-members';
import { WhoViewedMeModule } from '@/components/people/who-viewed-me-module';
import { getPeopleColumn, getRelatedSites } from '@/lib/data/people';
import { MEMBER_MODULE_SIZE, RECOMMEND_LIST_SIZE } from '@/lib/constants';
import type { Translate } from '@/lib/i18n/messages';
import styles from './people-column.module.css';
import { href } from '@/lib/routing/routes';

const SITE_HREF: Record<string, string> = { foodtools: href('/news/foodtools'), features: href('/news/features'), rankings: href('/news/:classTag?/:themeTag?') };

/**
 * Right column of the people pages (O43): on a member's own page who viewed them (I36), newest registered (I39),
 * may be interested (I38), recommended members with the 'visitors' tab for members (I37), and on member pages the
 * related-site logos (I43, O42). `memberId`: the member whose page this is (member pages only).
 */
export async function PeopleColumn({ t, memberId, locale = 'zh' }: { t: Translate; memberId?: number; locale?: Locale }) {
  const memberPage = memberId !== undefined;
  const [{ latest, interested }, allSites] = await Promise.all([getPeopleColumn(), memberPage ? getRelatedSites() : Promise.resolve([])]);
  const sites = allSites.filter((s) => s.code && SITE_HREF[s.code]);
  return (
    <>
      {memberPage && <WhoViewedMeModule memberId={memberId} />}
      <ModuleCard title={t('people.newest')} moreHref="/people/latest" moreLabel={t('common.more')} testId="people-newest">
        <MemberList compact source={{ kind: 'list', list: 'join-latest' }} initial={latest} size={MEMBER_MODULE_SIZE} />
      </ModuleCard>
      <ModuleCard title={t('people.mayInterest')} moreHref="/people/interest" moreLabel={t('common.more')} testId="people-interest">
        <MemberList compact source={{ kind: 'list', list: 'v2/interested' }} initial={interested} size={RECOMMEND_LIST_SIZE} />
      </ModuleCard>
      <ModuleCard title={t('people.recommend')} testId="people-recommend">
        <RecommendedMembers initial={interested} />
      </ModuleCard>
      {memberPage && sites.length > 0 && (
        <ModuleCard title={t('people.relatedSites')} testId="related-sites">
          <ul className={styles.sites}>
            {sites.map((s) => (
              <li key={s.id}>
                <Link href={SITE_HREF[s.code ?? ''] ?? href('/news/:classTag?/:themeTag?')} className={styles.site} title={localName(locale, s.name, s.enName)}>
                  {s.logo ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={s.logo} alt={localName(locale, s.name, s.enName)} width={96} height={32} loading="lazy" decoding="async" />
                  ) : (
                    <span>{localName(locale, s.name, s.enName)}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </ModuleCard>
      )}
    </>
  );
}
