/**
 * Every business constant of the specification (calls-errors-constants.md §9 and the error catalogue §8),
 * named as the specification names it. Pure data: imported by the web, the tests and the bundled API.
 */

// ---- Time (ms unless noted) ----
export const HTTP_TIMEOUT_MS = 100_000;
/**
 * A browser read (GET) gives up after this long with the designed timeout error (issue 30 item 6): within the spec's
 * 100 s, and short enough that a frozen API shows an island's error state rather than an endless spinner. Writes keep
 * HTTP_TIMEOUT_MS (the web server's proxy cuts 30 s of silence, API_PROXY_TIMEOUT_MS).
 */
export const HTTP_READ_TIMEOUT_MS = 10_000;
export const WORD_VALIDATE_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 500_000;
export const COOKIE_EXPIRES_DAYS = 365;
export const CID_COOKIE_EXPIRES_DAYS = 1825;
export const COOKIE_PATH = '/';
export const SMS_COUNTDOWN_SECONDS = 60;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_CHECK_THRESHOLD = 1000;
export const TOKEN_CHECK_DECREMENT = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_WINDOW_MIN_MS = -30 * DAY_MS;
export const REFRESH_WINDOW_MAX_MS = 7 * DAY_MS;
export const LOGIN_PROMPT_DELAY_MS = 500;
export const NEW_TAB_REDIRECT_DELAY_MS = 500;
export const LOGIN_RELOAD_DELAY_MS = 200;
export const ORDER_BUTTON_REENABLE_MS = 800;
/** H37 DEFAULT: minutes an unpaid order holds its seats (the payment countdown). */
export const ORDER_PAY_MINUTES = 30;
/** DEFAULT cap of tickets of one SKU in one order (a SKU may set a lower one). */
export const MAX_TICKETS_PER_ORDER = 10;
export const SAVE_THROTTLE_MS = 800;
export const TAG_SEARCH_DEBOUNCE_MS = 400;
/** Issue 29 item 10 (project): the checkout prices a typed coupon code this long after the last keystroke. */
export const COUPON_QUOTE_DEBOUNCE_MS = 500;
export const OPEN_MESSAGE_DEBOUNCE_MS = 1000;
export const IMAGE_SEND_DEBOUNCE_MS = 1000;
export const MESSAGE_TIP_HIDE_MS = 5000;
export const MESSAGE_TIME_LABEL_GAP_MS = 300_000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const FRIEND_REQUEST_COOLDOWN_DAYS = 60;
export const SCRIPT_RELOAD_MIN_INTERVAL_MS = 60_000;

// ---- Sizes and counts ----
export const MESSAGE_PAGE_SIZE = 10;
export const HISTORY_TRIGGER_OFFSET_PX = 10;
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_KEY = 'search-history';
export const SYSTEM_LIST_SIZE = 5;
export const PRIVATE_PREVIEW_SIZE = 4;
export const FRIEND_LIST_SIZE = 5;
export const RECOMMEND_LIST_SIZE = 3;
export const MEMBER_MODULE_SIZE = 5;
/** New members a circle page's right column lists (G36). */
export const CIRCLE_ASIDE_MEMBERS = 8;
export const MEMBER_POPULAR_SIZE = 10;
export const HOT_NEWS_SIZE = 5;
export const HOT_POSTS_SIZE = 5;
export const FLASH_MODULE_SIZE = 5;
export const HOT_ACTIVITIES_SIZE = 5;
export const DEPTH_TOPICS_SIZE = { desktop: 3, mobile: 4 } as const;
export const WEEKLY_SIZE = { desktop: 1, mobile: 4 } as const;
export const BADGE_CAP = 99;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const NAME_MAX = 40;
export const SUPPLEMENT_POSITION_MAX = 100;
export const WORK_POSITION_MAX = 40;
export const COMPANY_MAX = 100;
export const WORK_DESCRIPTION_MAX = 100;
export const SCHOOL_MAX = 40;
export const DEGREE_MAX = 40;
export const MAJOR_MAX = 40;
export const EDUCATION_DESCRIPTION_MAX = 300;
export const EMAIL_INPUT_MAX = 40;
export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const TAG_NAME_MAX = 10;
export const MAX_TAGS = 10;
export const HOT_TAGS_SHOWN = 8;
export const COMPANY_SEARCH_SIZE = 20;
export const FRIEND_MESSAGE_MAX = 140;
export const CHAT_IMAGE_MAX_MB = 2;
export const CHAT_IMAGE_MAX_COUNT = 9;
export const IMAGE_COMPRESS_MAX_SIDE = 2560;
export const IMAGE_COMPRESS_QUALITY = 0.8;

