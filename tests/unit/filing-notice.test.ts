import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { filingNotice } from '@/lib/site/filing';

const zh = createTranslate(getMessages('zh'));
const en = createTranslate(getMessages('en'));

describe('O20 issue 18 item 11: the filing notice is configured by the environment', () => {
  it('unset: a value clearly marked as a demo value, in both languages', () => {
    const notice = filingNotice(serverEnv({}), zh);
    expect(notice.demo).toBe(true);
    expect(notice.icp.text).toContain('演示值');
    expect(notice.police.text).toContain('演示值');
    expect(notice.icp.href).toBe('https://beian.miit.gov.cn/');
    const english = filingNotice(serverEnv({}), en);
    expect(english.icp.text).toContain('demo value');
    expect(english.police.text).toContain('demo value');
  });

  it('set: the numbers as issued, the public-security one linked to its record', () => {
    const notice = filingNotice(serverEnv({ SITE_ICP_FILING: '沪ICP备2021012345号-1', SITE_POLICE_FILING: '沪公网安备 31010402001234号' }), en);
    expect(notice.demo).toBe(false);
    expect(notice.icp.text).toBe('沪ICP备2021012345号-1');
    expect(notice.police.text).toBe('沪公网安备 31010402001234号');
    expect(notice.police.href).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=31010402001234');
  });

  it('empty values count as unset', () => {
    expect(filingNotice(serverEnv({ SITE_ICP_FILING: '', SITE_POLICE_FILING: '' }), zh).demo).toBe(true);
  });
});
