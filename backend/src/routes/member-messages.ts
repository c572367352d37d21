/** Messages of the member routes, shared by member.ts and account.ts (a leaf: importing member.ts from account.ts was a cycle). */
export const EMAIL_USED_MESSAGE = '该邮箱已被使用，请绑定其他邮箱';
export const NAME_NOT_EDITABLE_MESSAGE = '昵称不可修改';
export const MOBILE_REGISTERED_MESSAGE = '该手机号已注册';
