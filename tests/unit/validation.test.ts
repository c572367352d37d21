import { describe, expect, it } from 'vitest';
import { validateLoginForm, validatePasswordConfirm, validateResetForm, validateSmsCode } from '@/lib/validation/auth-forms';
import { validateChatImage, validateChatImages } from '@/lib/validation/chat-images';
import { isEmail, isMainlandMobile, isOverseasMobile, isUrl, validateMobile } from '@/lib/validation/contact';
import { VALIDATION_MESSAGES, validationText } from '@/lib/validation/messages';
import { clampPasswordInput, isValidPassword, validatePassword } from '@/lib/validation/password';
import {
  validateEducation,
  validateNickname,
  validateOptionalEmail,
  validateSupplement,
  validateWorkHistory,
} from '@/lib/validation/profile';
import { validateFriendMessage, validateFriendRequest, validateFriendTarget } from '@/lib/validation/social';
import { canAddTag, validateTagAdd, validateTagName, validateTagSelection } from '@/lib/validation/tags';
import { normalizeEmoji, validateContent } from '@/lib/validation/text';

const key = (found: { key: string } | null | undefined) => found?.key ?? null;

describe('password (R01–R05)', () => {
  it('R01 8 to 16 characters: Abc1234 (7) rejected, Abc12345 (8) and a 16-character mix accepted', () => {
    expect(isValidPassword('Abc1234')).toBe(false);
    expect(isValidPassword('Abc12345')).toBe(true);
    expect(isValidPassword('Abcdefgh12345678')).toBe(true);
    expect(isValidPassword('Abcdefgh123456789')).toBe(false);
  });
  it('R02 letters and digits only: Abc1234! rejected', () => {
    expect(isValidPassword('Abc1234!')).toBe(false);
    expect(isValidPassword('Abc 12345')).toBe(false);
  });
  it('R03 not all digits: 12345678 rejected', () => expect(isValidPassword('12345678')).toBe(false));
  it('R04 not all letters: abcdefgh rejected', () => expect(isValidPassword('abcdefgh')).toBe(false));
  it('R05 the input keeps at most 16 characters', () => {
    expect(clampPasswordInput('Abcdefgh123456789')).toBe('Abcdefgh12345678');
  });
  it('message keys: empty → passwordRequired, broken rule → password (R58)', () => {
    expect(key(validatePassword(''))).toBe('validation.passwordRequired');
    expect(key(validatePassword('12345678'))).toBe('validation.password');
    expect(validatePassword('Demo1234')).toBeNull();
    expect(validationText({ key: 'validation.password' }, 'zh')).toBe('密码为8-16位字母和数字组合');
  });
});

describe('contact formats (R06–R10)', () => {
  it('R06 a mainland mobile is 11 digits starting with 1: 1381234567 rejected', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile('1381234567')).toBe(false);
    expect(isMainlandMobile('23812345678')).toBe(false);
    expect(isMainlandMobile('1381234567a')).toBe(false);
  });
  it('R07 overseas: +85212345678 accepted, 1 rejected, 16 digits rejected', () => {
    expect(isOverseasMobile('+85212345678')).toBe(true);
    expect(isOverseasMobile('12345678')).toBe(true);
    expect(isOverseasMobile('1')).toBe(false);
    expect(isOverseasMobile('+1234567890123456')).toBe(false);
    expect(isOverseasMobile('+123456789012345')).toBe(true);
  });
  it('R06/R07 by dial code', () => {
    expect(validateMobile('13812345678', '+86')).toBeNull();
    expect(key(validateMobile('12345678', '+86'))).toBe('validation.mobile');
    expect(validateMobile('12345678', '+852')).toBeNull();
    expect(key(validateMobile('', '+86'))).toBe('validation.mobileRequired');
  });
  it('R08 e-mail: a@b.co accepted; a@ and @b.co rejected', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@')).toBe(false);
    expect(isEmail('@b.co')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
  });
  it('R10 a URL starts with http:// or https://: ftp://x and www.x.com are not URLs', () => {
    expect(isUrl('http://x.com')).toBe(true);
    expect(isUrl('https://x.com/a?b=1')).toBe(true);
    expect(isUrl('ftp://x')).toBe(false);
    expect(isUrl('www.x.com')).toBe(false);
    expect(isUrl('https://')).toBe(false);
  });
});

