/** U15/U16 M09 M32: the product editor checks the token before any call; with it the body carries the price fields of the type. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from '@/components/product/editor/product-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

const mocks = vi.hoisted(() => ({ createProduct: vi.fn(), updateProduct: vi.fn(), deleteProduct: vi.fn(), replace: vi.fn() }));
vi.mock('@/lib/api/catalogue-write', () => mocks);
vi.mock('@/lib/api/basic', () => ({ getTags: async () => [] }));
vi.mock('@/lib/api/client', () => ({ clientTransport: {} }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: mocks.replace }) }));

function renderForm() {
  return renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <AntdScope>
        <ProductForm product={null} />
      </AntdScope>
    </QueryClientProvider>,
  );
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: '测试燕麦杯' } });
  fireEvent.change(screen.getByLabelText('价格（元）'), { target: { value: '12.5' } });
  fireEvent.click(screen.getByTestId('product-submit'));
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('product editor', () => {
  it("U15 without product-add the message '暂无权限操作，请联系平台管理员~' shows and no call is made", async () => {
    useSessionStore.setState({ permissions: ['company:product:edit'] });
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByText('暂无权限操作，请联系平台管理员~')).toBeTruthy();
    expect(mocks.createProduct).not.toHaveBeenCalled();
  });

  it('U15 M09 with the token a SPECIFIC product is posted with its price and goes to its edit page', async () => {
    useSessionStore.setState({ permissions: ['company:product:add'] });
    mocks.createProduct.mockResolvedValue({ id: 321 });
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(mocks.createProduct).toHaveBeenCalledTimes(1));
    const body = mocks.createProduct.mock.calls[0]?.[1];
    expect(body).toMatchObject({ name: '测试燕麦杯', priceType: 'SPECIFIC', price: 12.5, maxPrice: null, images: [], video: null });
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith('/product/edit/321?submitted=1'));
  });
});
