import { describe, expect, it } from 'vitest';
import * as C from '@/lib/constants';
import { LOG_BATCH_INTERVAL_MS, LOG_BATCH_MAX_ENTRIES } from '@/lib/contract/page-view-record';

describe('identifier constants (Q23–Q40)', () => {
  it('Q23 default region and China root 100000', () => {
    expect(C.CHINA_ROOT_ID).toBe(100000);
    expect(C.DEFAULT_REGION_CODE).toBe(100000);
  });
  it('Q24 municipalities', () => expect(C.MUNICIPALITIES).toEqual({ beijing: 110000, shanghai: 310000, chongqing: 500000, tianjin: 120000 }));
  it('Q25 admin member id 1000', () => expect(C.ADMIN_MEMBER_ID).toBe(1000));
  it('Q26 minimum registration step 2', () => expect(C.MIN_REGISTER_STEP).toBe(2));
  it('Q27 default locale zh', () => expect(C.DEFAULT_LOCALE).toBe('zh'));
  it('Q28 default phone country code +86', () => expect(C.DEFAULT_COUNTRY_CODE).toBe('+86'));
  it('Q29 unread counters start at −1', () => expect(C.UNREAD_INITIAL).toBe(-1));
  it('Q30 default QR theme black', () => expect(C.DEFAULT_QR_THEME).toBe('black'));
  it('Q31 tracking site id 1', () => expect(C.TRACKING_SITE_ID).toBe(1));
  it('Q32 Q33 Q34 Q35 Q36 Q37 Q38 Q39 site tags: features 5244, foodtools 5243, demand 8, supply 9, recruitment 10, rankings 6136, popular 101, all −2', () => {
    expect(C.SITE_TAG).toEqual({ newsFeatures: 5244, newsFoodtools: 5243, demand: 8, supply: 9, recruitment: 10, rankings: 6136, popular: 101, all: -2 });
  });
  it('Q40 the ten theme tags exist and are distinct', () => {
    expect(C.THEME_TAG).toEqual({
      ingredients: 39,
      oem: 40,
      packaging: 41,
      design: 42,
      marketing: 43,
      channel: 44,
      equipment: 46,
      exhibition: 5931,
      others: 49,
      purchase: 50170,
    });
    expect(new Set(C.THEME_TAG_IDS).size).toBe(10);
  });
});

describe('timing and size constants (Q41–Q45)', () => {
  it('Q41 delays and timers', () => {
    expect([C.LOGIN_PROMPT_DELAY_MS, C.NEW_TAB_REDIRECT_DELAY_MS, C.LOGIN_RELOAD_DELAY_MS]).toEqual([500, 500, 200]);
    expect([C.ORDER_BUTTON_REENABLE_MS, C.SAVE_THROTTLE_MS, C.TAG_SEARCH_DEBOUNCE_MS]).toEqual([800, 800, 400]);
    expect([C.OPEN_MESSAGE_DEBOUNCE_MS, C.IMAGE_SEND_DEBOUNCE_MS, C.MESSAGE_TIP_HIDE_MS, C.MESSAGE_TIME_LABEL_GAP_MS]).toEqual([
      1000, 1000, 5000, 300000,
    ]);
    expect([C.PROGRESS_THROTTLE_MS, C.PROGRESS_DURATION_MS, C.PROGRESS_HIDE_DELAY_MS]).toEqual([200, 5000, 500]);
    // the log service's own limits live with its record (lib/contract/page-view-record.ts), their one owner
    expect([LOG_BATCH_INTERVAL_MS, LOG_BATCH_MAX_ENTRIES, C.SMS_COUNTDOWN_SECONDS]).toEqual([10000, 10, 60]);
    expect([C.TOKEN_CHECK_INTERVAL_MS, C.TOKEN_CHECK_THRESHOLD, C.TOKEN_CHECK_DECREMENT]).toEqual([60000, 1000, 60]);
    expect([C.REFRESH_WINDOW_MIN_MS, C.REFRESH_WINDOW_MAX_MS]).toEqual([-30 * 86_400_000, 7 * 86_400_000]);
  });
  it('Q42 HTTP timeouts', () => {
    expect([C.HTTP_TIMEOUT_MS, C.WORD_VALIDATE_TIMEOUT_MS, C.UPLOAD_TIMEOUT_MS]).toEqual([100000, 60000, 500000]);
  });
  it('Q43 cookies', () => {
    expect([C.COOKIE_EXPIRES_DAYS, C.CID_COOKIE_EXPIRES_DAYS, C.COOKIE_PATH]).toEqual([365, 1825, '/']);
  });
  it('Q44 page and list sizes', () => {
    expect([C.MESSAGE_PAGE_SIZE, C.HISTORY_TRIGGER_OFFSET_PX, C.SEARCH_HISTORY_MAX, C.SYSTEM_LIST_SIZE, C.PRIVATE_PREVIEW_SIZE]).toEqual([
      10, 10, 5, 5, 4,
    ]);
    expect([C.FRIEND_LIST_SIZE, C.RECOMMEND_LIST_SIZE, C.MEMBER_MODULE_SIZE, C.MEMBER_POPULAR_SIZE]).toEqual([5, 3, 5, 10]);
    expect([C.HOT_NEWS_SIZE, C.HOT_POSTS_SIZE, C.FLASH_MODULE_SIZE, C.HOT_ACTIVITIES_SIZE]).toEqual([5, 5, 5, 5]);
    expect(C.DEPTH_TOPICS_SIZE).toEqual({ desktop: 3, mobile: 4 });
    expect(C.WEEKLY_SIZE).toEqual({ desktop: 1, mobile: 4 });
    expect([C.HOT_TAGS_SHOWN, C.MAX_TAGS, C.COMPANY_SEARCH_SIZE]).toEqual([8, 10, 20]);
  });
  it('Q45 dimensions', () => {
    expect([C.CHAT_DIALOG_WIDTH, C.CHAT_DIALOG_HEIGHT, C.CHAT_CONTACTS_WIDTH, C.SEARCH_POPOVER_WIDTH, C.SYSTEM_POPOVER_WIDTH]).toEqual([
      829, 529, 270, 268, 460,
    ]);
    expect([C.LOGIN_DIALOG_WIDTH, C.QR_FRAME_WIDTH, C.QR_FRAME_HEIGHT, C.SCROLL_THRESHOLD_PX, C.DRAG_MARGIN_PX, C.VIBRATE_MS]).toEqual([
      400, 300, 400, 60, 20, 100,
    ]);
    expect(C.BACK_TO_TOP).toEqual({ bottom: 80, right: 20 });
  });
  it('error codes of the catalogue', () => {
    expect(C.ERR_NON_BUSINESS).toBe(-1000);
    expect(C.ERR_SMS_CODE_INCORRECT).toBe(20003);
    expect(C.ERR_EMAIL_USED).toBe(20020);
    expect(C.ERR_ORDER_BANNED_TICKET).toBe(30204);
  });
});
