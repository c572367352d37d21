import { AppLink as Link } from '@/components/ui/app-link';
import { MemberWho } from './member-who';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { CircleDetail, CircleMember } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import styles from './people.module.css';
import listStyles from './people-list-view.module.css';
import own from './circle-members.module.css';
import { href } from '@/lib/routing/routes';
import { UgcMessage } from '@/components/ui/ugc-message';

const TABS = [
  { key: 'all', href: href('/people'), label: 'search.filterAll' },
  { key: 'popular', href: href('/people/popular'), label: 'people.popular' },
  { key: 'latest', href: href('/people/latest'), label: 'people.latest' },
  { key: 'interest', href: href('/people/interest'), label: 'people.interest' },
  { key: 'company', href: href('/people/company'), label: 'people.company' },
] as const;

/** I06: the newest members of one circle, paged with links (`?circleId=N&page=M`), readable without JavaScript. */
export function CircleMembersView({ t, circle, members }: { t: Translate; circle: CircleDetail; members: Page<CircleMember> }) {
  const basePath = href('/people/circle/latest', {}, { circleId: circle.circleId });
  return (
    <div className={listStyles.wrap}>
      <h1 className={listStyles.title}>
        <UgcMessage t={t} k="people.circleLatestTitle" value={circle.circleName} />
      </h1>
      <TabLinks items={TABS.map((tab) => ({ key: tab.key, href: tab.href, label: t(tab.label) }))} active="" label={t('people.listLabel')} />
      <p className={own.back}>
        <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId })} data-testid="circle-latest-back">
          {t('people.backToCircle')}
        </Link>
      </p>
      {members.records.length === 0 ? (
        <p className={styles.empty}>{t('people.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="circle-latest-list">
          {members.records.map((m) => (
            <li key={m.memberId} className={styles.item} data-testid="member-item">
              <MemberWho
                id={m.memberId}
                name={m.nickname}
                avatar={m.avatar}
                company={m.company}
                companyLink={m.companyLink}
                position={m.position}
                size={48}
                extra={<small className={own.joined}>{t('people.joinedAt', { time: m.joinedTime.slice(0, 10) })}</small>}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination t={t} basePath={basePath} current={members.current} pages={members.pages} />
    </div>
  );
}
