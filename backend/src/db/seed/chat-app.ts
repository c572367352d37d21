/**
 * Chat-app identities of the local OAuth sandbox: one bound to the second demo account (13800000002),
 * the others not bound to any member yet (a login with them leads to the bind-mobile step, D02).
 */
import { SEED_BASE_MS, seedImage, type SeedContext } from './context';

export interface SeedChatAppIdentity {
  openid: string;
  unionid: string;
  nickname: string;
  avatarNo: number;
  /** The demo mobile whose member this identity is bound to, if any. */
  boundMobile?: string;
}

export const SEED_CHAT_APP_IDENTITIES: readonly SeedChatAppIdentity[] = [
  { openid: 'oSbx_7Kq2LmZ0aRt5WvYc3NdEe01', unionid: 'uSbx_9QhT4pXr2Lk8MnBv6CzAa01', nickname: '包装老周', avatarNo: 31, boundMobile: '13800000002' },
  { openid: 'oSbx_3Hf8JsD1gPq6TyUi9OlKk02', unionid: 'uSbx_5WdE7rFt1GyH3uJi8KoLp02', nickname: '烘焙师阿琳', avatarNo: 32 },
  { openid: 'oSbx_6Zx4CvB9nMa2SdFg5HjLq03', unionid: 'uSbx_2QwE4rTy6UiO8pAs1DfGh03', nickname: '印厂小陈', avatarNo: 33 },
  { openid: 'oSbx_1Pl0OkI9uJy8HtGr7FeDw04', unionid: 'uSbx_7ZaQ1xSw2CdE3vFr4BgTn04', nickname: '食品研发-林工', avatarNo: 34 },
];

export function seedChatAppIdentities(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    'INSERT INTO chat_app_identities (openid, unionid, nickname, avatar, seeded, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  );
  const bind = ctx.db.prepare('UPDATE members SET wx_openid = ?, wx_unionid = ? WHERE mobile = ?');
  // a millisecond apart: the sandbox lists them in this order (ORDER BY created_at)
  for (const [i, identity] of SEED_CHAT_APP_IDENTITIES.entries()) {
    insert.run(identity.openid, identity.unionid, identity.nickname, seedImage('avatar', identity.avatarNo, identity.nickname), SEED_BASE_MS + i);
    if (identity.boundMobile) bind.run(identity.openid, identity.unionid, identity.boundMobile);
  }
}
