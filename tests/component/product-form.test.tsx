/**
 * U15/U16 M09 M32: the product editor checks the token before any call; with it the body carries the price fields
 * of the type. The network is mocked with msw: the editor runs its real API calls.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from '@/components/product/editor/product-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { catalogueHandlers } from '../mocks/handlers/catalogue';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { router } from './navigation';

const { replace } = router;

startMockServer();
/** Every call the editor made, in order. */
let calls: SentCall[];
const writes = () => calls.filter((c) => c.method !== 'GET');

function renderForm() {
  return renderWithI18n(
    <AntdScope>
      <ProductForm product={null} />
    </AntdScope>,
  );
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: '测试燕麦杯' } });
  fireEvent.change(screen.getByLabelText('价格（元）'), { target: { value: '12.5' } });
  fireEvent.click(screen.getByTestId('product-submit'));
}

beforeEach(() => {
  calls = [];
  server.use(
    basicHandlers.tagList(recorded(calls, [])),
    catalogueHandlers.createProduct(recorded(calls, { id: 321 })),
    catalogueHandlers.updateProduct(recorded(calls, { id: 321 })),
    otherCalls(calls),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('product editor', () => {
  it("U15 without product-add the message '暂无权限操作，请联系平台管理员~' shows and no call is made", async () => {
    useSessionStore.setState({ permissions: ['company:product:edit'] });
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByText('暂无权限操作，请联系平台管理员~')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(writes()).toEqual([]);
  });

  it('U15 M09 with the token a SPECIFIC product is posted with its price and goes to its edit page', async () => {
    useSessionStore.setState({ permissions: ['company:product:add'] });
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(callsTo(calls, 'POST', '/company/product')).toHaveLength(1));
    expect(writes()).toHaveLength(1);
    const body = callsTo(calls, 'POST', '/company/product')[0]?.body;
    expect(body).toMatchObject({ name: '测试燕麦杯', priceType: 'SPECIFIC', price: 12.5, maxPrice: null, images: [], video: null });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/product/edit/321?submitted=1'));
  });

  it('V14 the product editor offers the translate options of the news editor; the chosen one is sent with the save', async () => {
    useSessionStore.setState({ permissions: ['company:product:add'] });
    renderForm();
    const group = screen.getByRole('radiogroup', { name: '翻译方向' });
    expect(Array.from(group.querySelectorAll('input')).map((i) => i.value)).toEqual(['NONE', 'ZH_TO_EN', 'EN_TO_ZH']);
    fireEvent.click(screen.getByLabelText('中译英'));
    await fillAndSubmit();
    await waitFor(() => expect(callsTo(calls, 'POST', '/company/product')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/company/product')[0]?.body).toMatchObject({ name: '测试燕麦杯', translationDirection: 'ZH_TO_EN' });
  });
});
