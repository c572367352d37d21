import type { Translate } from '@/lib/i18n/messages';
import styles from './skip-link.module.css';

/** Where the skip link lands: the start of the page's own content, after the site chrome. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Issue 31 item 8 (WCAG 2.4.1): the first tab stop of every page, shown when focused, goes past the header's
 * controls to the page's content. A plain link (works before hydration and without JavaScript).
 */
export function SkipLink({ t }: { t: Translate }) {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}

/** The skip link's target, put right before the page's content: focusable by the link only (not a tab stop). */
export function MainContentStart() {
  return <div id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.target} />;
}
