import styles from './avatar.module.css';

/** Q22: an empty avatar shows the default image; anonymous members show the default avatar. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export function Avatar({ src, name, size = 40 }: { src: string | null | undefined; name: string; size?: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.avatar} src={src || DEFAULT_AVATAR} alt={name} width={size} height={size} loading="lazy" decoding="async" />
  );
}
