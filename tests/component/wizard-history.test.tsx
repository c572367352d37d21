/** D12–D15, D23, R26–R29, S39: the work-history step (the network mocked with msw). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { WorkHistoryForm } from '@/components/wizard/work-history-form';
import type { WorkHistoryItem } from '@/lib/contract/member';
import { basicHandlers } from '../mocks/handlers/basic';
import { companyHandlers } from '../mocks/handlers/company';
import { memberHandlers } from '../mocks/handlers/member';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** The bodies of `POST /admin/member/work-history`, and what the API answers to them. */
let saved: unknown[];
let answer: WorkHistoryItem[] | null;

function renderForm() {
  const onMovedOn = vi.fn();
  renderWithI18n(
    <AntdScope>
      <WorkHistoryForm onMovedOn={onMovedOn} />
    </AntdScope>,
  );
  return onMovedOn;
}

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

beforeEach(() => {
  saved = [];
  answer = [];
  server.use(
    memberHandlers.saveWorkHistory(async (request) => {
      saved.push(await bodyOf(request));
      return answer;
    }),
    basicHandlers.locations([]),
    companyHandlers.nameSearch([]),
  );
});

describe('WorkHistoryForm', { timeout: 20_000 }, () => {
  it('D14 Skip sends an empty list and moves on; a double click sends once (D23)', async () => {
    const onMovedOn = renderForm();
    fireEvent.click(screen.getByTestId('work-skip'));
    fireEvent.click(screen.getByTestId('work-skip'));
    await waitFor(() => expect(onMovedOn).toHaveBeenCalledTimes(1));
    await settle();
    expect(saved).toEqual([[]]);
    expect(onMovedOn).toHaveBeenCalledTimes(1);
  });

  it('S39 Skip answered without data shows 服务器错误 and stays', async () => {
    answer = null;
    const onMovedOn = renderForm();
    fireEvent.click(screen.getByTestId('work-skip'));
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    expect(saved).toEqual([[]]);
    expect(onMovedOn).not.toHaveBeenCalled();
  });

  it('R26–R29 Finish validates position, company, start date and description', async () => {
    const onMovedOn = renderForm();
    fireEvent.change(screen.getByTestId('work-position'), { target: { value: '岗'.repeat(41) } });
    fireEvent.click(screen.getByTestId('work-finish'));
    await settle();
    await waitFor(() => expect(screen.getByText('最多40个字')).toBeTruthy());
    // the company field's placeholder reads the same; the message is the one in the form item's error list
    expect(screen.getAllByText('请输入公司名称').some((el) => el.closest('.ant-form-item-explain-error'))).toBe(true);
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    await settle();
    expect(saved).toEqual([]);
    expect(onMovedOn).not.toHaveBeenCalled();
  });
});

describe('Q11 work dates', { timeout: 20_000 }, () => {
  it('Q11 a start date picked by month is sent as yyyy-MM-dd (day 01); no end date is null', async () => {
    const onMovedOn = renderForm();
    fireEvent.change(screen.getByTestId('work-position'), { target: { value: '品控主管' } });
    const company = screen.getByTestId('work-company');
    fireEvent.change((company.tagName === 'INPUT' ? company : company.querySelector('input')) as HTMLInputElement, { target: { value: '华南食品包装有限公司' } });
    const start = screen.getByTestId('work-start');
    const input = (start.tagName === 'INPUT' ? start : start.querySelector('input')) as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2019-03' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    await settle();
    fireEvent.click(screen.getByTestId('work-finish'));
    await waitFor(() => expect(onMovedOn).toHaveBeenCalledTimes(1));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toEqual([expect.objectContaining({ position: '品控主管', company: '华南食品包装有限公司', startTime: '2019-03-01', endTime: null })]);
  });

  it('D26 editing a saved item (issue 29 item 15): the form opens filled, 保存 sends PUT with the change, no Skip or Continue add', async () => {
    const item: WorkHistoryItem = {
      id: 77, position: '品控主管', company: '华南食品包装有限公司', companyId: 0, location: null, locationId: null,
      startTime: '2019-03-01', endTime: '2022-06-01', description: '负责来料检验',
    };
    const puts: unknown[] = [];
    server.use(
      memberHandlers.updateWorkHistory(item.id, async (request) => {
        puts.push(await bodyOf(request));
        return [{ ...item, position: '品控经理' }];
      }),
    );
    const onMovedOn = vi.fn();
    renderWithI18n(
      <AntdScope>
        <WorkHistoryForm onMovedOn={onMovedOn} editing={item} />
      </AntdScope>,
    );
    const position = screen.getByTestId('work-position') as HTMLInputElement;
    expect(position.value).toBe('品控主管');
    expect(screen.queryByTestId('work-skip')).toBeNull();
    expect(screen.queryByTestId('work-continue')).toBeNull();
    fireEvent.change(position, { target: { value: '品控经理' } });
    fireEvent.click(screen.getByTestId('work-finish'));
    await waitFor(() => expect(onMovedOn).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([
      expect.objectContaining({ position: '品控经理', company: '华南食品包装有限公司', startTime: '2019-03-01', endTime: '2022-06-01', description: '负责来料检验' }),
    ]);
    expect(saved).toEqual([]);
  });
});
