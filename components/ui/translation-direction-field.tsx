'use client';

import { useId } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { TRANSLATION_DIRECTION } from '@/lib/constants';
import styles from './translation-direction-field.module.css';

export type TranslationDirection = (typeof TRANSLATION_DIRECTION)[number];
const NONE = 'NONE';

/**
 * V14: the translate option of the content editors (news, product, company section): no translation, ZH_TO_EN or
 * EN_TO_ZH, sent with the content save. Controlled (`value` / `onChange`), so an antd `Form.Item` can drive it too;
 * null is "no translation".
 */
export function TranslationDirectionField({
  value,
  onChange,
  showLabel = false,
}: {
  value?: TranslationDirection | null;
  onChange?: (value: TranslationDirection | null) => void;
  /** Show the field's name above the options (editors without a form label of their own). */
  showLabel?: boolean;
}) {
  const t = useT();
  const name = useId();
  const labelId = `${name}-label`;
  const current = value ?? NONE;
  const options = [
    { value: NONE, label: t('translation.none') },
    { value: 'ZH_TO_EN', label: t('translation.ZH_TO_EN') },
    { value: 'EN_TO_ZH', label: t('translation.EN_TO_ZH') },
  ] as const;
  return (
    <div className={styles.field}>
      {showLabel && (
        <span id={labelId} className={styles.label}>
          {t('translation.direction')}
        </span>
      )}
      <div
        role="radiogroup"
        aria-label={showLabel ? undefined : t('translation.direction')}
        aria-labelledby={showLabel ? labelId : undefined}
        className={styles.options}
        data-testid="translation-direction"
      >
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={current === o.value}
              onChange={() => onChange?.(o.value === NONE ? null : o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </div>
  );
}
