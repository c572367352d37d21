import { NOTICE_TYPE } from '@/lib/constants';
import type { MessageKey } from '@/locales/zh';
import type { NoticeCounter } from '@/lib/queries/msg';

/** K02: the tabs in order with their keys (apply −1, private −2, the others their notice type). */
export const PANEL_TABS = [
  { key: 'apply', type: -1, label: 'notice.tabApply', counter: 'friendApplicationsPendingCount' },
  { key: 'comment', type: NOTICE_TYPE.comment, label: 'notice.tabComment', counter: 'commentUnreadMessageCount' },
  { key: 'notice', type: NOTICE_TYPE.notice, label: 'notice.tabNotice', counter: 'noticeUnreadMessageCount' },
  { key: 'private', type: -2, label: 'chat.title', counter: null },
  { key: 'newUser', type: NOTICE_TYPE.member, label: 'circle.newMembers', counter: 'circleRequestUnreadMessageCount' },
] as const satisfies readonly { key: string; type: number; label: MessageKey; counter: NoticeCounter | null }[];

export type PanelTab = (typeof PANEL_TABS)[number];
export type PanelTabKey = PanelTab['key'];
/** The tabs that list notices and are marked read when they load (K07–K09). */
export type NoticeTab = Extract<PanelTab, { key: 'comment' | 'notice' | 'newUser' }>;

export function isNoticeTab(tab: PanelTab): tab is NoticeTab {
  return tab.key === 'comment' || tab.key === 'notice' || tab.key === 'newUser';
}

/** K08 DEFAULT: the notice tab's read call also clears types 2 and 5. */
export const NOTICE_READ_EXTRA = '2,5';

/** What a tab's list needs from the panel: its page, the page size, paging (page mode only) and the toast. */
export interface PanelListProps {
  current: number;
  size: number;
  /** Set in page mode (K36): the list shows a pager when it has more than one page. */
  onPage?: (current: number) => void;
  onToast: (text: string) => void;
}
