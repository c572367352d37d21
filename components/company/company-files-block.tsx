import { COMPANY_FILE_KIND, type CompanyFile } from '@/lib/contract/company';
import { UgcMessage } from '@/components/ui/ugc-message';
import type { Translate } from '@/lib/i18n/messages';
import styles from './company.module.css';
import { USER_CONTENT_REL } from '@/lib/shared/user-content-rel';

function Gallery({ files, showNames, testId }: { files: CompanyFile[]; showNames: boolean; testId: string }) {
  return (
    <ul className={styles.gallery} data-testid={testId}>
      {files.map((f) => (
        <li key={f.id}>
          <figure data-ugc>
            <a href={f.url} target="_blank" rel={USER_CONTENT_REL}>
              {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any host */}
              <img src={f.url} alt={f.name} loading="lazy" />
            </a>
            {showNames && <figcaption>{f.name}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * L18/L17: the album as a gallery, honours, attachments (videos, played in place) and PDFs (opened in the browser's
 * viewer); names follow the company's show-file-name toggle and are the company's (`data-ugc`). Each part is hidden when empty.
 */
export function CompanyFilesBlock({ t, files, showNames }: { t: Translate; files: CompanyFile[]; showNames: boolean }) {
  const of = (kind: number) => files.filter((f) => f.kind === kind);
  const album = of(COMPANY_FILE_KIND.album);
  const honors = of(COMPANY_FILE_KIND.honors);
  const videos = of(COMPANY_FILE_KIND.attachment);
  const docs = of(COMPANY_FILE_KIND.pdf);
  return (
    <>
      {album.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.blockTitle}>{t('company.album')}</h2>
          <Gallery files={album} showNames={showNames} testId="company-album" />
        </section>
      )}
      {honors.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.blockTitle}>{t('company.honors')}</h2>
          <Gallery files={honors} showNames={showNames} testId="company-honors" />
        </section>
      )}
      {videos.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.blockTitle}>{t('company.videos')}</h2>
          <ul className={styles.gallery} data-testid="company-videos">
            {videos.map((f) => (
              <li key={f.id}>
                <figure data-ugc>
                  <video src={f.url} controls preload="none" aria-label={f.name} />
                  {showNames && <figcaption>{f.name}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {docs.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.blockTitle}>{t('community.attachments')}</h2>
          <ul className={styles.fileList} data-testid="company-docs">
            {docs.map((f, i) => (
              <li key={f.id}>
                <a href={f.url} target="_blank" rel={USER_CONTENT_REL}>
                  {showNames ? <UgcMessage t={t} k="company.openPdfNamed" value={f.name} /> : `${t('company.openPdf')} ${i + 1}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
