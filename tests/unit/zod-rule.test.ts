import { describe, expect, it } from 'vitest';
import { NEWS_TITLE_MAX, newsCreateInput } from '@/lib/contract/news-manage';
import { POST_TITLE_MAX, postCreateInput } from '@/lib/contract/post';
import { zodRule } from '@/lib/validation/zod-rule';

/** Issue 13 §4: antd Form rules built from the contract's zod schemas, with the spec's messages. */
const messages = { required: '请填写标题和正文', tooLong: `标题最多 ${POST_TITLE_MAX} 字` };
const check = (rule: ReturnType<typeof zodRule>, value: unknown) => rule.validator({}, value).then(() => null, (e: Error) => e.message);

describe('zodRule', () => {
  it('G17 post title: empty, blank and missing read as required; over the limit as too long; the limit itself passes', async () => {
    const rule = zodRule(postCreateInput.shape.title, messages);
    expect(await check(rule, '')).toBe('请填写标题和正文');
    expect(await check(rule, '   ')).toBe('请填写标题和正文');
    expect(await check(rule, undefined)).toBe('请填写标题和正文');
    expect(await check(rule, 'x'.repeat(POST_TITLE_MAX + 1))).toBe(`标题最多 ${POST_TITLE_MAX} 字`);
    expect(await check(rule, 'x'.repeat(POST_TITLE_MAX))).toBeNull();
    // the API trims before counting, and so does the rule
    expect(await check(rule, ` ${'x'.repeat(POST_TITLE_MAX)} `)).toBeNull();
  });

  it('F14 news title and the optional summary follow the news contract', async () => {
    const title = zodRule(newsCreateInput.shape.title, { required: '请输入标题', tooLong: '标题过长' });
    expect(await check(title, 'x'.repeat(NEWS_TITLE_MAX))).toBeNull();
    expect(await check(title, 'x'.repeat(NEWS_TITLE_MAX + 1))).toBe('标题过长');
    const summary = zodRule(newsCreateInput.shape.summary, { required: '摘要过长', tooLong: '摘要过长' });
    expect(await check(summary, '')).toBeNull();
    expect(await check(summary, undefined)).toBeNull();
  });

  it('uses the invalid message for other failures', async () => {
    const rule = zodRule(postCreateInput.shape.tagId, { required: '请选择类型', invalid: '未知的类型' });
    expect(await check(rule, 7)).toBe('未知的类型');
    expect(await check(rule, 8)).toBeNull();
  });
});
