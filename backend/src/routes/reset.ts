/**
 * Password recovery from the login dialog's reset view (C23–C25, S26, S34):
 * `POST /admin/v4/sms-code/reset/password {mobile|email, captchaVerifyParam}` — an unknown account is code 1
 * '账号不存在'; `POST /admin/member/reset/password {code, secretKey, password, mobile|email}` — the password is
 * encrypted like the login's; unknown account 20022, wrong code 20003.
 */
import type { FastifyInstance } from 'fastify';
import { resetPasswordInput, resetSmsInput } from '@/lib/contract/account';
import { ERR_ACCOUNT_NOT_EXIST } from '@/lib/constants';
import { newPasswordOf, storePassword } from '../auth/account-security';
import { ACCOUNT_NOT_EXIST_MESSAGE } from '../auth/grants';
import { issueSmsCode, verifySmsCode } from '../auth/sms';
import type { AppContext } from '../context';
import { memberIdByEmail, memberIdByMobile } from '../repo/members';
import type { Db } from '../db/connection';
import { ApiError, fail, ok } from '../http/envelope';
import { parse } from '../http/validate';

export const RESET_MESSAGE_TYPE = 'RESET_PASSWORD';

async function memberIdOfAccount(db: Db, account: { mobile?: string; email?: string }): Promise<number | null> {
  return account.mobile ? await memberIdByMobile(db, account.mobile) : await memberIdByEmail(db, account.email ?? '');
}

export function registerResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/v4/sms-code/reset/password', async (request) => {
    const input = parse(resetSmsInput, request.body);
    if (await memberIdOfAccount(ctx.db, input) === null) throw fail(ACCOUNT_NOT_EXIST_MESSAGE);
    const target = (input.mobile ?? input.email) as string;
    return ok(await issueSmsCode(ctx, { target, messageType: RESET_MESSAGE_TYPE, captchaVerifyParam: input.captchaVerifyParam, ip: request.ip }, request.log));
  });

  app.post('/admin/member/reset/password', async (request) => {
    const input = parse(resetPasswordInput, request.body);
    const memberId = await memberIdOfAccount(ctx.db, input);
    if (memberId === null) throw new ApiError(ERR_ACCOUNT_NOT_EXIST, ACCOUNT_NOT_EXIST_MESSAGE);
    const plain = newPasswordOf(ctx, input.password);
    await verifySmsCode(ctx, (input.mobile ?? input.email) as string, input.secretKey, input.code, RESET_MESSAGE_TYPE);
    await storePassword(ctx, memberId, plain);
    return ok(true);
  });
}
