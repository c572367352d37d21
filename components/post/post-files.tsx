import type { PostFile } from '@/lib/contract/post';
import type { Translate } from '@/lib/i18n/messages';
import styles from './post-detail-view.module.css';

/** G22/P16: the files attached to a post, as download links by name; nothing without files. */
export function PostFiles({ t, files }: { t: Translate; files: readonly PostFile[] }) {
  if (files.length === 0) return null;
  return (
    <section className={styles.files} aria-label={t('community.attachments')} data-testid="post-files">
      <h2>{t('community.attachments')}</h2>
      <ul>
        {files.map((f) => (
          <li key={f.url}>
            <a href={f.url} download={f.name} target="_blank" rel="noopener noreferrer" data-ugc>
              {f.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
