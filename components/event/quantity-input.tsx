'use client';

import { Button, InputNumber, Space } from 'antd';
import { useT } from '@/components/providers/i18n-context';

/**
 * The ticket quantity (H06): a number field between − and + buttons named in the page's language (issue 31 item 8:
 * antd's own step handlers are named "Increase Value" / "Decrease Value" whatever the language, and are not tab
 * stops). The field takes the props a `Form.Item` gives its control (value, onChange, id, aria-*).
 */
export function QuantityInput({ value, onChange, min, max, disabled, ...field }: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min: number;
  max: number;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}) {
  const t = useT();
  const current = value ?? min;
  const step = (delta: number) => onChange?.(Math.min(max, Math.max(min, current + delta)));
  return (
    <Space.Compact>
      <Button onClick={() => step(-1)} disabled={disabled || current <= min} aria-label={t('checkout.quantityLess')} data-testid="quantity-less">
        −
      </Button>
      <InputNumber {...field} value={value} onChange={onChange} min={min} max={max} precision={0} controls={false} disabled={disabled} style={{ width: 72 }} data-testid="quantity" />
      <Button onClick={() => step(1)} disabled={disabled || current >= max} aria-label={t('checkout.quantityMore')} data-testid="quantity-more">
        +
      </Button>
    </Space.Compact>
  );
}
