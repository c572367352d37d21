/**
 * H06/H25–H36/H49: the checkout form. Template fields per attendee, the ID number checked by the API and shown
 * masked 4+3, the order body (empty coupon not sent, salesCode from the session), where a paid / free order goes,
 * the banned-ticket message, and the values kept in sessionStorage across a reload and cleared after success.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/event/checkout-form';
import type { OrderQuote, QuoteOrderInput, QuotedCoupon } from '@/lib/contract/ec-quote';
import { ORDER_REQUEST_ID_HEADER, type CreateAnonymousOrderInput, type CreateOrderInput, type FormTemplate, type OrderResult, type TicketProduct } from '@/lib/contract/ec';
import { checkoutStorageKey } from '@/lib/events/checkout';
import { setSalesCode } from '@/lib/session/session';
import { useDialogs } from '@/stores/dialogs';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useSessionStore } from '@/stores/session';
import { refuse, type Answer } from '../mocks/envelope';
import { ecHandlers } from '../mocks/handlers/ec';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/events/7/apply/70';
});

const { push } = router;

startMockServer();

/** What the checkout sent: identity checks, member orders (with their request-id header), anonymous orders. */
let identities: unknown[];
let orders: { body: CreateOrderInput; requestId: string | null }[];
let anonymousOrders: CreateAnonymousOrderInput[];
/** What the checkout asked the quote call (issue 29 item 10). */
let quotes: QuoteOrderInput[];

/** A stand-in of the server's pricing: SKU 701 at ¥199; the coupons below, every other code unknown. */
const COUPONS: Record<string, (total: number) => Omit<QuotedCoupon, 'code'>> = {
  WELCOME50: (total) => (total >= 200 ? { applied: true, refusal: null, amount: 50, minAmount: 200, validUntil: null } : { applied: false, refusal: 'BELOW_MINIMUM', amount: 0, minAmount: 200, validUntil: null }),
  SUMMER2026: () => ({ applied: false, refusal: 'EXPIRED', amount: 0, minAmount: 0, validUntil: '2026-08-31 23:59:59' }),
  SUGAR200: () => ({ applied: false, refusal: 'OTHER_EVENT', amount: 0, minAmount: 0, validUntil: null }),
  ONCE10: () => ({ applied: false, refusal: 'LIMIT_USED', amount: 0, minAmount: 0, validUntil: null }),
  FOOD2026: () => ({ applied: true, refusal: null, amount: 20, minAmount: 0, validUntil: null }),
  PACK10: () => ({ applied: true, refusal: null, amount: 10, minAmount: 0, validUntil: null }),
};
function priced(input: QuoteOrderInput): OrderQuote {
  const total = input.skuQuantityList.reduce((sum, l) => sum + 199 * l.quantity, 0);
  const code = input.couponCode ?? '';
  const coupon = code ? { code, ...(COUPONS[code]?.(total) ?? { applied: false, refusal: 'UNKNOWN' as const, amount: 0, minAmount: null, validUntil: null }) } : null;
  const off = coupon?.amount ?? 0;
  return {
    totalAmount: total,
    couponAmount: off,
    payAmount: total - off,
    amountList: [{ type: 'ORDER', amount: total }, ...(off ? [{ type: 'COUPON' as const, amount: -off }] : [])],
    coupon,
  };
}
/** What the order call answers next (a function of nothing: a held promise, a refusal). */
let orderAnswer: () => Answer<OrderResult> | Promise<Answer<OrderResult>>;
const PAID: OrderResult = { tradeNo: null, orderList: [{ id: 88, orderNo: 'E2026001', payAmount: 199 }], ticketCodes: [], formId: 5, isGroupBuy: false };

const PRODUCT: TicketProduct = {
  id: 70,
  name: '2026 中国食品包装创新论坛 门票',
  activityId: 7,
  formId: 5,
  protocolCode: null,
  merchantId: 3,
  ended: false,
  skuList: [
    { id: 701, name: '标准票', price: 199, originalPrice: 299, stock: 20, soldOut: false, groupType: 'DEFAULT', maxPerOrder: 5 },
    { id: 702, name: 'VIP 票', price: 599, originalPrice: null, stock: 0, soldOut: true, groupType: 'DEFAULT', maxPerOrder: 5 },
  ],
};
const FORM: FormTemplate = {
  id: 5,
  name: '参会信息',
  enName: 'Attendee info',
  description: null,
  fields: [
    { key: 'company', type: 'TEXT', label: '公司名称', enLabel: 'Company', required: true, options: [], maxLength: 100, placeholder: null },
    { key: 'role', type: 'RADIO', label: '参会身份', enLabel: 'Role', required: false, options: [{ label: '品牌方', enLabel: 'Brand' }, { label: '供应商', enLabel: 'Supplier' }], maxLength: null, placeholder: null },
    { key: 'arrive', type: 'DATE', label: '到达日期', enLabel: 'Arrival', required: false, options: [], maxLength: null, placeholder: null },
    { key: 'card', type: 'IMAGE', label: '名片', enLabel: 'Business card', required: false, options: [], maxLength: null, placeholder: null },
    { key: 'deck', type: 'FILE', label: '企业介绍', enLabel: 'Company deck', required: false, options: [], maxLength: null, placeholder: null },
  ],
};
const ID = '110101199003074514';