describe('login and reset (R11–R16)', () => {
  const good = { mode: 'sms' as const, mobile: '13812345678', code: '123456', agreed: true };
  it('R11 the privacy tick is required for sms and password login', () => {
    expect(key(validateLoginForm({ ...good, agreed: false })?.agreed)).toBe('validation.privacy');
    expect(key(validateLoginForm({ mode: 'password', mobile: '13812345678', password: 'x', agreed: false })?.agreed)).toBe(
      'validation.privacy',
    );
    expect(validateLoginForm(good)).toBeNull();
  });
  it('R12 the mobile must be non-empty and valid', () => {
    expect(key(validateLoginForm({ ...good, mobile: '' })?.mobile)).toBe('validation.mobileRequired');
    expect(key(validateLoginForm({ ...good, mobile: '1381234567' })?.mobile)).toBe('validation.mobile');
    expect(validateLoginForm({ ...good, countryCode: '+852', mobile: '12345678' })).toBeNull();
  });
  it('R13 the code must be non-empty and at most 6 characters', () => {
    expect(key(validateLoginForm({ ...good, code: '' })?.code)).toBe('validation.codeRequired');
    expect(key(validateLoginForm({ ...good, code: '1234567' })?.code)).toBe('validation.codeLength');
    expect(validateSmsCode('123456')).toBeNull();
  });
  it('password login needs the password', () => {
    expect(key(validateLoginForm({ mode: 'password', mobile: '13812345678', agreed: true })?.password)).toBe(
      'validation.passwordRequired',
    );
    expect(validateLoginForm({ mode: 'password', mobile: '13812345678', password: 'Demo1234', agreed: true })).toBeNull();
  });
  const reset = { account: '13812345678', code: '123456', password: 'Abc12345', confirm: 'Abc12345' };
  it('R14 the new password must pass R01–R04', () => {
    expect(key(validateResetForm({ ...reset, password: '12345678', confirm: '12345678' })?.password)).toBe('validation.password');
    expect(validateResetForm(reset)).toBeNull();
  });
  it('R15 the confirmation must be non-empty and equal', () => {
    expect(key(validateResetForm({ ...reset, confirm: '' })?.confirm)).toBe('validation.confirmRequired');
    expect(key(validateResetForm({ ...reset, confirm: 'Abc12346' })?.confirm)).toBe('validation.confirmMismatch');
    expect(validatePasswordConfirm('a', 'a')).toBeNull();
  });
  it('R16 the reset sms code is at most 6 characters', () => {
    expect(key(validateResetForm({ ...reset, code: '1234567' })?.code)).toBe('validation.codeLength');
  });
  it('reset by e-mail account', () => {
    expect(validateResetForm({ ...reset, accountType: 'email', account: 'a@b.co' })).toBeNull();
    expect(key(validateResetForm({ ...reset, accountType: 'email', account: 'a@' })?.account)).toBe('validation.email');
  });
});

describe('supplement (R17–R25)', () => {
  const zh = { locale: 'zh' as const, nameEditable: true };
  const good = { nickname: '张三', gender: 'MALE', company: '某食品公司', position: '采购经理', locationId: 310000, email: '' };
  it('R17 nickname required', () => {
    expect(key(validateNickname('  ', zh))).toBe('validation.nicknameRequired');
  });
  it('R18 at most 40 characters after trimming; above, the message says how many exceed', () => {
    expect(validateNickname(` ${'名'.repeat(40)} `, zh)).toBeNull();
    expect(validateNickname('名'.repeat(43), zh)).toEqual({ key: 'validation.overLimit', values: { n: 3 } });
    expect(validationText({ key: 'validation.overLimit', values: { n: 3 } }, 'zh')).toBe('已超出3个字');
  });
  it('R19 in zh a locked nickname cannot change (nameEditableError); in en the rule does not apply', () => {
    const locked = { nameEditable: false, originalNickname: '老名字' };
    expect(key(validateNickname('新名字', { locale: 'zh', ...locked }))).toBe('validation.nameEditableError');
    expect(validateNickname('老名字', { locale: 'zh', ...locked })).toBeNull();
    expect(validateNickname('新名字', { locale: 'en', ...locked })).toBeNull();
    expect(validationText({ key: 'validation.nameEditableError' }, 'zh')).toBe('昵称不可修改');
  });
  it('R20 gender MALE or FEMALE is required', () => {
    expect(key(validateSupplement({ ...good, gender: null }, zh)?.gender)).toBe('validation.genderRequired');
    expect(key(validateSupplement({ ...good, gender: 'X' }, zh)?.gender)).toBe('validation.genderRequired');
  });
  it('R21 company required, at most 100', () => {
    expect(key(validateSupplement({ ...good, company: '' }, zh)?.company)).toBe('validation.companyRequired');
    expect(validateSupplement({ ...good, company: 'c'.repeat(101) }, zh)?.company).toEqual({
      key: 'validation.maxLength',
      values: { max: 100 },
    });
    expect(validateSupplement({ ...good, company: 'c'.repeat(100) }, zh)).toBeNull();
  });
  it('R22 position required, at most 100', () => {
    expect(key(validateSupplement({ ...good, position: '' }, zh)?.position)).toBe('validation.positionRequired');
    expect(key(validateSupplement({ ...good, position: 'p'.repeat(101) }, zh)?.position)).toBe('validation.maxLength');
  });
  it('R23 location required', () => {
    expect(key(validateSupplement({ ...good, locationId: null }, zh)?.locationId)).toBe('validation.locationRequired');
  });
  it('R24 email optional; when filled it must match (emailError), input at most 40', () => {
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail('a@b.co')).toBeNull();
    expect(key(validateOptionalEmail('a@'))).toBe('validation.emailError');
    expect(key(validateOptionalEmail(`${'a'.repeat(36)}@b.co`))).toBe('validation.maxLength');
    expect(validationText({ key: 'validation.emailError' }, 'zh')).toBe('邮箱格式不正确');
  });
  it('R25 emoji are normalised away on blur', () => {
    expect(normalizeEmoji('张三😀')).toBe('张三');
    expect(normalizeEmoji('👍🏽 好 ❤️ 的')).toBe(' 好 的');
    expect(normalizeEmoji('🇨🇳中国')).toBe('中国');
  });
});

