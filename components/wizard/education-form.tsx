'use client';

import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { HistoryActions, type HistoryAction } from '@/components/wizard/history-actions';
import { isFutureMonth, monthRangeIssues, monthText } from '@/components/wizard/month-field';
import { ruleOf, text } from '@/components/wizard/rules';
import { clientTransport } from '@/lib/api/client';
import { saveEducation } from '@/lib/api/member';
import { DEGREE_MAX, EDUCATION_DESCRIPTION_MAX, MAJOR_MAX, SCHOOL_MAX } from '@/lib/constants';
import { normalizeEmoji, validateMaxLength, validateRequiredMax } from '@/lib/validation/text';

interface Values {
  school: string;
  degree?: string;
  major?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
  description?: string;
}

/** D17, R32–R37: the education step (reachable from /edit-info). */
export function EducationForm(props: { onMovedOn: () => void; showSkip?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const savedSome = useRef(false);

  const run = async (action: HistoryAction): Promise<boolean> => {
    if (action === 'skip') {
      await saveEducation(clientTransport, []);
      return true;
    }
    if (action === 'finish' && !form.isFieldsTouched() && savedSome.current) return true;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return false;
    }
    await saveEducation(clientTransport, [
      {
        school: v.school.trim(),
        degree: v.degree?.trim() || null,
        major: v.major?.trim() || null,
        startTime: monthText(v.start) ?? '',
        endTime: monthText(v.end),
        description: v.description?.trim() || null,
      },
    ]);
    savedSome.current = true;
    return true;
  };

  const blur = (field: 'school' | 'degree' | 'major' | 'description') => () => {
    const value = text(form.getFieldValue(field));
    const clean = normalizeEmoji(value);
    if (clean !== value) form.setFieldValue(field, clean);
  };

  return (
    <Form<Values> form={form} layout="vertical" data-testid="education-form">
      <Form.Item label={t('wizard.school')} name="school" required rules={[ruleOf(locale, (value) => validateRequiredMax(text(value), SCHOOL_MAX, 'validation.schoolRequired'))]}>
        <Input onBlur={blur('school')} data-testid="education-school" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item style={{ flex: 1 }} label={t('wizard.degree')} name="degree" rules={[ruleOf(locale, (value) => validateMaxLength(text(value), DEGREE_MAX))]}>
          <Input onBlur={blur('degree')} />
        </Form.Item>
        <Form.Item style={{ flex: 1 }} label={t('wizard.major')} name="major" rules={[ruleOf(locale, (value) => validateMaxLength(text(value), MAJOR_MAX))]}>
          <Input onBlur={blur('major')} />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item
          style={{ flex: 1 }}
          label={t('wizard.startTime')}
          name="start"
          required
          dependencies={['end']}
          rules={[ruleOf(locale, (_value, all) => monthRangeIssues(all).startTime)]}
        >
          <DatePicker picker="month" style={{ width: '100%' }} disabledDate={isFutureMonth} />
        </Form.Item>
        <Form.Item style={{ flex: 1 }} label={t('wizard.endTime')} name="end" dependencies={['start']} rules={[ruleOf(locale, (_value, all) => monthRangeIssues(all).endTime)]}>
          <DatePicker picker="month" style={{ width: '100%' }} placeholder={t('editInfo.present')} disabledDate={isFutureMonth} />
        </Form.Item>
      </div>
      <Form.Item
        label={t('wizard.description')}
        name="description"
        rules={[ruleOf(locale, (value) => validateMaxLength(text(value), EDUCATION_DESCRIPTION_MAX))]}
      >
        <Input.TextArea rows={3} showCount maxLength={EDUCATION_DESCRIPTION_MAX} onBlur={blur('description')} />
      </Form.Item>
      <HistoryActions
        run={run}
        onMovedOn={props.onMovedOn}
        onContinued={() => form.resetFields()}
        showSkip={props.showSkip}
        testPrefix="education"
      />
    </Form>
  );
}