// ---- Dimensions (px) ----
export const CHAT_DIALOG_WIDTH = 829;
export const CHAT_DIALOG_HEIGHT = 529;
export const CHAT_CONTACTS_WIDTH = 270;
export const SEARCH_POPOVER_WIDTH = 268;
export const SYSTEM_POPOVER_WIDTH = 460;
export const LOGIN_DIALOG_WIDTH = 400;
export const QR_FRAME_WIDTH = 300;
export const QR_FRAME_HEIGHT = 400;
export const SCROLL_THRESHOLD_PX = 60;
export const DRAG_MARGIN_PX = 20;
export const VIBRATE_MS = 100;
export const DRAG_SCALE = 1.25;
export const BACK_TO_TOP = { bottom: 80, right: 20 } as const;
export const MOBILE_MAX_WIDTH = 1000;
export const BREAKPOINTS = [768, 992, 1200, 1430] as const;
export const ROOT_FONT_MIN_WIDTH = 320;
export const ROOT_FONT_MAX_WIDTH = 750;
export const ROOT_FONT_DIVISOR = 7.5;

// ---- Identifiers ----
export const CHINA_ROOT_ID = 100000;
/** The spec's name for the default region: China's root. @alias */
export const DEFAULT_REGION_CODE = CHINA_ROOT_ID;
export const MUNICIPALITIES = { beijing: 110000, shanghai: 310000, chongqing: 500000, tianjin: 120000 } as const;
export const ADMIN_MEMBER_ID = 1000;
export const MIN_REGISTER_STEP = 2;
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` (and the `lang` of a part in another language) per locale (V16). */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
export const DEFAULT_LOCALE: Locale = 'zh';
export const DEFAULT_COUNTRY_CODE = '+86';
export const UNREAD_INITIAL = -1;
export const DEFAULT_QR_THEME = 'black';
export const TRACKING_SITE_ID = 1;

// ---- Chat-app (WeChat) authorization: the local OAuth sandbox of the bundled API ----
/** The sandbox's authorization page, same-origin through the `/api` rewrite. */
export const CHAT_APP_AUTHORIZE_PATH = '/api/sandbox/chat-app/authorize';
/** Default app id of the sandbox (`CHAT_APP_ID` / `NEXT_PUBLIC_CHAT_APP_ID`). */
export const DEFAULT_CHAT_APP_ID = 'wx5a1d0c8e3f2b7a61';
/** QR login (grant web_code) and login inside the chat-app browser (grant official_account). */
export const CHAT_APP_SCOPE_QR = 'snsapi_login';
export const CHAT_APP_SCOPE_OFFICIAL = 'snsapi_userinfo';
/** A sandbox code lives 5 minutes and is used once. */
export const CHAT_APP_CODE_TTL_MS = 5 * 60 * 1000;
/** Bind intent (B23, B48) set by the settings' bind button; it lapses after 10 minutes. */
export const CHAT_APP_BIND_INTENT_TTL_MS = 10 * 60 * 1000;
/** Lifetime of the browser's record of the chat-app authorizations it started (the state cookie). */
export const CHAT_APP_STATE_TTL_MS = 10 * 60 * 1000;

export const SITE_TAG = {
  newsFeatures: 5244,
  newsFoodtools: 5243,
  demand: 8,
  supply: 9,
  recruitment: 10,
  rankings: 6136,
  popular: 101,
  all: -2,
} as const;
/** DEFAULT: the post-site tag of topic posts (the specification names no id for it). */
export const TOPIC_SITE_TAG = 11;

export const THEME_TAG = {
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
} as const;
export const THEME_TAG_IDS = Object.values(THEME_TAG);

/** Tag types of the bundled API (DEFAULT; see docs/architecture.md). */
export const TAG_TYPE = {
  industry: 1,
  newsClass: 2,
  newsTheme: 3,
  newsSource: 4,
  postTheme: 5,
  postSite: 6,
  activityType: 7,
  newsSite: 8,
  newsCategory: 9,
  /** The categories circles are filed under (their English names for the en interface, issue 18 item 4). */
  circleCategory: 10,
} as const;

/** M05–M07 DEFAULT: cases are news items whose class tag is this news class tag (type 2) or one of its children. */
export const CASE_CLASS_TAG_CODE = 'case';

export const NOTICE_TYPE = {
  notice: 0,
  comment: 1,
  reward: 2,
  withdrew: 3,
  subscribe: 4,
  member: 5,
  friendRequest: 6,
  achievement: 16,
} as const;
/**
 * The notice types the settings page offers a switch for (B50, issue 18 item 7): features this build has.
 * Rewards (2), withdrawals (3) and achievement reviews (16) have no feature a member can act on, so no switch.
 */
export const NOTICE_SETTING_TYPES: readonly number[] = [NOTICE_TYPE.notice, NOTICE_TYPE.comment, NOTICE_TYPE.subscribe, NOTICE_TYPE.member, NOTICE_TYPE.friendRequest];
/** `activityComment` 15: DEFAULT of this build (event comments, K33 `activity_comment`). */
export const ENTITY_TYPE = { post: 11, postComment: 12, news: 13, newsComment: 14, activityComment: 15 } as const;

export const PUBLISH_STATUS = ['DRAFT', 'PUBLISHED'] as const;
export const TRANSLATION_DIRECTION = ['ZH_TO_EN', 'EN_TO_ZH'] as const;
export const MEMBER_KIND = ['ORDINARY', 'COLLEGE'] as const;
export const FRIEND_REQUEST_STATUS = ['PENDING', 'APPROVED', 'IGNORED', 'EXPIRED'] as const;
export const AUDIT_STATUS = ['PENDING', 'PASS', 'CANCEL', 'BLOCK'] as const;

export const SITE_PAGE_CODE = {
  agreement: 'agreement',
  privacy: 'privacy',
  aboutUs: 'about_us',
  copyright: 'copyright',
  webhelp: 'webhelp',
  flink: 'flink',
  guide: 'guide',
  joinUs: 'join_us',
  paymentInstructions: 'payment_instructions',
  refundInstructions: 'refund_instructions',
  invoicingInstructions: 'invoicing_instructions',
  postRiskNotice: 'post-risk-notice',
  businessCooperation: 'business_cooperation',
  contactUs: 'contact_us',
  contactNews: 'contact_news',
  /** O38 DEFAULT: the community group promo (QR code of the groups' assistant). */
  communityGroups: 'community_groups',
} as const;

export const UPLOAD_PREFIX = {
  postImage: 'image/post/',
  postVideo: 'video/post/',
  postFile: 'file/post/',
  commentImage: 'image/comment/',
  newsCommentImage: 'image/newsComment/',
  activityCommentImage: 'image/activityComment/',
  productVideo: 'company/product/video/',
  companyVideo: 'company/video/',
  companyImage: 'company/image/',
  productImage: 'company/product/image/',
  formImage: 'image/form/',
  formFile: 'file/form/',
  customerAttachment: 'cust/web/co_company_customer/',
  achievementMaterial: 'file/achievement/material/',
  companyPdf: 'company/pdf/',
  messageImage: 'image/message/',
  /** Circle avatars and covers (not in §9; DEFAULT of this build). */
  circleImage: 'image/circle/',
  /** Member avatars (not in §9; DEFAULT of this build, issue 18 item 2). */
  memberAvatar: 'image/avatar/',
} as const;

export const STORAGE_PROVIDERS = ['aliyun', 'tencent-cos', 'minio'] as const;

/** Where the bundled storage serves stored keys (`fileHost` of the upload signature): `{STORAGE_FILE_PATH}{key}`. */
export const STORAGE_FILE_PATH = '/api/files/oss/';

// ---- Error codes (§8) ----
export const CODE_SUCCESS = 0;
export const CODE_FAIL = 1;
export const ERR_NON_BUSINESS = -1000;
export const ERR_NO_PERMISSION = 10403;
export const ERR_BANNED = 10407;
export const ERR_SMS_CODE_INCORRECT = 20003;
export const ERR_ACCOUNT_WX_BOUND = 20006;
export const ERR_WX_BOUND_OTHER = 20007;
export const ERR_MOBILE_REGISTERED = 20008;
export const ERR_MOBILE_WX_BOUND = 20009;
export const ERR_FRIEND_APPROVE_A = 20012;
export const ERR_FRIEND_APPROVE_B = 20013;
export const ERR_FRIEND_COOLDOWN = 20014;
export const ERR_ALREADY_FRIENDS = 20015;
export const ERR_FRIEND_SELF = 20016;
export const ERR_FRIEND_DAILY_CAP = 20017;
export const ERR_FRIEND_CONTENT = 20019;
export const ERR_EMAIL_USED = 20020;
export const ERR_ACCOUNT_NOT_EXIST = 20022;
export const ERR_BLACKLISTED = 20023;
/** Private chat send rules (project decisions, chat contract): sender muted, not friends, blacklisted by the counterpart. */
export const ERR_CHAT_MUTED = 20040;
export const ERR_CHAT_NOT_FRIEND = 20041;
export const ERR_CHAT_BLOCKED = 20042;
export const ERR_ORDER_BANNED_TICKET = 30204;
/** DEFAULT meanings of the two `/ec/*` codes the spec names without a meaning (S18, S19): */
/** 30305: sold out or not enough seats left for the quantity asked. */
export const ERR_ORDER_SOLD_OUT = 30305;
/** 30512: the order or event is not in a state that allows this (ended event, order not PENDING, expired, coupon unusable). */
export const ERR_ORDER_STATE = 30512;
/**
 * 30513 (project decision, issue 30 item 9): an order request id (`requestId` / `x-request-id`) repeated with a
 * different body — not a retry of the first order, which is never answered to it. The web shows the server msg (§8).
 */
