/**
 * Names from the API in the interface's language: regions (V12, D07) and company suggestions (V13, D05), each in zh
 * and en, the English name falling back to the Chinese one when it is empty. The network is mocked with msw.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { CompanyInput } from '@/components/wizard/company-input';
import { LocationPicker } from '@/components/wizard/location-picker';
import type { Location } from '@/lib/contract/basic';
import { basicHandlers } from '../mocks/handlers/basic';
import { companyHandlers } from '../mocks/handlers/company';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const TREE: Location[] = [
  {
    id: 100000,
    name: '中国',
    enName: 'China',
    subLocations: [
      { id: 310000, name: '上海', enName: 'Shanghai', subLocations: [{ id: 310100, name: '上海', enName: 'Shanghai' }] },
      { id: 330000, name: '浙江', enName: 'Zhejiang', subLocations: [{ id: 330100, name: '杭州', enName: null }] },
    ],
  },
];

function picker(value: number, locale: 'zh' | 'en') {
  server.use(basicHandlers.locations(TREE));
  return renderWithI18n(
    <AntdScope>
      <LocationPicker value={value} onPicked={vi.fn()} />
    </AntdScope>,
    locale,
  );
}

describe('V12 region names', () => {
  it('V12 show name in zh', async () => {
    const { container } = picker(310100, 'zh');
    await waitFor(() => expect(container.textContent).toContain('中国 / 上海'));
  });

  it('V12 show enName in en (a region without one keeps its name)', async () => {
    const view = picker(310100, 'en');
    await waitFor(() => expect(view.container.textContent).toContain('China / Shanghai'));
    view.unmount();
    const other = picker(330100, 'en');
    await waitFor(() => expect(other.container.textContent).toContain('China / Zhejiang / 杭州'));
  });
});

describe('V13 company suggestions', () => {
  const HOT = [
    { id: 11, cnName: '华鼎食品科技股份有限公司', enName: 'Huading Food Technology Co., Ltd.' },
    { id: 12, cnName: '清泉饮料有限公司', enName: '' },
  ];

  async function suggestions(locale: 'zh' | 'en') {
    server.use(companyHandlers.nameSearch(HOT));
    renderWithI18n(
      <AntdScope>
        <CompanyInput value="" onCompanyId={vi.fn()} testId="company-input" />
      </AntdScope>,
      locale,
    );
    const input = screen.getByRole('combobox');
    await act(async () => {
      fireEvent.focus(input);
      fireEvent.mouseDown(input);
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    return Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
  }

  it('V13 show cnName in zh', async () => {
    expect(await suggestions('zh')).toEqual(['华鼎食品科技股份有限公司', '清泉饮料有限公司']);
  });

  it('V13 show enName in en, falling back to cnName when enName is empty', async () => {
    expect(await suggestions('en')).toEqual(['Huading Food Technology Co., Ltd.', '清泉饮料有限公司']);
  });
});
