'use client';

import { Input } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { maskIdNumber } from '@/lib/format/mask';

/**
 * H26/H27: the ID number. Once the API has accepted it (`verified`), it is shown masked 4+3 (Q16); a click on the
 * masked value brings the input back to change it.
 */
export function IdNumberInput(props: { value?: string; onChange?: (value: string) => void; onBlur?: () => void; verified: boolean; id?: string }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (props.verified && props.value && !editing) {
    return (
      <button type="button" className="ant-input" style={{ textAlign: 'left', cursor: 'text' }} onClick={() => setEditing(true)} data-testid="id-masked">
        {t('checkout.idVerified', { masked: maskIdNumber(props.value) })}
      </button>
    );
  }
  return (
    <Input
      id={props.id}
      value={props.value}
      maxLength={40}
      autoComplete="off"
      onChange={(e) => props.onChange?.(e.target.value)}
      onBlur={() => {
        setEditing(false);
        props.onBlur?.();
      }}
      data-testid="id-number"
    />
  );
}
