import type { OrderQuote } from '@/lib/contract/ec-quote';
import { formatSignedYuan, formatYuan } from '@/lib/format/price';
import type { Translate } from '@/lib/i18n/messages';

/**
 * The checkout's 合计 (H06, issue 29 item 10): the page's own price of the ticket × quantity, or, once a coupon is
 * priced by the server, its breakdown as the order will show it (订单金额, 优惠券 −¥50.00) and the amount to pay.
 */
export function CheckoutAmounts({ t, total, quote }: { t: Translate; total: number | null; quote: OrderQuote | null }) {
  const discounted = quote !== null && quote.couponAmount > 0;
  const pay = quote ? quote.payAmount : total;
  return (
    <div aria-live="polite" data-testid="checkout-amounts">
      {discounted &&
        quote.amountList.map((line) => (
          <p key={line.type} style={{ margin: '0 0 4px' }} data-testid={`checkout-line-${line.type}`}>
            {t(`amountType.${line.type}`)}: {formatSignedYuan(line.amount)}
          </p>
        ))}
      <p>
        {t('checkout.total')}: <strong data-testid="checkout-total">{pay === null ? '-' : pay === 0 && !discounted ? t('events.free') : formatYuan(pay)}</strong>
      </p>
    </div>
  );
}
