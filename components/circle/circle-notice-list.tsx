import type { Locale } from '@/lib/constants';
import type { CircleNotice } from '@/lib/contract/circle';
import { ugcLang } from '@/lib/format/content-lang';
import styles from './circle.module.css';

/** How many notices a circle page lists. */
export const CIRCLE_PAGE_NOTICES = 5;

/** G37: a circle's latest notices, each with its date. */
export function CircleNoticeList({ notices, locale }: { notices: readonly CircleNotice[]; locale: Locale }) {
  return (
    <ul className={styles.notices}>
      {notices.slice(0, CIRCLE_PAGE_NOTICES).map((n) => (
        <li key={n.id}>
          <span data-ugc lang={ugcLang(locale)}>{n.content}</span>
          <time dateTime={n.createdTime}>{n.createdTime.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}
