'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClientPager } from '@/components/people/client-pager';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { MEMBER_MODULE_SIZE } from '@/lib/constants';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@/lib/contract/ec';
import { formatYuan } from '@/lib/format/price';
import { orderPageQuery } from '@/lib/queries/events';
import { orderHref } from '@/lib/routing/events-links';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './member-orders.module.css';

/** H41/H43/I44: one's own orders, filterable by every status (ALL first) with the zh/en labels; each links to its detail. */
export function MemberOrdersTab() {
  const t = useT();
  const [status, setStatus] = useState<OrderStatusFilter>('ALL');
  const [current, setCurrent] = useState(1);
  const { memberId } = useCurrentMember();
  const orders = useQuery({ ...orderPageQuery(memberId, status, current, MEMBER_MODULE_SIZE), placeholderData: keepPreviousData });
  const page = orders.data;
  return (
    <div data-testid="member-orders">
      <div className={styles.filters} role="group" aria-label={t('order.status')}>
        {ORDER_STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setCurrent(1);
            }}
            data-testid={`order-filter-${s}`}
          >
            {t(`orderStatus.${s}`)}
          </button>
        ))}
      </div>
      {page && page.records.length === 0 && <p className={styles.empty}>{t('order.empty')}</p>}
      <ul className={styles.list}>
        {page?.records.map((order) => (
          <li key={order.id}>
            <Link href={orderHref(order.id)} className={styles.row} data-testid="member-order">
              <span className={styles.text}>
                <strong>{order.activityTitle}</strong>
                <small>
                  {order.orderNo} · {order.createdTime.slice(0, 16)} · {formatYuan(order.payAmount)}
                </small>
              </span>
              <span className={styles.status}>{t(`orderStatus.${order.status}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {page && <ClientPager current={page.current} pages={page.pages} onPage={setCurrent} />}
    </div>
  );
}
