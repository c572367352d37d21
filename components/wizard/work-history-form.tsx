'use client';

import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { CompanyInput } from '@/components/wizard/company-input';
import { HistoryActions, type HistoryAction } from '@/components/wizard/history-actions';
import { LocationPicker, type LocationValue } from '@/components/wizard/location-picker';
import { isFutureMonth, monthRangeIssues, monthText } from '@/components/wizard/month-field';
import { ruleOf, text } from '@/components/wizard/rules';
import { clientTransport } from '@/lib/api/client';
import { saveWorkHistory, updateWorkHistory } from '@/lib/api/member';
import type { WorkHistoryItem } from '@/lib/contract/member';
import { COMPANY_MAX, WORK_DESCRIPTION_MAX, WORK_POSITION_MAX } from '@/lib/constants';
import { normalizeEmoji, validateMaxLength, validateRequiredMax } from '@/lib/validation/text';

interface Values {
  position: string;
  company: string;
  companyId: number;
  locationId?: number | null;
  start?: Dayjs | null;
  end?: Dayjs | null;
  description?: string;
}

/** The form's values of a saved item (its months as pickers' values). */
function valuesOf(item: WorkHistoryItem): Values {
  return {
    position: item.position,
    company: item.company,
    companyId: item.companyId,
    locationId: item.locationId,
    start: dayjs(item.startTime),
    end: item.endTime ? dayjs(item.endTime) : null,
    description: item.description ?? '',
  };
}

/**
 * D12–D15, R26–R31: the work-history step (and /edit-info's add dialog); with `editing`, /edit-info's editor of one
 * saved item (issue 29 item 15), which saves it in place.
 */
export function WorkHistoryForm(props: { onMovedOn: () => void; showSkip?: boolean; editing?: WorkHistoryItem }) {
  const { editing } = props;
  const t = useT();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const location = useRef<LocationValue | null>(
    editing?.locationId && editing.location ? { locationId: editing.locationId, location: editing.location } : null,
  );
  const savedSome = useRef(false);

  const run = async (action: HistoryAction): Promise<boolean> => {
    if (action === 'skip') {
      await saveWorkHistory(clientTransport, []);
      return true;
    }
    const untouched = !form.isFieldsTouched();
    if (action === 'finish' && untouched && savedSome.current) return true;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return false;
    }
    const item = {
      position: v.position.trim(),
      company: v.company.trim(),
      companyId: v.companyId ?? 0,
      location: location.current?.location ?? null,
      locationId: location.current?.locationId ?? null,
      startTime: monthText(v.start) ?? '',
      endTime: monthText(v.end),
      description: v.description?.trim() || null,
    };
    if (editing) await updateWorkHistory(clientTransport, editing.id, item);
    else await saveWorkHistory(clientTransport, [item]);
    savedSome.current = true;
    return true;
  };

  const blur = (field: 'position' | 'company' | 'description') => () => {
    const value = text(form.getFieldValue(field));
    const clean = normalizeEmoji(value);
    if (clean !== value) form.setFieldValue(field, clean);
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={editing ? valuesOf(editing) : { companyId: 0 }} data-testid="work-form">
      <Form.Item label={t('wizard.position')} name="position" required rules={[ruleOf(locale, (value) => validateRequiredMax(text(value), WORK_POSITION_MAX, 'validation.positionRequired'))]}>
        <Input placeholder={t('wizard.positionPlaceholder')} onBlur={blur('position')} data-testid="work-position" />
      </Form.Item>
      <Form.Item name="companyId" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item label={t('wizard.company')} name="company" required rules={[ruleOf(locale, (value) => validateRequiredMax(text(value), COMPANY_MAX, 'validation.companyRequired'))]}>
        <CompanyInput onCompanyId={(id) => form.setFieldValue('companyId', id)} onBlur={blur('company')} testId="work-company" />
      </Form.Item>
      <Form.Item label={t('wizard.location')} name="locationId">
        <LocationPicker
          onPicked={(value) => {
            location.current = value;
          }}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item
          style={{ flex: 1 }}
          label={t('wizard.startTime')}
          name="start"
          required
          dependencies={['end']}
          rules={[ruleOf(locale, (_value, all) => monthRangeIssues(all).startTime)]}
        >
          <DatePicker picker="month" style={{ width: '100%' }} disabledDate={isFutureMonth} data-testid="work-start" />
        </Form.Item>
        <Form.Item style={{ flex: 1 }} label={t('wizard.endTime')} name="end" dependencies={['start']} rules={[ruleOf(locale, (_value, all) => monthRangeIssues(all).endTime)]}>
          <DatePicker picker="month" style={{ width: '100%' }} placeholder={t('editInfo.present')} disabledDate={isFutureMonth} data-testid="work-end" />
        </Form.Item>
      </div>
      <Form.Item label={t('wizard.description')} name="description" rules={[ruleOf(locale, (value) => validateMaxLength(text(value), WORK_DESCRIPTION_MAX))]}>
        <Input.TextArea rows={3} showCount maxLength={WORK_DESCRIPTION_MAX} onBlur={blur('description')} />
      </Form.Item>
      <HistoryActions
        run={run}
        onMovedOn={props.onMovedOn}
        onContinued={() => {
          form.resetFields();
          location.current = null;
        }}
        showSkip={props.showSkip}
        editing={editing !== undefined}
        testPrefix="work"
      />
    </Form>
  );
}