export const ERR_ORDER_REQUEST_CONFLICT = 30513;
/** HTTP-level status the API uses for a missing or expired token. */
export const HTTP_UNAUTHORIZED = 401;
export const HTTP_BAD_REQUEST = 400;
/**
 * A retryable failure (project decision): the API is busy (SQLite still locked after its busy timeout) or the
 * site could not reach the API. HTTP 503 with `Retry-After`; the envelope code is the same number.
 */
export const HTTP_SERVICE_UNAVAILABLE = 503;
export const ERR_SERVICE_BUSY = 503;
/** Seconds a 503 asks the client to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;
/** A throttled call (login, sms, chat send): with `Retry-After` and the envelope `{code, msg, data: {retryAfter}}`. */
export const HTTP_TOO_MANY_REQUESTS = 429;

// ---- Messages fixed by the specification ----
/** B17/S68: raised when the member-info answer has no data. */
export const MEMBER_INFO_MISSING_MSG = 'Verification failed, please Login again.';

// ---- Web plumbing (DEFAULT values of this build) ----
/** Seconds of ISR revalidation of a public server fetch unless the caller says otherwise. */
export const SERVER_FETCH_REVALIDATE_SECONDS = 60;
/**
 * Server-side API calls give up after this long (issue 17 item 8): a page must not wait the browser client's
 * HTTP_TIMEOUT_MS for a frozen API; it renders its error state (503) or a cached copy instead.
 */
