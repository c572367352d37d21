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
import styles from './post-list-view.module.css';
import { href } from '@/lib/routing/routes';

/** G01/G02: the community lists with latest / popular / theme-tag filters and paging. */
export function PostListView(props: {
  t: Translate;
  locale: Locale;
  kind: PostListKind;
  active: string;
  themes: Tag[];
  list: Page<PostListItem>;
  renderedAt: number;
}) {
  const { t, locale, kind, active, themes, list, renderedAt: now } = props;
  const tab = (themeTag: string | number) => href('/community/:kind/:themeTag', { kind, themeTag });
  const tabs = [
    { key: 'latest', label: t('community.latest'), href: tab('latest') },
    { key: 'popular', label: t('community.popular'), href: tab('popular') },
    ...themes.map((th) => ({ key: th.code ?? String(th.id), label: locale === 'en' && th.enName ? th.enName : th.name, href: tab(th.code ?? th.id) })),
  ];
  return (
    <section>
      <h1 className={styles.heading}>{kind === 'topic' ? t('community.topic') : t('community.demandSupply')}</h1>
      <TabLinks items={tabs} active={active} label={t('community.postType')} />
      {list.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        list.records.map((post) => <PostCard key={post.id} post={post} t={t} locale={locale} now={now} />)
      )}
      <Pagination t={t} basePath={tab(active)} current={list.current} pages={list.pages} />
    </section>
  );
}