function show(product: TicketProduct = PRODUCT, form: FormTemplate | null = FORM) {
  return renderWithI18n(<CheckoutForm product={product} form={form} protocolCode={null} />);
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 30)));
const inputIn = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

async function fillAttendee() {
  type(inputIn('姓名'), '王晓明');
  type(inputIn('手机号'), '13800000001');
  type(inputIn('公司名称'), '上海紫江包装有限公司');
  const id = screen.getByTestId('id-number');
  type(id, ID);
  await act(async () => {
    fireEvent.blur(id);
  });
  await settle();
}

async function order() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('order-button'));
  });
  await settle();
  await settle();
}

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  setSalesCode(null);
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, memberInfo: null });
  identities = [];
  orders = [];
  anonymousOrders = [];
  quotes = [];
  orderAnswer = () => PAID;
  server.use(
    ecHandlers.quoteOrder(async (request) => {
      const input = await bodyOf<QuoteOrderInput>(request);
      quotes.push(input);
      return priced(input);
    }),
    ecHandlers.validateIdentity(async (request) => {
      identities.push(await bodyOf(request));
      return { valid: true };
    }),
    ecHandlers.createOrder(async (request) => {
      orders.push({ body: await bodyOf<CreateOrderInput>(request), requestId: request.headers.get(ORDER_REQUEST_ID_HEADER) });
      return orderAnswer();
    }),
    ecHandlers.createAnonymousOrder(async (request) => {
      anonymousOrders.push(await bodyOf<CreateAnonymousOrderInput>(request));
      return { tradeNo: null, orderList: [{ id: 90, orderNo: 'E2026002', payAmount: 0 }], ticketCodes: ['AB12CD34EF56'], formId: 5, isGroupBuy: false };
    }),
  );
});

