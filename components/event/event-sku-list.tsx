import { AppLink as Link } from '@/components/ui/app-link';
import type { TicketProduct } from '@/lib/contract/ec';
import { eventPriceLabel } from '@/lib/format/event-price';
import { formatYuan } from '@/lib/format/price';
import type { Translate } from '@/lib/i18n/messages';
import { eventApplyHref } from '@/lib/routing/events-links';
import styles from './event-sku-list.module.css';

/**
 * H03/M29: the ticket product's SKUs with price (free / '-', H20), seats left and the way to the checkout; a sold-out
 * SKU or an ended event shows its state instead of the link.
 */
export function EventSkuList({ t, eventId, product }: { t: Translate; eventId: number; product: TicketProduct }) {
  if (product.skuList.length === 0) return <p>{t('checkout.noSku')}</p>;
  return (
    <ul className={styles.list} data-testid="event-skus">
      {product.skuList.map((sku) => {
        const price = eventPriceLabel(sku.price, sku.price, t('events.free'));
        return (
          <li key={sku.id} className={styles.sku} data-testid="event-sku">
            <span className={styles.name} data-ugc>
              {sku.name}
            </span>
            <span className={styles.offer}>
              <span className={styles.price} data-testid="sku-price">{price}</span>
              {sku.originalPrice !== null && sku.originalPrice > sku.price && <span className={styles.original}>{formatYuan(sku.originalPrice)}</span>}
              {!product.ended && !sku.soldOut && <span className={styles.stock}>{t('events.remaining', { n: sku.stock })}</span>}
            </span>
            {product.ended ? (
              <span className={styles.disabled}>{t('events.ended')}</span>
            ) : sku.soldOut ? (
              <span className={styles.disabled}>{t('events.soldOut')}</span>
            ) : (
              <Link className={styles.action} href={eventApplyHref(eventId, product.id, sku.id)}>
                {sku.price > 0 ? t('events.buy') : t('events.register')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
