import type { Locale } from '@/lib/constants';
import type { NewsDetail } from '@/lib/contract/news';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import type { Crumb } from '@/lib/seo/structured-data';

/**
 * The breadcrumb trail of a news item or case: the page shows it and its `BreadcrumbList` repeats it (issue 20
 * item 5: the structured trail matches the visible one). News: 资讯 › class (the class's news list); cases:
 * 案例 › class.
 */
export function newsCrumbs(t: Translate, locale: Locale, news: Pick<NewsDetail, 'classTagId' | 'classTagName' | 'classTagEnName'>, kind: 'news' | 'case' = 'news'): Crumb[] {
  const root: Crumb =
    kind === 'case' ? { name: t('case.title'), path: href('/case/:classTag?/:themeTag?') } : { name: t('news.title'), path: href('/news/:classTag?/:themeTag?') };
  if (!news.classTagName) return [root];
  const classPath = kind === 'news' && news.classTagId !== null ? href('/news/tag/:tagId', { tagId: news.classTagId }) : null;
  return [root, { name: localName(locale, news.classTagName, news.classTagEnName), path: classPath }];
}