describe('CheckoutForm', { timeout: 90_000 }, () => {
  it('H25 builds the attendee block from the form template: text, choice, date, image and file fields besides name, mobile and ID', () => {
    show();
    for (const label of ['姓名', '手机号', '证件类型', '证件号码', '公司名称', '参会身份', '到达日期', '名片', '企业介绍']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('品牌方')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /上\s?传/ })).toHaveLength(2);
  });

  it('H25 the first attendee starts on an ID card, like every attendee after them', () => {
    show();
    expect(screen.getByTestId('id-type').textContent).toContain('身份证');
  });

  it('H06 a sold-out SKU cannot be chosen; the total follows the SKU price', () => {
    show();
    const options = screen.getAllByTestId('sku-option').map((o) => (o.tagName === 'INPUT' ? o : o.querySelector('input')) as HTMLInputElement);
    expect(options.map((o) => o.disabled)).toEqual([false, true]);
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥199.00');
  });

  it('M29 the SKU choices are the product skuList: each by name and price, and the chosen one is ordered by its id', async () => {
    const product: TicketProduct = {
      ...PRODUCT,
      skuList: [
        { id: 711, name: '单日票', price: 99, originalPrice: null, stock: 30, soldOut: false, groupType: 'DEFAULT', maxPerOrder: 5 },
        { id: 712, name: '两日通票', price: 179, originalPrice: 198, stock: 30, soldOut: false, groupType: 'DEFAULT', maxPerOrder: 5 },
        { id: 713, name: '早鸟票', price: 69, originalPrice: null, stock: 0, soldOut: true, groupType: 'DEFAULT', maxPerOrder: 5 },
      ],
    };
    show(product);
    const options = screen.getAllByTestId('sku-option');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([expect.stringContaining('单日票'), expect.stringContaining('两日通票'), expect.stringContaining('早鸟票')]);
    const inputs = options.map((o) => (o.tagName === 'INPUT' ? o : o.querySelector('input')) as HTMLInputElement);
    expect(inputs.map((i) => i.disabled)).toEqual([false, false, true]);
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥99.00');
    await act(async () => {
      fireEvent.click(inputs[1] as HTMLInputElement);
    });
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥179.00');
    await fillAttendee();
    await order();
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body.skuQuantityList).toEqual([{ skuId: 712, quantity: 1 }]);
  });

  it('H26 H27 the ID number is checked by the API on blur and then shown masked 4+3', async () => {
    show();
    await fillAttendee();
    await waitFor(() => expect(screen.getByTestId('id-masked').textContent).toContain('1101***********514'));
    expect(identities).toEqual([{ idType: 'ID', idNumber: ID }]);
    expect(screen.queryByText(ID)).toBeNull();
  });

  it('R60 an ID number the API refuses shows its msg and blocks the order', async () => {
    server.use(ecHandlers.validateIdentity(refuse(1, '证件号码校验失败')));
    show();
    await fillAttendee();
    expect(await screen.findByText('证件号码校验失败')).toBeTruthy();
    await order();
    expect(orders).toEqual([]);
  });

  it('H28 H49 H29 H32 an empty coupon is not sent, salesCode comes from the session, a paid member order goes to /payment', async () => {
    setSalesCode('SALES01');
    show();
    await fillAttendee();
    await order();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?orderId=88'));
    expect(orders).toHaveLength(1);
    const { body, requestId } = orders[0]!;
    expect(body).toMatchObject({ skuQuantityList: [{ skuId: 701, quantity: 1 }], paymentType: 'ONLINE', salesCode: 'SALES01' });
    expect('couponCode' in body).toBe(false);
    expect(body.recipients).toEqual([{ name: '王晓明', mobile: '13800000001', idType: 'ID', idNumber: ID, formData: { company: '上海紫江包装有限公司' } }]);
    // the attempt's idempotency key travels as a header too
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('H49 a filled coupon code is sent trimmed', async () => {
    show();
    await fillAttendee();
    type(screen.getByTestId('coupon'), '  FOOD2026 ');
    await order();
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body).toMatchObject({ couponCode: 'FOOD2026' });
  });

  it('H35 S36 code 30204 shows the banned-ticket message', async () => {
    orderAnswer = () => refuse(30204, 'banned');
    show();
    await fillAttendee();
    await order();
    expect((await screen.findByTestId('order-error')).textContent).toContain('您已被禁止购买该活动门票');
  });

  it('S37 any other order code shows the server msg', async () => {
    orderAnswer = () => refuse(30305, '余票不足');
    show();
    await fillAttendee();
    await order();
    expect((await screen.findByTestId('order-error')).textContent).toContain('余票不足');
  });

  it.each([
    ['S18', 30512, '活动已结束，无法报名'],
    ['S19', 30305, '门票已售罄'],
  ])('%s an order answered %i shows the server msg as the error', async (_id, code, msg) => {
    orderAnswer = () => refuse(code, msg);
    show();
    await fillAttendee();
    await order();
    expect((await screen.findByTestId('order-error')).textContent).toContain(msg);
  });

  it('H34 the order button is disabled on click, so a double click places one order', async () => {
    let finish: (v: OrderResult) => void = () => undefined;
    orderAnswer = () => new Promise<OrderResult>((r) => (finish = r));
    show();
    await fillAttendee();
    await order();
    await waitFor(() => expect(orders).toHaveLength(1));
    expect((screen.getByTestId('order-button') as HTMLButtonElement).disabled).toBe(true);
    await order();
    expect(orders).toHaveLength(1);
    await act(async () => finish(PAID));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?orderId=88'));
  });

  it('H33 H12 a visitor registering for a free event orders anonymously and lands on the success page with the ticket code', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    show({ ...PRODUCT, skuList: [{ ...PRODUCT.skuList[0]!, price: 0 }] });
    expect(screen.getByTestId('checkout-total').textContent).toBe('免费');
    await fillAttendee();
    await order();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/events/unLoginSuccess/5?code=AB12CD34EF56'));
    expect(orders).toEqual([]);
    expect(anonymousOrders[0]).toMatchObject({ contactName: '王晓明', contactMobile: '13800000001' });
  });

  it('H33 issue 29 item 11: a visitor is offered 已有账号？登录, which opens the login dialog and comes back here', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    show();
    fireEvent.click(screen.getByTestId('checkout-login'));
    expect(screen.getByTestId('checkout-login').textContent).toBe('已有账号？登录');
    expect(useDialogs.getState().login).toEqual({ open: true, options: { redirect: window.location.pathname + window.location.search } });
  });

  it('H36 the checkout is kept in sessionStorage across a reload and cleared after a successful order', async () => {
    const first = show();
    type(inputIn('姓名'), '李娜');
    type(screen.getByTestId('coupon'), 'PACK10');
    await settle();
    const saved = JSON.parse(window.sessionStorage.getItem(checkoutStorageKey(70)) ?? '{}') as { recipients?: { name?: string }[]; couponCode?: string };
    expect(saved.recipients?.[0]?.name).toBe('李娜');
    expect(saved.couponCode).toBe('PACK10');
    first.unmount();

    show();
    await settle();
    await waitFor(() => expect(inputIn('姓名').value).toBe('李娜'));
    expect((screen.getByTestId('coupon') as HTMLInputElement).value).toBe('PACK10');
    await fillAttendee();
    await order();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment?orderId=88'));
    expect(orders).toHaveLength(1);
    expect(window.sessionStorage.getItem(checkoutStorageKey(70))).toBeNull();
  });

  it('issue 29 item 10 H49 H47 a coupon is priced by the server as it is entered: 订单金额, 优惠券 -¥50.00 and the discounted 合计 before 提交订单', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    await settle();
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥398.00');
    type(screen.getByTestId('coupon'), ' welcome50 ');
    // asked once the typing pauses, without pressing anything
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥348.00'), { timeout: 3000 });
    expect(screen.getByTestId('checkout-line-ORDER').textContent).toBe('订单金额: ¥398.00');
    expect(screen.getByTestId('checkout-line-COUPON').textContent).toBe('优惠券: -¥50.00');
    expect(screen.getByTestId('coupon-help').textContent).toBe('已优惠 ¥50.00');
    expect(quotes.at(-1)).toEqual({ skuQuantityList: [{ skuId: 701, quantity: 2 }], couponCode: 'WELCOME50' });
    // one ticket is under the ¥200 minimum: the quote follows the quantity and names it
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }));
    await waitFor(() => expect(screen.getByTestId('coupon-help').textContent).toBe('订单满 ¥200.00 才可使用该优惠券'));
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥199.00');
    expect(screen.queryByTestId('checkout-line-COUPON')).toBeNull();
  });

  it.each([
    ['NOPE', '优惠码不存在，请核对后重新输入'],
    ['SUMMER2026', '该优惠券已于 2026-08-31 过期'],
    ['SUGAR200', '该优惠券不适用于本活动'],
    ['WELCOME50', '订单满 ¥200.00 才可使用该优惠券'],
    ['ONCE10', '您已使用过该优惠券'],
  ])('issue 29 item 10 H49 %s: the refusal is named under the field on 使用, the code is kept and 提交订单 sends no order', async (code, words) => {
    show();
    await fillAttendee();
    type(screen.getByTestId('coupon'), code);
    fireEvent.click(screen.getByTestId('coupon-apply'));
    await waitFor(() => expect(screen.getByTestId('coupon-help').textContent).toBe(words));
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥199.00');
    await order();
    expect(orders).toEqual([]);
    expect((screen.getByTestId('coupon') as HTMLInputElement).value).toBe(code);
    expect(document.activeElement).toBe(screen.getByTestId('coupon'));
  });

  it('issue 29 item 10 a visitor’s quote counts their earlier uses by the first attendee’s mobile', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    show();
    await fillAttendee();
    type(screen.getByTestId('coupon'), 'FOOD2026');
    fireEvent.click(screen.getByTestId('coupon-apply'));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥179.00'));
    expect(quotes.at(-1)).toEqual({ skuQuantityList: [{ skuId: 701, quantity: 1 }], couponCode: 'FOOD2026', contactMobile: '13800000001' });
  });

  it('issue 29 item 10 S37 an order refused for its coupon (30512, data.couponRefusal) names the reason in the page’s words', async () => {
    orderAnswer = () => refuse(30512, '优惠券已于 2026-08-31 过期', { couponRefusal: 'EXPIRED', minAmount: 0, validUntil: '2026-08-31 23:59:59' });
    show();
    await fillAttendee();
    type(screen.getByTestId('coupon'), 'FOOD2026');
    await order();
    expect((await screen.findByTestId('order-error')).textContent).toContain('该优惠券已于 2026-08-31 过期');
  });

  it('issue 29 item 11 a member’s first attendee starts as their profile (name, mobile, the form’s 公司名称) and what they typed is kept', async () => {
    const member = { memberId: 1001, nickname: '张明远', phoneNumber: '13800000001', company: '华鼎食品科技股份有限公司', position: '采购总监' } as unknown as MemberBasicInfo;
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, memberInfo: member });
    const first = show();
    await waitFor(() => expect(inputIn('姓名').value).toBe('张明远'));
    expect(inputIn('手机号').value).toBe('13800000001');
    expect(inputIn('公司名称').value).toBe('华鼎食品科技股份有限公司');
    type(inputIn('姓名'), '王晓明');
    await settle();
    first.unmount();
    // reloaded: the kept name stays, the profile fills nothing over it
    show();
    await waitFor(() => expect(inputIn('姓名').value).toBe('王晓明'));
    expect(inputIn('公司名称').value).toBe('华鼎食品科技股份有限公司');
  });

  it('issue 29 item 11 a visitor’s attendee block starts empty', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null });
    show();
    await settle();
    expect(inputIn('姓名').value).toBe('');
  });
});