export const SERVER_FETCH_TIMEOUT_MS = 3000;
/** Chat image types (R48) and the extensions checked when the type is unknown (R49). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const CHAT_IMAGE_EXTENSIONS = ['.gif', '.png', '.jpg', '.jpeg'] as const;
/** Search highlight: characters kept before the first match (Q13). */
export const HIGHLIGHT_MAX_BEFORE = 100;
/** Counts (Q01–Q04). */
export const COUNT_WAN = 10_000;
export const COUNT_CAP = 99_999_999;
export const COUNT_CAP_LABEL = '9999.9万+';
/** The logout call may not hold the local logout longer than this (B28: the local clear happens anyway). */
export const LOGOUT_TIMEOUT_MS = 10_000;

// ---- Interactions and uploads (DEFAULT values of this build) ----
/** F14: cover images of news published by column owners (§9 lists no news-cover prefix). */
export const NEWS_COVER_PREFIX = 'image/news/';
/** Images inside a news body written in the editor. */
export const NEWS_CONTENT_IMAGE_PREFIX = 'image/newsContent/';
/** P13 DEFAULT upload limits by kind of key prefix. */
export const UPLOAD_MAX_BYTES = { image: 10 * 1024 * 1024, video: 200 * 1024 * 1024, file: 50 * 1024 * 1024 } as const;
/** P05: length of the random hex part of an object key. */
export const UPLOAD_KEY_HEX_LENGTH = 36;
/** Lifetime of an upload policy from `/basic/aliyun/sign`: minutes, for one named object (issue 17 item 7). */
export const UPLOAD_POLICY_TTL_SECONDS = 300;
/** Lifetime of the short-lived credentials a multipart upload signs its requests with (renewed by the client). */
export const UPLOAD_CREDENTIALS_TTL_SECONDS = 900;
/**
 * Files above this size go to the storage host as a resumable multipart upload (ali-oss); smaller ones as one
 * PostObject form. It is also the largest PostObject the storage stand-in takes (Next's own proxy stops at 10 MB).
 */
/**
 * The largest JSON or form body the API reads (backend/src/app.ts `bodyLimit`; uploads stream through the storage
 * routes with their own limits). The web server's API proxy answers a bigger one with 413 itself (issue 30 item 4).
 */
export const API_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MULTIPART_THRESHOLD = 10 * 1024 * 1024;
/** Part size of a multipart upload (OSS: at least 100 KB except the last part). */
export const UPLOAD_PART_BYTES = 2 * 1024 * 1024;
/** Largest part the storage stand-in accepts. */
export const UPLOAD_PART_MAX_BYTES = 16 * 1024 * 1024;
/** Decode-free image checks: at most this many pixels (width × height) … */
/** Widths and quality of `/_next/image` (next.config.ts and lib/images/responsive.ts read them). */
export const IMAGE_OPTIMIZER_WIDTHS = [640, 1280] as const;
export const IMAGE_OPTIMIZER_QUALITY = 75;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** … and no side longer than this (px). */
export const IMAGE_MAX_SIDE = 10_000;
/** Comments shown per page and replies loaded per click. */
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_REPLY_PAGE_SIZE = 10;
/** G46: site page with the report notice (`report_notice_en` in en). */
export const REPORT_NOTICE_CODE = 'report_notice';
