/**
 * Authentication: the token call (all grants), logout, sms codes and the slider captcha.
 */
import { z } from 'zod';
import { PASSWORD_MAX, SMS_CODE_LENGTH } from '../constants';

/** Mainland numbers bare (11 digits); overseas as dial code + number, optional leading `+`. */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{2,15}$/, 'invalid mobile');
export const emailSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid email');

const scope = z.literal('server');
const rememberMe = z
  .preprocess((v) => (v === undefined || v === '' ? undefined : String(v) === 'true' || String(v) === '1'), z.boolean().optional())
  .optional();

export const mobileGrantInput = z.union([
  z.object({
    grant_type: z.literal('mobile'),
    scope,
    mobile: mobileSchema,
    smsCode: z.string().trim().min(1).max(SMS_CODE_LENGTH),
    secretKey: z.string().min(1).max(200),
  }),
  z.object({
    grant_type: z.literal('mobile'),
    scope,
    mobile: mobileSchema,
    appId: z.string().min(1).max(100),
    signature: z.string().min(1).max(200),
  }),
]);
export const passwordGrantInput = z.object({
  grant_type: z.literal('web_password'),
  scope,
  mobile: mobileSchema,
  /** base64 AES-128-CBC of the plain password (key = iv = PASSWORD_AES_KEY, PKCS7). */
  password: z.string().min(1).max(200),
  remember_me: rememberMe,
});
export const refreshGrantInput = z.object({
  grant_type: z.literal('refresh_token'),
  scope,
  refresh_token: z.string().min(1).max(200),
});
export const codeGrantInput = z.object({
  grant_type: z.enum(['web_code', 'official_account']),
  scope,
  code: z.string().trim().min(1).max(200),
  /** The state the authorization was started with (kept by the browser that started it); the code is bound to it. */
  state: z.string().min(1).max(128).optional(),
});
export const grantTypeSchema = z.enum(['mobile', 'web_password', 'refresh_token', 'web_code', 'official_account']);
export type GrantType = z.infer<typeof grantTypeSchema>;
export type MobileGrantInput = z.infer<typeof mobileGrantInput>;
export type PasswordGrantInput = z.infer<typeof passwordGrantInput>;
export type RefreshGrantInput = z.infer<typeof refreshGrantInput>;
export type CodeGrantInput = z.infer<typeof codeGrantInput>;

/** Answer of `POST /auth/oauth/token` (data of the envelope). */
export const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number(),
  scope: z.literal('server'),
  /** The member's mobile; null for a chat-app account not yet bound to a mobile. */
  identity: z.string().nullable(),
  memberId: z.number(),
});
export type Token = z.infer<typeof tokenSchema>;

/** `POST /admin/v4/sms-code` body. */
export const smsCodeInput = z
  .object({
    messageType: z.literal('LOGIN'),
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    captchaVerifyParam: z.string().min(1).max(200),
  })
  .refine((v) => Boolean(v.mobile) !== Boolean(v.email), { message: 'mobile or email is required', path: ['mobile'] });
export type SmsCodeInput = z.infer<typeof smsCodeInput>;

/** Data of a successful sms-code call; `code` is only present outside production. */
export const smsCodeSchema = z.object({
  secretKey: z.string(),
  countdown: z.number(),
  code: z.string().optional(),
});
export type SmsCode = z.infer<typeof smsCodeSchema>;
/** Data of an sms-code answer refused because a code was sent less than 60 s ago (code 1). */
export const smsCountdownSchema = z.object({ countdown: z.number() });

/** `GET /admin/captcha-image`: a slider puzzle; background and piece are PNG data URLs (the gap is in the pixels only). */
export const captchaSchema = z.object({
  captchaId: z.string(),
  background: z.string(),
  piece: z.string(),
  /** Top of the piece inside the background, px. */
  y: z.number(),
  /** Size of the background, px. */
  width: z.number(),
  height: z.number(),
  /** Size of the square piece, px. */
  pieceSize: z.number().optional(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Most points of a drag track the check reads. */
export const CAPTCHA_TRACK_MAX_POINTS = 400;
/** One sample of the drag: `[x, y, t]` — the piece's left edge (px), the pointer's vertical offset (px), ms since the press. */
export const captchaTrackPoint = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export type CaptchaTrackPoint = z.infer<typeof captchaTrackPoint>;

/** Piece moves of the keyboard slider (issue 18 item 10): an arrow key moves 1 px, Page Up/Down or Shift + arrow 10 px. */
export const CAPTCHA_KEY_STEPS = [1, 10] as const;

/**
 * `POST /admin/captcha-image/check`: where the piece was dropped (left edge, px) and how it got there. The
 * track is required unless the API runs with CAPTCHA_DISABLED (tests); a drag that is not plausible for a
 * person (too few samples, too fast, perfectly even) fails like a wrong position. `input: 'keyboard'` marks
 * a track made with the keys of the slider (one sample per key, `Home`/`End` jump to the ends, the last
 * sample is the Enter that confirms); it is checked by the rules of a keyboard instead of a hand's.
 */
export const captchaCheckInput = z.object({
  captchaId: z.string().min(1).max(100),
  x: z.coerce.number().finite(),
  track: z.array(captchaTrackPoint).max(CAPTCHA_TRACK_MAX_POINTS).optional(),
  input: z.enum(['pointer', 'keyboard']).optional(),
});
export type CaptchaInput = NonNullable<z.infer<typeof captchaCheckInput>['input']>;
export type CaptchaCheckInput = z.infer<typeof captchaCheckInput>;
export const captchaPassSchema = z.object({ captchaVerifyParam: z.string() });
export type CaptchaPass = z.infer<typeof captchaPassSchema>;

/** Plain password rule (R01–R04): 8–16 letters and digits, not all digits, not all letters. */
export const passwordRule = z
  .string()
  .min(8)
  .max(PASSWORD_MAX)
  .regex(/^[A-Za-z0-9]+$/)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'password must mix letters and digits');