describe('work history (R26–R31) and education (R32–R37)', () => {
  const now = new Date(2024, 5, 15);
  const work = { position: '工程师', company: '某公司', startTime: '2020-01-01', endTime: '2024-06-01', description: '' };
  it('R26 position required, at most 40', () => {
    expect(key(validateWorkHistory({ ...work, position: '' }, now)?.position)).toBe('validation.positionRequired');
    expect(key(validateWorkHistory({ ...work, position: 'p'.repeat(41) }, now)?.position)).toBe('validation.maxLength');
  });
  it('R27 company required, at most 100', () => {
    expect(key(validateWorkHistory({ ...work, company: '' }, now)?.company)).toBe('validation.companyRequired');
    expect(key(validateWorkHistory({ ...work, company: 'c'.repeat(101) }, now)?.company)).toBe('validation.maxLength');
  });
  it('R28 start date required', () => {
    expect(key(validateWorkHistory({ ...work, startTime: '' }, now)?.startTime)).toBe('validation.startDateRequired');
  });
  it('R29 description at most 100', () => {
    expect(key(validateWorkHistory({ ...work, description: 'd'.repeat(101) }, now)?.description)).toBe('validation.maxLength');
    expect(validateWorkHistory({ ...work, description: 'd'.repeat(100) }, now)).toBeNull();
  });
  it('R30 the start must not be after the end', () => {
    expect(key(validateWorkHistory({ ...work, startTime: '2023-05-01', endTime: '2023-04-01' }, now)?.startTime)).toBe(
      'validation.startAfterEnd',
    );
    expect(validateWorkHistory({ ...work, startTime: '2023-05-01', endTime: '2023-05-01' }, now)).toBeNull();
    expect(validateWorkHistory({ ...work, endTime: null }, now)).toBeNull();
  });
  it('R31 neither date in the future: a month after the current month is rejected', () => {
    expect(validateWorkHistory({ ...work, startTime: '2024-06-01', endTime: '2024-06-01' }, now)).toBeNull();
    expect(key(validateWorkHistory({ ...work, endTime: '2024-07-01' }, now)?.endTime)).toBe('validation.futureDate');
    expect(key(validateWorkHistory({ ...work, startTime: '2024-07-01', endTime: null }, now)?.startTime)).toBe(
      'validation.futureDate',
    );
  });
  const edu = { school: '江南大学', degree: '硕士', major: '食品科学', startTime: '2015-09-01', endTime: '2018-06-01', description: '' };
  it('R32 school required, at most 40', () => {
    expect(key(validateEducation({ ...edu, school: '' }, now)?.school)).toBe('validation.schoolRequired');
    expect(key(validateEducation({ ...edu, school: 's'.repeat(41) }, now)?.school)).toBe('validation.maxLength');
    expect(validateEducation(edu, now)).toBeNull();
  });
  it('R33 degree and R34 major at most 40', () => {
    expect(key(validateEducation({ ...edu, degree: 'd'.repeat(41) }, now)?.degree)).toBe('validation.maxLength');
    expect(key(validateEducation({ ...edu, major: 'm'.repeat(41) }, now)?.major)).toBe('validation.maxLength');
    expect(validateEducation({ ...edu, degree: '', major: null }, now)).toBeNull();
  });
  it('R35 start date required', () => {
    expect(key(validateEducation({ ...edu, startTime: null }, now)?.startTime)).toBe('validation.startDateRequired');
  });
  it('R36 description at most 300', () => {
    expect(key(validateEducation({ ...edu, description: 'd'.repeat(301) }, now)?.description)).toBe('validation.maxLength');
    expect(validateEducation({ ...edu, description: 'd'.repeat(300) }, now)).toBeNull();
  });
  it('R37 ordering and future rules as R30–R31', () => {
    expect(key(validateEducation({ ...edu, startTime: '2019-01-01' }, now)?.startTime)).toBe('validation.startAfterEnd');
    expect(key(validateEducation({ ...edu, endTime: '2025-01-01' }, now)?.endTime)).toBe('validation.futureDate');
  });
});

