import { PageBody } from '@/components/layout/page-body';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { NewsManageDetail } from '@/lib/contract/news-manage';
import { serverEnv } from '@/lib/env';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import styles from './news-editor.module.css';

/**
 * F13/M07: the body of `/preview/news/{id}` and `/preview/case/{id}`: the item as readers will see it, drafts
 * included, under a banner with its status and, for its author, the link to edit it.
 */
export function NewsPreview({ t, locale, kind, item, memberId }: { t: Translate; locale: Locale; kind?: 'case'; item: NewsManageDetail; memberId: number | null }) {
  return (
    <PageBody>
      <p className={styles.banner} data-testid="preview-banner">
        {t('newsEditor.previewBanner')} · {t('newsEditor.status')}: {item.publishStatus === 'DRAFT' ? t('newsEditor.statusDraft') : t('newsEditor.statusPublished')}
        {item.memberId === memberId && <Link href={href('/news/edit/:id', { id: item.id })}>{t('newsEditor.edit')}</Link>}
      </p>
      <NewsDetailView t={t} locale={locale} kind={kind} news={item} bodyHtml={sanitizeContentHtml(item.content, serverEnv().SITE_URL)} related={[]} />
    </PageBody>
  );
}
