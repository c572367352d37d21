'use client';

import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { FormTemplateField } from '@/components/event/form-template-field';
import { IdNumberInput } from '@/components/event/id-number-input';
import { useT } from '@/components/providers/i18n-context';
import { ID_TYPES, type FormTemplate, type IdType } from '@/lib/contract/ec';

/**
 * One attendee of the checkout (H25–H27): name, mobile, ID type (the six types) and ID number, then the form
 * template's own fields. `checkId` asks the API whether the number is valid for the type (H26, R60); a number it
 * accepted is shown masked (H27).
 */
export function AttendeeFields(props: {
  index: number;
  form: FormTemplate | null;
  idRequired: boolean;
  verifiedIds: ReadonlySet<string>;
  checkId: (idType: IdType, idNumber: string) => Promise<string | null>;
}) {
  const t = useT();
  const { index, form, idRequired, verifiedIds, checkId } = props;
  const idTypeOptions = ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }));
  const idRules: Rule[] = [
    { required: idRequired, whitespace: true, message: t('checkout.required', { label: t('checkout.idNumber') }) },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (!value || !value.trim()) return;
        const idType = (getFieldValue(['recipients', index, 'idType']) as IdType | undefined) ?? 'ID';
        const problem = await checkId(idType, value.trim());
        if (problem) throw new Error(problem);
      },
    }),
  ];
  return (
    <fieldset data-testid="attendee" style={{ border: '1px solid var(--line)', borderRadius: 6, padding: '12px 16px 0', margin: '0 0 12px' }}>
      <legend style={{ padding: '0 6px', width: 'auto', margin: 0, border: 'none', fontSize: 14, lineHeight: 'inherit', color: 'inherit' }}>{t('checkout.attendeeN', { n: index + 1 })}</legend>
      <Form.Item name={['recipients', index, 'name']} label={t('checkout.name')} rules={[{ required: true, whitespace: true, message: t('checkout.required', { label: t('checkout.name') }) }]}>
        <Input maxLength={40} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name={['recipients', index, 'mobile']}
        label={t('account.mobile')}
        rules={[
          { required: true, message: t('checkout.required', { label: t('account.mobile') }) },
          { pattern: /^\+?\d{5,20}$/, message: t('validation.mobile') },
        ]}
      >
        <Input maxLength={20} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name={['recipients', index, 'idType']} label={t('checkout.idType')} initialValue="ID">
        <Select options={idTypeOptions} data-testid="id-type" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => {
          const idType = (getFieldValue(['recipients', index, 'idType']) as string | undefined) ?? 'ID';
          const value = ((getFieldValue(['recipients', index, 'idNumber']) as string | undefined) ?? '').trim();
          return (
            <Form.Item name={['recipients', index, 'idNumber']} label={t('checkout.idNumber')} rules={idRules} validateTrigger="onBlur" validateFirst>
              <IdNumberInput verified={verifiedIds.has(`${idType}:${value}`)} />
            </Form.Item>
          );
        }}
      </Form.Item>
      {form?.fields.map((field) => <FormTemplateField key={field.key} field={field} name={['recipients', index, 'formData', field.key]} />)}
    </fieldset>
  );
}
