/** D03–D10, D29, R17–R25, S21/S22: the supplement form (the network mocked with msw). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { SupplementForm } from '@/components/wizard/supplement-form';
import type { Locale } from '@/lib/constants';
import type { Location } from '@/lib/contract/basic';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { refuse, type Refusal } from '../mocks/envelope';
import { basicHandlers } from '../mocks/handlers/basic';
import { companyHandlers } from '../mocks/handlers/company';
import { memberHandlers } from '../mocks/handlers/member';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const TREE: Location[] = [
  {
    id: 100000,
    name: '中国',
    enName: 'China',
    subLocations: [{ id: 310000, name: '上海', enName: 'Shanghai', subLocations: [{ id: 310100, name: '上海', enName: 'Shanghai' }] }],
  },
  { id: 900001, name: '美国', enName: 'United States' },
];

const member: MemberBasicInfo = {
  memberId: 1003,
  nickname: '林晓雯',
  company: '杭州味研食品有限公司',
  companyId: 0,
  position: '研发工程师',
  isBanned: false,
  email: null,
  phoneNumber: '13800000003',
  hasColumn: false,
  inviteMiniappCode: null,
  avatar: null,
  gender: 'FEMALE',
  locationId: 310100,
  location: '上海',
  nameEditable: true,
  industryTagList: [],
  followerCount: 0,
  followCount: 0,
};

function renderForm(initial: MemberBasicInfo | null = member, locale: Locale = 'zh') {
  const onSaved = vi.fn();
  renderWithI18n(
    <AntdScope>
      <SupplementForm initial={initial} submitLabel="下一步" onSaved={onSaved} />
    </AntdScope>,
    locale,
  );
  return onSaved;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('supplement-submit'));
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

/** The bodies of `PUT /admin/member/basic-info`, and a refusal for the next one (else the saved info). */
let updates: Record<string, unknown>[];
let refusal: Refusal | null;

beforeEach(() => {
  updates = [];
  refusal = null;
  server.use(
    memberHandlers.updateBasicInfo(async (request) => {
      const body = await bodyOf<Record<string, unknown>>(request);
      updates.push(body);
      return refusal ?? { ...member, ...body };
    }),
    basicHandlers.locations(TREE),
    companyHandlers.nameSearch([]),
  );
});

describe('SupplementForm', { timeout: 20_000 }, () => {
  it('R17/R20/R21/R22/R23 an empty form shows each required message and sends nothing', async () => {
    renderForm(null);
    await submit();
    // each field names what is missing, not the generic 此项为必填项 (issue 29 item 15)
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    // the company field's placeholder reads the same; the message is the one in the form item's error list
    expect(screen.getAllByText('请输入公司名称').some((el) => el.closest('.ant-form-item-explain-error'))).toBe(true);
    expect(screen.getByText('请输入职位')).toBeTruthy();
    expect(screen.queryByText('此项为必填项')).toBeNull();
    expect(screen.getByText('请选择性别')).toBeTruthy();
    // the picker's placeholder reads the same; the message is the one in the form item's error list
    expect(screen.getAllByText('请选择所在地').some((el) => el.closest('.ant-form-item-explain-error'))).toBe(true);
    expect(updates).toEqual([]);
  });

  it('R18 a nickname of 41 characters after trimming says how many exceed', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('wizard-nickname'), { target: { value: `  ${'名'.repeat(41)}  ` } });
    await submit();
    expect(await screen.findByText('已超出1个字')).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('D04/R19 the nickname is prefilled from member info; when locked it cannot change in zh', async () => {
    renderForm({ ...member, nameEditable: false });
    expect((screen.getByTestId('wizard-nickname') as HTMLInputElement).value).toBe('林晓雯');
    fireEvent.change(screen.getByTestId('wizard-nickname'), { target: { value: '新名字' } });
    await submit();
    expect(await screen.findByText('昵称不可修改')).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('R19 does not apply in en', async () => {
    renderForm({ ...member, nameEditable: false }, 'en');
    fireEvent.change(screen.getByTestId('wizard-nickname'), { target: { value: 'New name' } });
    await submit();
    await waitFor(() => expect(updates).toHaveLength(1));
  });

  it('R24 a malformed e-mail shows emailError', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('wizard-email'), { target: { value: 'abc@' } });
    await submit();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('D29/R25 emoji are removed on blur', () => {
    renderForm();
    const input = screen.getByTestId('wizard-nickname') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '晓雯😀🎉' } });
    fireEvent.blur(input);
    expect(input.value).toBe('晓雯');
  });

  it('D09 saves the trimmed values with location as the Chinese name, also in en (V07), then moves on', async () => {
    const onSaved = renderForm(member, 'en');
    fireEvent.change(screen.getByTestId('wizard-nickname'), { target: { value: '  Lin Xiaowen ' } });
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updates).toEqual([expect.objectContaining({ nickname: 'Lin Xiaowen', gender: 'FEMALE', companyId: 0, locationId: 310100, location: '上海', email: null })]);
  });

  it('S21 code 20020 shows the e-mail-used message under the e-mail field', async () => {
    refusal = refuse(20020, '该邮箱已被使用，请绑定其他邮箱');
    const onSaved = renderForm();
    fireEvent.change(screen.getByTestId('wizard-email'), { target: { value: 'used@example.com' } });
    await submit();
    expect(await screen.findByText('该邮箱已被使用，请绑定其他邮箱')).toBeTruthy();
    expect(updates).toEqual([expect.objectContaining({ email: 'used@example.com' })]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('S22 another code shows the generic update error', async () => {
    refusal = refuse(1, 'locationId: unknown location');
    renderForm();
    await submit();
    expect(await screen.findByText('更新失败')).toBeTruthy();
    expect(updates).toHaveLength(1);
  });
});
