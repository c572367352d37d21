'use client';

import { Button, Checkbox, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { UPLOAD_PREFIX } from '@/lib/constants';
import type { FormField } from '@/lib/contract/ec';

const DATE_FORMAT = 'YYYY-MM-DD';

/** An IMAGE / FILE field: the file goes to object storage under `image/form/` or `file/form/` (H25, P24/P25); the value is its URL. */
function UploadValue({ value, onChange, kind }: { value?: string; onChange?: (v: string) => void; kind: 'IMAGE' | 'FILE' }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      const { uploadFile } = await import('@/lib/upload/upload');
      const stored = await uploadFile(file, { prefix: kind === 'IMAGE' ? UPLOAD_PREFIX.formImage : UPLOAD_PREFIX.formFile });
      onChange?.(stored.url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <input ref={input} type="file" hidden accept={kind === 'IMAGE' ? 'image/*' : undefined} onChange={(e) => void pick(e.target.files?.[0])} />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {t('checkout.upload')}
      </Button>
      {value &&
        (kind === 'IMAGE' ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={value} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
        ) : (
          <a href={value} target="_blank" rel="noopener noreferrer">
            {decodeURIComponent(value.split('/').pop() ?? value)}
          </a>
        ))}
      {failed && <span role="alert">{t('avatar.failed')}</span>}
    </span>
  );
}

/** H25: one field of the registration form template, by type (text, choice, date, image, file). */
export function FormTemplateField({ field, name }: { field: FormField; name: (string | number)[] }) {
  const t = useT();
  const locale = useLocale();
  const label = locale === 'en' && field.enLabel ? field.enLabel : field.label;
  const options = field.options.map((o) => ({ value: o.label, label: locale === 'en' && o.enLabel ? o.enLabel : o.label }));
  const rules = field.required ? [{ required: true, message: t('checkout.required', { label }) }] : [];
  const maxLength = field.maxLength ?? undefined;
  const placeholder = field.placeholder ?? undefined;
  const common = { name, label, rules };
  switch (field.type) {
    case 'TEXT':
      return <Form.Item {...common}><Input maxLength={maxLength} placeholder={placeholder} /></Form.Item>;
    case 'TEXTAREA':
      return <Form.Item {...common}><Input.TextArea maxLength={maxLength} placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 6 }} /></Form.Item>;
    case 'RADIO':
      return <Form.Item {...common}><Radio.Group options={options} /></Form.Item>;
    case 'CHECKBOX':
      return <Form.Item {...common}><Checkbox.Group options={options} /></Form.Item>;
    case 'SELECT':
      return <Form.Item {...common}><Select options={options} placeholder={placeholder} allowClear /></Form.Item>;
    case 'DATE':
      return (
        <Form.Item
          {...common}
          getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v, DATE_FORMAT) : undefined })}
          normalize={(d: dayjs.Dayjs | null) => (d ? d.format(DATE_FORMAT) : undefined)}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
      );
    case 'IMAGE':
    case 'FILE':
      return <Form.Item {...common}><UploadValue kind={field.type} /></Form.Item>;
  }
}
