import type { SitePage } from '@/lib/contract/basic';
import { extractImageSrc } from '@/lib/shared/sanitize-html';
import styles from './site-page-view.module.css';

/** O15/O17: a site page: HTML content (sanitised), or the image it names, or its url; plus its fields. */
export function SitePageView({ page, html, fallbackTitle }: { page: SitePage; html: string; fallbackTitle: string }) {
  const image = page.content ? extractImageSrc(html) : null;
  return (
    <article className={styles.page}>
      <h1>{page.title || page.name || fallbackTitle}</h1>
      {page.description && <p className={styles.lead}>{page.description}</p>}
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt={page.title ?? ''} />
      ) : page.content ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      ) : page.url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={page.url} alt={page.title ?? ''} />
      ) : null}
      {page.qRCodeImage && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.qr} src={page.qRCodeImage} alt={page.name ?? ''} width={160} height={160} />
      )}
      {page.notes && <p className={styles.notes}>{page.notes}</p>}
    </article>
  );
}
