import { CircleNavBar } from '@/components/circle/circle-nav-bar';
import { ugcLang } from '@/lib/format/content-lang';
import { CIRCLE_POST_TAGS, type CircleFilter } from '@/lib/data/circle';
import { PostCard } from '@/components/post/post-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import type { CircleDetail, CircleNotice } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { PostListItem } from '@/lib/contract/post';
import type { Translate } from '@/lib/i18n/messages';
import { CircleLiveStats } from '@/components/circle/circle-live-stats';
import { PrivateCirclePosts } from '@/components/circle/private-circle-content';
import { CircleNoticeList } from '@/components/circle/circle-notice-list';
import { MembersOnlyNotices } from '@/components/circle/members-only-modules';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

/** G08: circle header and navigation bar, notices, then the posts (pinned first) filtered by postTag and themeTag. */
export function CirclePageView(props: {
  t: Translate;
  locale: Locale;
  circle: CircleDetail;
  notices: CircleNotice[];
  themes: Tag[];
  filter: CircleFilter;
  posts: Page<PostListItem>;
  renderedAt: number;
  siteTags: Tag[];
}) {
  const { t, locale, circle, notices, themes, filter, posts, renderedAt, siteTags } = props;
  const base = href('/circle/:id/:postTag?/:themeTag?', { id: circle.circleId });
  const nameOf = (tag: Tag) => (locale === 'en' && tag.enName ? tag.enName : tag.name);
  const postTabs = [
    { key: 'latest', label: t('community.latest'), href: `${base}/latest` },
    { key: 'popular', label: t('people.popular'), href: `${base}/popular` },
    ...CIRCLE_POST_TAGS.map((s) => {
      const tag = siteTags.find((x) => x.id === s.id);
      return { key: s.code, label: tag ? nameOf(tag) : s.code, href: `${base}/${s.code}` };
    }),
  ];
  const themeTabs = [
    { key: '', label: t('search.filterAll'), href: `${base}/${filter.postTag}` },
    ...themes.map((th) => ({ key: th.code ?? String(th.id), label: nameOf(th), href: `${base}/${filter.postTag}/${th.code ?? th.id}` })),
  ];
  const activeTheme = filter.theme ? (filter.theme.code ?? String(filter.theme.id)) : '';
  const pagePath = filter.theme ? `${base}/${filter.postTag}/${activeTheme}` : filter.postTag === 'latest' ? base : `${base}/${filter.postTag}`;
  return (
    <>
      <header className={styles.header} data-testid="circle-header">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={circle.avatar ?? '/favicon.svg'} alt="" width={88} height={88} />
        <div className={styles.headerBody}>
          <h1>
            <span data-ugc lang={ugcLang(locale)}>{circle.circleName}</span>
            <span className={styles.badge}>{circle.isPublic ? t('circle.public') : t('circle.private')}</span>
          </h1>
          {circle.description && <p data-ugc lang={ugcLang(locale)}>{circle.description}</p>}
          <span className={styles.stats}>
            <CircleLiveStats circleId={circle.circleId} memberCount={circle.memberCount} postCount={circle.postCount} />
            {circle.owner.nickname && (
              <span>
                {t('circle.owner')}: <span data-ugc lang={ugcLang(locale)}>{circle.owner.nickname}</span>
              </span>
            )}
          </span>
          <CircleNavBar circleId={circle.circleId} isPublic={circle.isPublic} />
        </div>
      </header>
      {circle.isPublic ? (
        <section className={styles.section} data-testid="circle-notices">
          <h2>{t('circle.notices')}</h2>
          {notices.length === 0 ? <p className={styles.status}>{t('circle.noNotices')}</p> : <CircleNoticeList notices={notices} locale={locale} />}
        </section>
      ) : (
        // issue 29 item 16: a private circle's notices reach its members only, read in their browser
        <MembersOnlyNotices circleId={circle.circleId} />
      )}
      <TabLinks items={postTabs} active={filter.postTag} label={t('editor.type')} />
      <TabLinks items={themeTabs} active={activeTheme} label={t('editor.theme')} />
      {!circle.isPublic && posts.records.length === 0 ? (
        // issue 20 item 10: a private circle's posts reach its members only, read in their browser
        <PrivateCirclePosts circleId={circle.circleId} circleName={circle.circleName} />
      ) : posts.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        posts.records.map((post) => <PostCard key={post.id} post={post} t={t} locale={locale} now={renderedAt} showPinned />)
      )}
      <Pagination t={t} basePath={pagePath} current={posts.current} pages={posts.pages} />
    </>
  );
}