describe('tags (R38–R40)', () => {
  it('R38 at least one tag before confirming', () => {
    expect(key(validateTagSelection([]))).toBe('validation.tagsRequired');
    expect(validateTagSelection([1])).toBeNull();
  });
  it('R39 a typed tag is at most 10 characters', () => {
    expect(validateTagName('一二三四五六七八九十')).toBeNull();
    expect(validateTagName('一二三四五六七八九十一')).toEqual({ key: 'validation.tagTooLong', values: { max: 10 } });
    expect(key(validateTagName(' '))).toBe('validation.required');
  });
  it('R40 at most 10 tags; an 11th cannot be added', () => {
    expect(canAddTag(9)).toBe(true);
    expect(canAddTag(10)).toBe(false);
    expect(key(validateTagAdd(10))).toBe('validation.tagsMax');
  });
});

describe('social and chat (R46–R51)', () => {
  it('R46 a friend message is at most 140 characters', () => {
    expect(validateFriendMessage('m'.repeat(140))).toBeNull();
    expect(validateFriendMessage('m'.repeat(141))).toEqual({ key: 'validation.maxLength', values: { max: 140 } });
    expect(validateFriendMessage('')).toBeNull();
  });
  it('R47 a friend request cannot go to oneself', () => {
    expect(key(validateFriendTarget(5, 5))).toBe('validation.friendSelf');
    expect(key(validateFriendTarget('5', 5))).toBe('validation.friendSelf');
    expect(validateFriendTarget(5, 6)).toBeNull();
    expect(validateFriendRequest({ selfId: 1, memberId: 2, message: 'hi' })).toBeNull();
    expect(validationText({ key: 'validation.friendSelf' }, 'en')).toBe('Cannot send a friend request to yourself');
  });
  const MB = 1024 * 1024;
  it('R48 jpeg, png and gif by MIME type', () => {
    expect(validateChatImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(validateChatImage({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(validateChatImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBeNull();
    expect(key(validateChatImage({ name: 'a.webp', type: 'image/webp', size: 10 }))).toBe('validation.chatImageType');
    expect(key(validateChatImage({ name: 'a.png', type: 'image/bmp', size: 10 }))).toBe('validation.chatImageType');
  });
  it('R49 unknown MIME type: the extension decides, case-insensitively', () => {
    expect(validateChatImage({ name: 'A.JPEG', type: '', size: 10 })).toBeNull();
    expect(validateChatImage({ name: 'b.Gif', size: 10 })).toBeNull();
    expect(key(validateChatImage({ name: 'c.bmp', type: '', size: 10 }))).toBe('validation.chatImageType');
  });
  it('R50 under 2 MB: exactly 2 MB is rejected', () => {
    expect(validateChatImage({ name: 'a.png', type: 'image/png', size: 2 * MB - 1 })).toBeNull();
    expect(validateChatImage({ name: 'a.png', type: 'image/png', size: 2 * MB })).toEqual({
      key: 'validation.chatImageSize',
      values: { n: 2 },
    });
    expect(validationText({ key: 'validation.chatImageSize', values: { n: 2 } }, 'zh')).toBe('发送的图片不能超过2MB');
  });
  it('R51 at most 9 images; 10 are rejected as a whole', () => {
    const one = { name: 'a.png', type: 'image/png', size: 10 };
    expect(validateChatImages(Array.from({ length: 9 }, () => one))).toBeNull();
    expect(validateChatImages(Array.from({ length: 10 }, () => one))).toEqual({ key: 'validation.chatImageCount', values: { n: 9 } });
    expect(validationText({ key: 'validation.chatImageCount', values: { n: 9 } }, 'en')).toBe('at most 9 images can be sent at once');
  });
  it('contentEmpty (R58)', () => {
    expect(key(validateContent('  '))).toBe('validation.contentEmpty');
    expect(validationText({ key: 'validation.contentEmpty' }, 'zh')).toBe('内容不能为空');
  });
});

describe('messages', () => {
  it('R58 zh and en define the same keys; DEFAULT zh texts', () => {
    expect(Object.keys(VALIDATION_MESSAGES.en).sort()).toEqual(Object.keys(VALIDATION_MESSAGES.zh).sort());
    expect(VALIDATION_MESSAGES.zh['validation.required']).toBe('此项为必填项');
    expect(VALIDATION_MESSAGES.zh['validation.mobile']).toBe('请输入正确的手机号');
    expect(VALIDATION_MESSAGES.zh['validation.email']).toBe('请输入正确的邮箱');
  });
});
