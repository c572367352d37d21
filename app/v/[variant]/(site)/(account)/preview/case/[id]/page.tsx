import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import styles from '@/components/news-editor/news-editor.module.css';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { AppLink as Link } from '@/components/ui/app-link';
import { getCasePreview } from '@/lib/data/case';
import { getSession } from '@/lib/data/session';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

type Params = Promise<{ variant: string; id: string }>;

/** T21: preview pages are noindex. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('newsEditor.preview'), t('case.title'), t('site.name')]), robots: { index: false, follow: false } };
}

/**
 * M07: `/preview/case/{id}` (login, author only): one's own case as readers will see it, drafts included
 * (`GET /news/news/manage/detail/{id}`); someone else's case, a news item that is not a case or a missing id is a 404.
 */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token, memberId } = await getSession();
  const item = await getCasePreview(token, id);
  if (!item) notFound();
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <p className={styles.banner} data-testid="preview-banner">
        {t('newsEditor.previewBanner')} · {t('newsEditor.status')}: {item.publishStatus === 'DRAFT' ? t('newsEditor.statusDraft') : t('newsEditor.statusPublished')}
        {item.memberId === memberId && <Link href={href('/news/edit/:id', { id: item.id })}>{t('newsEditor.edit')}</Link>}
      </p>
      <NewsDetailView t={t} locale={v.locale} kind="case" news={item} bodyHtml={sanitizeContentHtml(item.content, serverEnv().SITE_URL)} related={[]} />
    </PageBody>
  );
}
