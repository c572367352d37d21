import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, publishBlocker, type PostDraft } from '@/components/post/post-draft';
import { SITE_ROUTE_CODES } from '@/lib/site/site-routes';
import { PostEditor } from '@/components/post/post-editor';
import type { MyCircle } from '@/lib/contract/circle';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@/lib/contract/post';
import { getMessages } from '@/lib/i18n/messages';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { circleDetail, circleHandlers } from '../mocks/handlers/circle';
import { memberInfo } from '../mocks/handlers/member';
import { postHandlers } from '../mocks/handlers/post';
import { bodyOf, queryOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n, testQueryClient } from './render';
import { router } from './navigation';

/** G16–G21: the composer's limits, circle gating, banned state, grey words, template and draft (the network mocked with msw). */
const { push } = router;

startMockServer();

function signIn(isBanned = false) {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned, memberInfo: memberInfo({ memberId: 1001, nickname: '张明远', isBanned }) });
}

const joined: MyCircle = { ...circleDetail(3, 'JOINED', { circleName: '食品包材采购交流圈' }), memberType: 'JOINED' };

/** What the composer sent: grey-word checks, template reads, creates and updates; and the grey words the API finds. */
let wordChecks: unknown[];
let templateReads: string[];
let creates: unknown[];
let updates: unknown[];
let greyWords: string[];
let circleReads: number;

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
    expect(publishBlocker(ok, { isBanned: true, circleType: null })).toBe('error.banned');
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
    signIn();
    wordChecks = [];
    templateReads = [];
    creates = [];
    updates = [];
    greyWords = [];
    circleReads = 0;
    server.use(
      circleHandlers.mine(() => {
        circleReads += 1;
        return [joined];
      }),
      postHandlers.template(8, (request) => {
        templateReads.push(`${new URL(request.url).pathname} ${JSON.stringify(queryOf(request))}`);
        return { tagId: 8, themeTagId: 41, title: '【包材求购】', content: '包材类型：\n采购数量：' };
      }),
      postHandlers.template(9, (request) => {
        templateReads.push(`${new URL(request.url).pathname} ${JSON.stringify(queryOf(request))}`);
        return null;
      }),
      basicHandlers.validateWords(async (request) => {
        wordChecks.push(await bodyOf(request));
        return greyWords;
      }),
      postHandlers.create(async (request) => {
        creates.push(await bodyOf(request));
        return { id: 901, greyWords: [] };
      }),
      postHandlers.update(async (request) => {
        updates.push(await bodyOf(request));
        return { id: 55, greyWords: [] };
      }),
    );
  });
  // every composer reads the member's circles once it mounts (G05): the answer is awaited before the next test
  afterEach(async () => {
    await waitFor(() => expect(circleReads).toBeGreaterThan(0));
  });

  it('G48 the publish-risk notice is linked right under the publish button: /site/risk, the site page post-risk-notice', () => {
    renderEditor();
    const submit = screen.getByTestId('editor-submit');
    const link = screen.getByRole('link', { name: '发布须知' });
    expect(link.getAttribute('href')).toBe('/site/risk');
    expect(SITE_ROUTE_CODES.risk).toBe('post-risk-notice');
    // beside the button, in the editor's actions row
    expect(link.parentElement).toBe(submit.parentElement);
    expect(submit.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('G19 S77 R53 a banned member sees the banned message and no create call is made', async () => {
    signIn(true);
    renderEditor();
    await fillAndSubmit();
    expect(screen.getByTestId('editor-error').textContent).toBe('您的账号已被禁言，请联系管理员');
    expect(wordChecks).toEqual([]);
    expect(creates).toEqual([]);
  });

  it('G18 a preset circle the member has not joined blocks publishing with the join message', async () => {
    server.use(circleHandlers.detail(12, circleDetail(12, -1, { circleName: '印刷厂长俱乐部' })));
    renderEditor({ ...base, circleId: 12 });
    await waitFor(() => expect(screen.getByRole('option', { name: '印刷厂长俱乐部' })).toBeTruthy(), { timeout: 5000 });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('editor-error').textContent).toBe('请先加入圈子再发布'));
    expect(wordChecks).toEqual([]);
    expect(creates).toEqual([]);
  });

  it('G21 grey words block publishing and are shown', async () => {
    greyWords = ['最低价'];
    renderEditor();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('editor-error').textContent).toContain('最低价'));
    expect(wordChecks).toEqual([{ content: '求购瓶坯\n年用量 300 万只，华东交货。' }]);
    expect(creates).toEqual([]);
  });

  it('G17 publishes into a joined circle, clears the draft and lands on the detail page', async () => {
    renderEditor({ ...base, circleId: 3 });
    await waitFor(() => expect(screen.getByRole('option', { name: '食品包材采购交流圈' })).toBeTruthy(), { timeout: 5000 });
    await fillAndSubmit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/community/post/901'));
    expect(wordChecks).toEqual([{ content: '求购瓶坯\n年用量 300 万只，华东交货。' }]);
    expect(creates).toEqual([
      { title: '求购瓶坯', content: '年用量 300 万只，华东交货。', tagId: 8, themeTagId: null, circleId: 3, images: [], video: null, files: [], isAnonymous: false },
    ]);
    expect(localStorage.getItem(draftKey(null))).toBeNull();
  });

  it('G16 V05 in English the template is asked for in English', async () => {
    renderWithI18n(<PostEditor themes={themes} siteTags={siteTags} initial={base} postId={null} locale="en" />, 'en');
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-theme'), { target: { value: '41' } });
    });
    await waitFor(() => expect(templateReads).toEqual(['/api/post/posts/template/tag/8 {"themeTagId":"41","lang":"en"}']));
  });

  it('G16 choosing a theme fills the untouched body with the template', async () => {
    renderEditor();
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-theme'), { target: { value: '41' } });
    });
    await waitFor(() => expect((screen.getByTestId('editor-content') as HTMLTextAreaElement).value).toBe('包材类型：\n采购数量：'));
    expect(templateReads).toEqual(['/api/post/posts/template/tag/8 {"themeTagId":"41"}']);
    expect((screen.getByTestId('editor-title') as HTMLInputElement).value).toBe('【包材求购】');
  });

  it('issue 28 item 2: the editor renders once as it mounts; nothing renders it again before an answer it waits for', async () => {
    let answer: (circles: MyCircle[]) => void = () => undefined;
    server.use(
      circleHandlers.mine(() => {
        circleReads += 1;
        return new Promise<MyCircle[]>((resolve) => {
          answer = resolve;
        });
      }),
    );
    // each render of the editor reads its circle field's label once
    let renders = 0;
    const messages = new Proxy(getMessages('zh'), {
      get: (target, key, receiver) => {
        if (key === 'editor.circle') renders += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    renderWithI18n(<PostEditor themes={themes} siteTags={siteTags} initial={base} postId={null} locale="zh" />, 'zh', 'desktop', testQueryClient(), messages);
    // the circles are asked for by an effect of the mount: every effect of the mount has run
    await waitFor(() => expect(circleReads).toBe(1));
    await act(async () => undefined);
    expect(renders).toBe(1);
    await act(async () => answer([joined]));
    await waitFor(() => expect(screen.getByRole('option', { name: '食品包材采购交流圈' })).toBeTruthy());
    expect(renders).toBe(2);
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
    expect(wordChecks).toEqual([]);

    localStorage.setItem(draftKey(null), JSON.stringify({ ...base, title: '长'.repeat(POST_TITLE_MAX + 1), content: '正文内容' }));
    cleanup();
    renderEditor();
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(screen.getByText(`标题最多 ${POST_TITLE_MAX} 字`)).toBeTruthy());
    expect(wordChecks).toEqual([]);
    expect(creates).toEqual([]);
  });

  it('G17 editing a post sends the update with the images and anonymous flag, and clears that post\'s draft', async () => {
    renderWithI18n(
      <PostEditor themes={themes} siteTags={siteTags} initial={{ ...base, title: '求购瓶坯', content: '原正文', images: ['/api/files/oss/image/post/a.png'], isAnonymous: true }} postId={55} locale="zh" />,
    );
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    fireEvent.change(screen.getByTestId('editor-content'), { target: { value: '改为供应：年产 300 万只瓶坯。' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/community/post/55'));
    expect(updates).toEqual([
      expect.objectContaining({ id: 55, tagId: 9, content: '改为供应：年产 300 万只瓶坯。', images: ['/api/files/oss/image/post/a.png'], isAnonymous: true, video: null }),
    ]);
    expect(creates).toEqual([]);
    // G16: the new type's template was read, but the body the member wrote stays
    await waitFor(() => expect(templateReads).toEqual(['/api/post/posts/template/tag/9 {}']));
    expect(localStorage.getItem(draftKey(55))).toBeNull();
  });

  it('P16 G22 a post being edited keeps its attached files: they are listed, one can be removed, and the rest are sent', async () => {
    const files = [
      { name: '规格书.pdf', url: `/api/files/oss/file/post/${'1'.repeat(36)}.pdf` },
      { name: '报价单.xlsx', url: `/api/files/oss/file/post/${'2'.repeat(36)}.xlsx` },
    ];
    renderWithI18n(<PostEditor themes={themes} siteTags={siteTags} initial={{ ...base, title: '求购瓶坯', content: '原正文', files }} postId={55} locale="zh" />);
    const list = screen.getByTestId('editor-files');
    expect([...list.querySelectorAll('li span')].map((s) => s.textContent)).toEqual(['规格书.pdf', '报价单.xlsx']);
    fireEvent.click(list.querySelectorAll('li button')[0] as HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByTestId('editor-submit'));
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/community/post/55'));
    expect(updates).toEqual([expect.objectContaining({ id: 55, files: [files[1]] })]);
  });

  it('enforces the length limits in the inputs', () => {
    renderEditor();
    expect(screen.getByTestId('editor-title').getAttribute('maxLength')).toBe(String(POST_TITLE_MAX));
    expect(screen.getByTestId('editor-content').getAttribute('maxLength')).toBe(String(POST_CONTENT_MAX));
  });
});
