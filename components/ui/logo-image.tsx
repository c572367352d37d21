/** A company or brand without a logo shows this neutral mark instead of an empty, broken image. */
export const DEFAULT_LOGO = '/default-logo.svg';

/**
 * A company or brand logo: the stored image, or the default mark when there is none. Logos are drawn whole
 * (`object-fit: contain` is the caller's class), never cropped.
 */
export function LogoImage({ src, alt, size, className, lazy = true }: { src: string | null | undefined; alt: string; size?: number; className?: string; lazy?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- API images of any host
    <img className={className} src={src || DEFAULT_LOGO} alt={alt} width={size} height={size} loading={lazy ? 'lazy' : undefined} decoding="async" />
  );
}
