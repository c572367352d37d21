import type { Locale } from '@/lib/constants';

/**
 * Message keys returned by the validators, with their texts. Spread these into the locale catalogues
 * (`...VALIDATION_MESSAGES.zh`); placeholders are `{max}` and `{n}`.
 * R58 DEFAULT texts: contentEmpty, required (the spec's requiredConent), mobile, email, password.
 */
export const VALIDATION_MESSAGES = {
  zh: {
    'validation.required': '此项为必填项',
    'validation.contentEmpty': '内容不能为空',
    'validation.mobileRequired': '请输入手机号',
    'validation.mobile': '请输入正确的手机号',
    'validation.email': '请输入正确的邮箱',
    'validation.emailError': '邮箱格式不正确',
    'validation.url': '请输入以 http:// 或 https:// 开头的链接',
    'validation.passwordRequired': '请输入密码',
    'validation.password': '密码为8-16位字母和数字组合',
    'validation.confirmRequired': '请再次输入密码',
    'validation.confirmMismatch': '两次输入的密码不一致',
    'validation.privacy': '请阅读并同意用户协议和隐私政策',
    'validation.codeRequired': '请输入验证码',
    'validation.codeLength': '验证码最多{max}位',
    'validation.maxLength': '最多{max}个字',
    'validation.overLimit': '已超出{n}个字',
    'validation.nameEditableError': '昵称不可修改',
    'validation.genderRequired': '请选择性别',
    'validation.locationRequired': '请选择所在地',
    'validation.startDateRequired': '请选择开始时间',
    'validation.startAfterEnd': '开始时间不能晚于结束时间',
    'validation.futureDate': '时间不能晚于当前月份',
    'validation.tagsRequired': '请至少选择一个标签',
    'validation.tagTooLong': '标签最多{max}个字',
    'validation.tagsMax': '最多选择{max}个标签',
    'validation.friendSelf': '不能向自己发送好友申请',
    'validation.chatImageType': '仅支持jpg、png、gif格式',
    'validation.chatImageSize': '发送的图片不能超过{n}MB',
    'validation.chatImageCount': '一次最多发送{n}张图片',
  },
  en: {
    'validation.required': 'This field is required',
    'validation.contentEmpty': 'Content cannot be empty',
    'validation.mobileRequired': 'Please enter your mobile number',
    'validation.mobile': 'Please enter a valid mobile number',
    'validation.email': 'Please enter a valid email',
    'validation.emailError': 'Incorrect email format',
    'validation.url': 'Please enter a link starting with http:// or https://',
    'validation.passwordRequired': 'Please enter your password',
    'validation.password': 'The password must be 8-16 letters and digits',
    'validation.confirmRequired': 'Please enter the password again',
    'validation.confirmMismatch': 'The two passwords do not match',
    'validation.privacy': 'Please read and agree to the user agreement and privacy policy',
    'validation.codeRequired': 'Please enter the verification code',
    'validation.codeLength': 'The code has at most {max} characters',
    'validation.maxLength': 'At most {max} characters',
    'validation.overLimit': '{n} characters over the limit',
    'validation.nameEditableError': 'The nickname cannot be changed',
    'validation.genderRequired': 'Please select a gender',
    'validation.locationRequired': 'Please select a location',
    'validation.startDateRequired': 'Please select a start date',
    'validation.startAfterEnd': 'The start date cannot be after the end date',
    'validation.futureDate': 'The date cannot be later than the current month',
    'validation.tagsRequired': 'Please select at least one tag',
    'validation.tagTooLong': 'A tag has at most {max} characters',
    'validation.tagsMax': 'At most {max} tags can be selected',
    'validation.friendSelf': 'Cannot send a friend request to yourself',
    'validation.chatImageType': 'only jpg, png, gif formats supported',
    'validation.chatImageSize': 'the image sent cannot exceed {n}MB',
    'validation.chatImageCount': 'at most {n} images can be sent at once',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['zh'];

/** A failed rule: the message key and the values of its placeholders. */
export interface ValidationIssue {
  key: ValidationKey;
  values?: Record<string, number | string>;
}

/** Issues per field of a form; validators return null when every field passes. */
export type FieldIssues<F extends string> = Partial<Record<F, ValidationIssue>>;

export function issue(key: ValidationKey, values?: Record<string, number | string>): ValidationIssue {
  return values ? { key, values } : { key };
}

/** Collects per-field results; null when none failed. */
export function collect<F extends string>(results: Record<F, ValidationIssue | null>): FieldIssues<F> | null {
  const out: FieldIssues<F> = {};
  let failed = false;
  for (const field of Object.keys(results) as F[]) {
    const result = results[field];
    if (result) {
      out[field] = result;
      failed = true;
    }
  }
  return failed ? out : null;
}

/** The text of an issue in a locale (for callers without a catalogue, and tests). */
export function validationText(found: ValidationIssue, locale: Locale): string {
  const template: string = VALIDATION_MESSAGES[locale][found.key];
  const values = found.values ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
