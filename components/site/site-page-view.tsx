/* eslint-disable @next/next/no-img-element -- site page images are served as the API gives them (same-origin or CDN) */
import type { SitePage } from '@/lib/contract/basic';
import { extractImageSrc } from '@/lib/shared/sanitize-html';
import styles from './site-page-view.module.css';

/**
 * O15/O17: a site page. The content is HTML, sanitised on the server before it gets here (`html`); a content that
 * is only an image tag shows as that image; without content the page's `url` is shown. Every field renders where
 * present: title (else name), description, the QR image with its name, notes. All of it is the page's stored content
 * (`data-ugc`); in en it is the `{code}_en` variant, or the Chinese page where a deployment has none (O18).
 */
export function SitePageView({ page, html, fallbackTitle }: { page: SitePage; html: string; fallbackTitle: string }) {
  const image = page.content ? extractImageSrc(html) : null;
  const title = page.title || page.name || fallbackTitle;
  return (
    <article className={styles.page} data-testid="site-page">
      <h1 data-ugc>{title}</h1>
      {page.description && (
        <p className={styles.lead} data-ugc>
          {page.description}
        </p>
      )}
      {image ? (
        <img className={styles.image} src={image} alt={title} data-testid="site-page-image" />
      ) : page.content ? (
        <div className={styles.body} data-ugc dangerouslySetInnerHTML={{ __html: html }} />
      ) : page.url ? (
        <img className={styles.image} src={page.url} alt={title} data-testid="site-page-url" />
      ) : null}
      {page.qRCodeImage && (
        <figure className={styles.qr}>
          <img src={page.qRCodeImage} alt={page.name ?? title} width={160} height={160} />
          {page.name && <figcaption data-ugc>{page.name}</figcaption>}
        </figure>
      )}
      {!page.qRCodeImage && page.name && page.title && (
        <p className={styles.name} data-ugc>
          {page.name}
        </p>
      )}
      {page.notes && (
        <p className={styles.notes} data-ugc>
          {page.notes}
        </p>
      )}
    </article>
  );
}
