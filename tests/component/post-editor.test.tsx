import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, publishBlocker, type PostDraft } from '@/components/post/post-draft';
import { PostEditor } from '@/components/post/post-editor';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@/lib/contract/post';
import { renderWithI18n } from './render';

/** G16–G21: the composer's limits, circle gating, banned state, grey words, template and draft. */
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const session = { hydrated: true, isLogin: true, memberId: 1001, member: { isBanned: false } };
vi.mock('@/stores/use-current-member', () => ({ useCurrentMember: () => session }));

const api = {
  t: {},
  getMyCircles: vi.fn(),
  getCircleDetail: vi.fn(),
  getPostTemplate: vi.fn(),
  createPost: vi.fn(),
  updatePost: vi.fn(),
};
vi.mock('@/components/circle/client-api', () => ({
  circleApi: async () => api,
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : String(e)),
  errorCode: () => null,
}));
const validateWords = vi.fn();
vi.mock('@/lib/api/words', () => ({ validateWords: (...args: unknown[]) => validateWords(...args) }));

const themes = [{ id: 41, name: '包装', enName: 'Packaging', code: 'packaging', type: 5, parentId: null, logo: null, description: null }];
const siteTags = [8, 9, 10, 11].map((id) => ({ id, name: String(id), enName: null, code: String(id), type: 6, parentId: null, logo: null, description: null }));
const base: PostDraft = { title: '', content: '', tagId: 8, themeTagId: null, circleId: null, images: [], isAnonymous: false };

function renderEditor(initial: PostDraft = base) {
  return renderWithI18n(<PostEditor themes={themes} siteTags={siteTags} initial={initial} postId={null} locale="zh" />);
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByTestId('editor-title'), { target: { value: '求购瓶坯' } });
  fireEvent.change(screen.getByTestId('editor-content'), { target: { value: '年用量 300 万只，华东交货。' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('editor-submit'));
  });
}

describe('publishBlocker', () => {
  const ok = { title: '标题', content: '正文', tagId: 8, themeTagId: null, circleId: null, images: [], isAnonymous: false };
  it('checks banned first, then required fields, limits and circle membership', () => {
    expect(publishBlocker(ok, { isBanned: true, circleType: null })).toBe('editor.banned');
    expect(publishBlocker({ ...ok, title: ' ' }, { isBanned: false, circleType: null })).toBe('editor.required');
    expect(publishBlocker({ ...ok, title: 'x'.repeat(POST_TITLE_MAX + 1) }, { isBanned: false, circleType: null })).toBe('editor.titleTooLong');
    expect(publishBlocker({ ...ok, content: 'x'.repeat(POST_CONTENT_MAX + 1) }, { isBanned: false, circleType: null })).toBe('editor.contentTooLong');
    expect(publishBlocker({ ...ok, circleId: 3 }, { isBanned: false, circleType: -1 })).toBe('editor.joinFirst');
    expect(publishBlocker({ ...ok, circleId: 3 }, { isBanned: false, circleType: 'PENDING' })).toBe('editor.joinFirst');
    for (const type of ['JOINED', 'ADMIN', 'OWNER'] as const) expect(publishBlocker({ ...ok, circleId: 3 }, { isBanned: false, circleType: type })).toBeNull();
    expect(publishBlocker(ok, { isBanned: false, circleType: null })).toBeNull();
  });
});

