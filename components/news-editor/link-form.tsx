'use client';

import { Button, Input } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { isAllowedLink } from './content-extensions';
import styles from './news-editor.module.css';

/** The toolbar's link row: an address to set on the selection, or removal of the link there. */
export function LinkForm(props: { initial: string; onApply: (href: string) => void; onRemove: () => void; onClose: () => void }) {
  const t = useT();
  const [href, setHref] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      props.onRemove();
      return;
    }
    if (!isAllowedLink(value)) {
      setInvalid(true);
      return;
    }
    props.onApply(value);
  };
  return (
    <div className={styles.linkForm} data-testid="news-link-form">
      <Input
        autoFocus
        size="small"
        value={href}
        status={invalid ? 'error' : undefined}
        placeholder={t('newsEditor.linkPlaceholder')}
        aria-label={t('newsEditor.link')}
        onChange={(e) => {
          setHref(e.target.value);
          setInvalid(false);
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          apply();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') props.onClose();
        }}
      />
      <Button size="small" type="primary" autoInsertSpace={false} onClick={apply}>
        {t('common.confirm')}
      </Button>
      {props.initial && (
        <Button size="small" autoInsertSpace={false} onClick={props.onRemove}>
          {t('newsEditor.linkRemove')}
        </Button>
      )}
      {invalid && (
        <span className={styles.linkError} role="alert">
          {t('newsEditor.linkInvalid')}
        </span>
      )}
    </div>
  );
}
