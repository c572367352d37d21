/** D12–D15, D23, R26–R29, S39: the work-history step. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { WorkHistoryForm } from '@/components/wizard/work-history-form';
import { renderWithI18n } from './render';

const transport = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ clientTransport: transport }));
vi.mock('@/lib/api/basic', () => ({ getLocations: () => Promise.resolve([]) }));
vi.mock('@/lib/api/company', () => ({ searchCompanyNames: () => Promise.resolve([]) }));

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
  transport.post.mockResolvedValue([]);
});
afterEach(() => vi.clearAllMocks());

describe('WorkHistoryForm', { timeout: 20_000 }, () => {
  it('D14 Skip sends an empty list and moves on; a double click sends once (D23)', async () => {
    const onMovedOn = renderForm();
    fireEvent.click(screen.getByTestId('work-skip'));
    fireEvent.click(screen.getByTestId('work-skip'));
    await settle();
    expect(transport.post).toHaveBeenCalledTimes(1);
    expect(transport.post).toHaveBeenCalledWith('/admin/member/work-history', expect.objectContaining({ body: [] }));
    expect(onMovedOn).toHaveBeenCalledTimes(1);
  });

  it('S39 Skip answered without data shows 服务器错误 and stays', async () => {
    transport.post.mockResolvedValue(null);
    const onMovedOn = renderForm();
    fireEvent.click(screen.getByTestId('work-skip'));
    await settle();
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    expect(onMovedOn).not.toHaveBeenCalled();
  });

  it('R26–R29 Finish validates position, company, start date and description', async () => {
    const onMovedOn = renderForm();
    fireEvent.change(screen.getByTestId('work-position'), { target: { value: '岗'.repeat(41) } });
    fireEvent.click(screen.getByTestId('work-finish'));
    await settle();
    await waitFor(() => expect(screen.getByText('最多40个字')).toBeTruthy());
    expect(screen.getByText('此项为必填项')).toBeTruthy();
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    expect(transport.post).not.toHaveBeenCalled();
    expect(onMovedOn).not.toHaveBeenCalled();
  });
});