describe('PostEditor', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    session.member = { isBanned: false };
    api.getMyCircles.mockResolvedValue([{ circleId: 3, circleName: '食品包材采购交流圈', memberType: 'JOINED' }]);
    api.getPostTemplate.mockResolvedValue({ tagId: 8, themeTagId: 41, title: '【包材求购】', content: '包材类型：\n采购数量：' });
    validateWords.mockResolvedValue([]);
    api.createPost.mockResolvedValue({ id: 901, greyWords: [] });
  });

  it('G19 a banned member sees the banned message and no create call is made', async () => {
    session.member = { isBanned: true };
    renderEditor();
    await fillAndSubmit();
    expect(screen.getByTestId('editor-error').textContent).toBe('您的账号已被禁言，请联系管理员');
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('G18 a preset circle the member has not joined blocks publishing with the join message', async () => {
    api.getCircleDetail.mockResolvedValue({ circleId: 12, circleName: '印刷厂长俱乐部', circleMemberType: -1 });
    renderEditor({ ...base, circleId: 12 });
    await waitFor(() => expect(screen.getByRole('option', { name: '印刷厂长俱乐部' })).toBeTruthy(), { timeout: 5000 });
    await fillAndSubmit();
    expect(screen.getByTestId('editor-error').textContent).toBe('请先加入圈子再发布');
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('G21 grey words block publishing and are shown', async () => {
    validateWords.mockResolvedValue(['最低价']);
    renderEditor();
    await fillAndSubmit();
    expect(screen.getByTestId('editor-error').textContent).toContain('最低价');
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('G17 publishes into a joined circle, clears the draft and lands on the detail page', async () => {
    renderEditor({ ...base, circleId: 3 });
    await waitFor(() => expect(screen.getByRole('option', { name: '食品包材采购交流圈' })).toBeTruthy(), { timeout: 5000 });
    await fillAndSubmit();
    expect(api.createPost).toHaveBeenCalledWith(api.t, expect.objectContaining({ title: '求购瓶坯', tagId: 8, circleId: 3 }));
    expect(push).toHaveBeenCalledWith('/community/post/901');
    expect(localStorage.getItem(draftKey(null))).toBeNull();
  });

  it('G16 choosing a theme fills the untouched body with the template', async () => {
    renderEditor();
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-theme'), { target: { value: '41' } });
    });
    expect(api.getPostTemplate).toHaveBeenCalledWith(api.t, 8, 41);
    await waitFor(() => expect((screen.getByTestId('editor-content') as HTMLTextAreaElement).value).toBe('包材类型：\n采购数量：'));
    expect((screen.getByTestId('editor-title') as HTMLInputElement).value).toBe('【包材求购】');
  });

  it('keeps a draft in localStorage and restores it', async () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...base, title: '未发布的草稿', content: '正文内容' }));
    renderEditor();
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
    expect((screen.getByTestId('editor-title') as HTMLInputElement).value).toBe('未发布的草稿');
    fireEvent.change(screen.getByTestId('editor-title'), { target: { value: '改过的标题' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(draftKey(null)) ?? '{}').title).toBe('改过的标题'));
  });

  it('issue 18 item 1: the publish entry\'s type and theme win over a restored draft, whose text stays', async () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...base, title: '未发布的草稿', content: '正文内容' }));
    renderWithI18n(<PostEditor themes={themes} siteTags={siteTags} initial={{ ...base, tagId: 11, themeTagId: 41 }} preset={{ tagId: 11, themeTagId: 41 }} postId={null} locale="zh" />);
    expect((screen.getByTestId('editor-title') as HTMLInputElement).value).toBe('未发布的草稿');
    expect((screen.getByTestId('editor-theme') as HTMLSelectElement).value).toBe('41');
    expect(screen.getByTestId('editor-type').querySelector('[aria-pressed="true"]')?.getAttribute('data-tag-id')).toBe('11');
  });

  it('G17 the form rules come from the post contract: empty fields and an over-long restored title show the spec messages, no call', async () => {
    renderEditor();
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(screen.getAllByText('请填写标题和正文')).toHaveLength(2));
    expect(validateWords).not.toHaveBeenCalled();

    localStorage.setItem(draftKey(null), JSON.stringify({ ...base, title: '长'.repeat(POST_TITLE_MAX + 1), content: '正文内容' }));
    cleanup();
    renderEditor();
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(screen.getByText(`标题最多 ${POST_TITLE_MAX} 字`)).toBeTruthy());
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('G17 editing a post sends the update with the images and anonymous flag, and clears that post\'s draft', async () => {
    api.updatePost.mockResolvedValue({ id: 55, greyWords: [] });
    renderWithI18n(
      <PostEditor themes={themes} siteTags={siteTags} initial={{ ...base, title: '求购瓶坯', content: '原正文', images: ['/api/files/oss/image/post/a.png'], isAnonymous: true }} postId={55} locale="zh" />,
    );
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    fireEvent.change(screen.getByTestId('editor-content'), { target: { value: '改为供应：年产 300 万只瓶坯。' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(api.updatePost).toHaveBeenCalled());
    expect(api.updatePost).toHaveBeenCalledWith(
      api.t,
      expect.objectContaining({ id: 55, tagId: 9, content: '改为供应：年产 300 万只瓶坯。', images: ['/api/files/oss/image/post/a.png'], isAnonymous: true, video: null }),
    );
    expect(push).toHaveBeenCalledWith('/community/post/55');
    expect(localStorage.getItem(draftKey(55))).toBeNull();
  });

  it('enforces the length limits in the inputs', () => {
    renderEditor();
    expect(screen.getByTestId('editor-title').getAttribute('maxLength')).toBe(String(POST_TITLE_MAX));
    expect(screen.getByTestId('editor-content').getAttribute('maxLength')).toBe(String(POST_CONTENT_MAX));
  });
});
