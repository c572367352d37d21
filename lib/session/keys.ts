/** Cookie names of the session (docs/architecture.md, B40). */
export const COOKIE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  loginTime: 'login_time',
  rememberMe: 'remember_me',
  isLogin: 'is_login',
  memberId: 'member_id',
  lang: 'lang',
  year: 'year',
  cid: 'cid',
  salesCode: 'sales_code',
  visitCount: 'visit_count',
  visitLimit: 'visit_limit',
  membership: 'membership',
  permissions: 'permissions',
  wxBound: 'wx_bound',
} as const;

export type CookieKey = (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS];

/** Cleared by a logout (B28). `cid`, `lang`, `year`, `sales_code` and the visit counters survive it. */
export const SESSION_COOKIE_KEYS: readonly CookieKey[] = [
  COOKIE_KEYS.token,
  COOKIE_KEYS.refreshToken,
  COOKIE_KEYS.expiresIn,
  COOKIE_KEYS.loginTime,
  COOKIE_KEYS.rememberMe,
  COOKIE_KEYS.isLogin,
  COOKIE_KEYS.memberId,
  COOKIE_KEYS.membership,
  COOKIE_KEYS.permissions,
  COOKIE_KEYS.wxBound,
];

export const ALL_COOKIE_KEYS: readonly CookieKey[] = Object.values(COOKIE_KEYS);

/** localStorage key of the cross-tab refresh lock. */
export const REFRESH_LOCK_STORAGE_KEY = 'token-refresh-lock';
/** localStorage prefix of session values too large for a cookie (membership, permissions). */
export const SESSION_STORAGE_PREFIX = 'session:';
