import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { getManagedNews } from '@/lib/data/news-manage';
import { getSession } from '@/lib/data/session';
import { SESSION_REFUSED, whileSignedIn } from '@/lib/data/signed-in';
import { SessionRecheck } from '@/components/auth/session-recheck';
import styles from '@/components/news-editor/news-editor.module.css';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { AppLink as Link } from '@/components/ui/app-link';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('newsEditor.preview'), t('site.name')]), robots: { index: false, follow: false } };
}

/** F13: `/preview/news/{id}` (login, personal): the article as readers will see it, drafts included; others get 404. */
export default async function Page({ params }: { params: Params }) {
  const { v, id } = await idPageParams(params);
  const { token, memberId } = await getSession();
  const news = await whileSignedIn(getManagedNews(token, id));
  if (news === SESSION_REFUSED)
    return (
      <PageBody>
        <SessionRecheck />
      </PageBody>
    );
  if (!news) notFound();
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <p className={styles.banner} data-testid="preview-banner">
        {t('newsEditor.previewBanner')} · {t('newsEditor.status')}: {news.publishStatus === 'DRAFT' ? t('newsEditor.statusDraft') : t('newsEditor.statusPublished')}
        {news.memberId === memberId && <Link href={href('/news/edit/:id', { id: news.id })}>{t('newsEditor.edit')}</Link>}
      </p>
      <NewsDetailView t={t} locale={v.locale} news={news} bodyHtml={sanitizeContentHtml(news.content, serverEnv().SITE_URL)} related={[]} />
    </PageBody>
  );
}
