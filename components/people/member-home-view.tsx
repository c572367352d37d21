import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import { Avatar } from '@/components/ui/avatar';
import { CompanyAndPosition } from '@/components/company/company-name-link';
import { VisitCounter } from '@/components/ui/visit-counter';
import { PostCard } from '@/components/post/post-card';
import type { Locale } from '@/lib/constants';
import type { WorkHistoryItem } from '@/lib/contract/member';
import type { MemberCard } from '@/lib/contract/member';
import type { PostListItem } from '@/lib/contract/post';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import { MemberHomeActions } from './member-home-actions';
import { MemberHomeTabs } from './member-home-tabs';
import styles from './member-home.module.css';
import { href } from '@/lib/routing/routes';
import { localName } from '@/lib/format/tag-label';

function monthOf(date: string | null): string | null {
  return date ? date.slice(0, 7) : null;
}

/** I08, I11: the member home: profile card, industry tags, work history, counters and actions, and their posts. */
export function MemberHomeView(props: {
  t: Translate;
  locale: Locale;
  card: MemberCard;
  workHistory: WorkHistoryItem[];
  posts: Page<PostListItem> | null;
  renderedAt: number;
}) {
  const { t, locale, card, workHistory, posts, renderedAt } = props;
  const name = card.nickname ?? '';
  return (
    <div className={styles.home}>
      <section className={styles.profile} data-testid="member-profile">
        <Avatar src={card.avatar} name={name} size={80} />
        <div className={styles.info}>
          <h1 className={styles.name} data-ugc lang={ugcLang(locale)}>{name}</h1>
          {(card.company || card.position) && (
            <p className={styles.job} data-testid="member-job" data-ugc lang={ugcLang(locale)}>
              <CompanyAndPosition company={card.company} link={card.companyLink} position={card.position} />
            </p>
          )}
          {card.location && (
            <p className={styles.meta}>
              {t('people.locationLabel')}
              <span data-ugc lang={ugcLang(locale)}>{card.location}</span>
            </p>
          )}
          {card.industryTagList.length > 0 && (
            <ul className={styles.tags} aria-label={t('editInfo.tags')}>
              {card.industryTagList.map((tag) => (
                <li key={tag.tagId}>
                  <Link href={href('/people/tag/:id', { id: tag.tagId })}>{localName(locale, tag.tagName, tag.tagEnName)}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <MemberHomeActions memberId={card.memberId} followerCount={card.followerCount} followCount={card.followCount} />
        <VisitCounter page={`member:${card.memberId}`} />
      </section>
      {workHistory.length > 0 && (
        <section className={styles.block}>
          <h2>{t('people.workHistory')}</h2>
          <ul className={styles.work} data-ugc lang={ugcLang(locale)}>
            {workHistory.map((w) => (
              <li key={w.id}>
                <strong>{w.company}</strong> · {w.position}
                <small>
                  {monthOf(w.startTime)} – {monthOf(w.endTime) ?? t('people.untilNow')}
                  {w.location ? ` · ${w.location}` : ''}
                </small>
                {w.description && <p>{w.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <MemberHomeTabs
        memberId={card.memberId}
        posts={
          posts && posts.records.length > 0 ? (
            <div data-testid="member-posts">
              {posts.records.map((p) => (
                <PostCard key={p.id} post={p} t={t} locale={locale} now={renderedAt} />
              ))}
            </div>
          ) : (
            <p className={styles.empty}>{t('people.noPosts')}</p>
          )
        }
      />
    </div>
  );
}
