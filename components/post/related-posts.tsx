import { AppLink as Link } from '@/components/ui/app-link';
import { localName } from '@/lib/format/tag-label';
import type { Locale } from '@/lib/constants';
import type { PostListItem } from '@/lib/contract/post';
import type { Translate } from '@/lib/i18n/messages';
import styles from './post-detail-view.module.css';
import { href } from '@/lib/routing/routes';

/** G27: posts related to the current one (`/post/posts/related/{id}`). */
export function RelatedPosts({ t, locale, posts }: { t: Translate; locale: Locale; posts: PostListItem[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} data-testid="related-posts">
      <h2>{t('community.relatedPosts')}</h2>
      <ul>
        {posts.map((p) => (
          <li key={p.id}>
            <Link href={href('/community/post/:id', { id: p.id })}>
              {p.tagName && `[${localName(locale, p.tagName, p.tagEnName)}] `}
              {p.title || p.content.slice(0, 40)}
            </Link>
            <span>{p.publishTime.slice(0, 10)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
