import { PostCard } from '@/components/post/post-card';
import type { PostListKind } from '@/lib/data/post';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import type { Page } from '@/lib/contract/common';
import type { PostListItem } from '@/lib/contract/post';
import type { Translate } from '@/lib/i18n/messages';
import { PublishButton, PublishPresetOverride } from '@/components/post/publish-button';
import { SITE_TAG, TOPIC_SITE_TAG } from '@/lib/constants';
import styles from './post-list-view.module.css';
import { href } from '@/lib/routing/routes';

/** G01/G02: the community lists with latest / popular / theme-tag filters and paging. */
export function PostListView(props: {
  t: Translate;
  locale: Locale;
  kind: PostListKind;
  active: string;
  themes: Tag[];
  /** The theme tag the list is filtered by (preselected by the publish entry). */
  theme?: Tag | null;
  list: Page<PostListItem>;
  renderedAt: number;
}) {
  const { t, locale, kind, active, themes, theme, list, renderedAt: now } = props;
  // Issue 18 item 1: publishing from this list preselects its type and theme, here and in the header.
  const preset = { tagId: kind === 'topic' ? TOPIC_SITE_TAG : SITE_TAG.demand, themeTagId: theme?.id ?? null };
  const tab = (themeTag: string | number) => href('/community/:kind/:themeTag', { kind, themeTag });
  const tabs = [
    { key: 'latest', label: t('community.latest'), href: tab('latest') },
    { key: 'popular', label: t('people.popular'), href: tab('popular') },
    ...themes.map((th) => ({ key: th.code ?? String(th.id), label: locale === 'en' && th.enName ? th.enName : th.name, href: tab(th.code ?? th.id) })),
  ];
  return (
    <section>
      <h1 className={styles.heading}>{kind === 'topic' ? t('community.topic') : t('community.demandSupply')}</h1>
      <PublishPresetOverride preset={preset} />
      <div className={styles.bar}>
        <TabLinks items={tabs} active={active} label={t('editor.type')} />
        <PublishButton preset={preset} className={styles.publish} testId="list-publish" />
      </div>
      {list.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        list.records.map((post) => <PostCard key={post.id} post={post} t={t} locale={locale} now={now} />)
      )}
      <Pagination t={t} basePath={tab(active)} current={list.current} pages={list.pages} />
    </section>
  );
}
