/**
 * Chat-app (WeChat) identities of members (B23, B48, C27, D02): binding an identity to a member (taking it over
 * from a stub that never registered), unbinding, merging a stub into an existing account, and the client of a
 * session (the new tokens keep it).
 */
import type { Db } from '../db/connection';
import { get, run, transaction } from '../db/sql';

export interface ChatAppIdentity {
  openid: string;
  unionid: string | null;
}

/** The client and "remember me" of a token's session. */
export async function sessionClientOf(db: Db, tokenId: number): Promise<{ client_id: string; remember_me: number } | undefined> {
  return await get<{ client_id: string; remember_me: number }>(db, 'SELECT client_id, remember_me FROM auth_tokens WHERE id = ?', tokenId);
}

/**
 * Binds `identity` to the member. Held by a stub (`isStub`), it is taken over and the stub's sessions end; held by a
 * real account, nothing changes and the answer is 'taken'.
 */
export async function bindChatAppIdentity(
  db: Db,
  memberId: number,
  identity: ChatAppIdentity,
  isStub: (owner: { mobile: string | null; email: string | null; is_register: number }) => boolean,
): Promise<'bound' | 'taken'> {
  return await transaction(db, async () => {
    const owner = await get<{ id: number; mobile: string | null; email: string | null; is_register: number }>(
      db,
      'SELECT id, mobile, email, is_register FROM members WHERE wx_openid = ?',
      identity.openid,
    );
    if (owner && !isStub(owner)) return 'taken' as const;
    if (owner) {
      await clearChatAppIdentity(db, owner.id);
      await run(db, 'UPDATE auth_tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL', Date.now(), owner.id);
    }
    await run(db, 'UPDATE members SET wx_openid = ?, wx_unionid = ? WHERE id = ?', identity.openid, identity.unionid, memberId);
    return 'bound' as const;
  });
}

export async function clearChatAppIdentity(db: Db, memberId: number): Promise<void> {
  await run(db, 'UPDATE members SET wx_openid = NULL, wx_unionid = NULL WHERE id = ?', memberId);
}

/** A stub's identity moves to the account `targetId`, which keeps its own avatar and nickname when it has them. */
export async function mergeChatAppStub(db: Db, stub: { id: number; wx_openid: string | null; avatar: string | null; nickname: string | null }, targetId: number): Promise<void> {
  await transaction(db, async () => {
    const unionid = (await get<{ wx_unionid: string | null }>(db, 'SELECT wx_unionid FROM members WHERE id = ?', stub.id))?.wx_unionid ?? null;
    await clearChatAppIdentity(db, stub.id);
    await run(
      db,
      'UPDATE members SET wx_openid = ?, wx_unionid = ?, avatar = COALESCE(avatar, ?), nickname = COALESCE(nickname, ?) WHERE id = ?',
      stub.wx_openid,
      unionid,
      stub.avatar,
      stub.nickname,
      targetId,
    );
  });
}

/** A stub gets its own mobile: it is registered and starts the profile wizard. */
export async function registerStubMobile(db: Db, memberId: number, mobile: string): Promise<void> {
  await run(db, 'UPDATE members SET mobile = ?, is_register = 1, is_required = 1, step = 1 WHERE id = ?', mobile, memberId);
}
