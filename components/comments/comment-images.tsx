import styles from './comment-section.module.css';

/** The images of a comment (P17–P19): thumbnails, each opening the full image in a new tab. */
export function CommentImages({ images }: { images: readonly string[] }) {
  if (images.length === 0) return null;
  return (
    <ul className={styles.images} data-testid="comment-images">
      {images.map((src, i) => (
        <li key={src + i}>
          <a href={src} target="_blank" rel="noopener noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
