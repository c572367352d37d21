/* eslint-disable @next/next/no-img-element -- uploaded images are served as they are, like news-card and avatar */
import type { Translate } from '@/lib/i18n/messages';
import styles from './product-detail.module.css';

/** The product's video (when any) and images; plain markup, readable without JavaScript. */
export function ProductGallery({ name, images, video, t }: { name: string; images: string[]; video: string | null; t: Translate }) {
  const [first, ...rest] = images;
  return (
    <div className={styles.gallery} role="group" aria-label={t('product.gallery')}>
      {video ? (
        <video className={styles.main} src={video} poster={first} controls preload="none" aria-label={t('product.video')} />
      ) : first ? (
        <img className={styles.main} src={first} alt={name} />
      ) : null}
      {(video ? images : rest).length > 0 && (
        <ul className={styles.thumbs}>
          {(video ? images : rest).map((src, k) => (
            <li key={`${src}-${k}`}>
              <img src={src} alt={`${name} ${k + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
