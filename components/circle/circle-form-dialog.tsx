'use client';

import { Alert, App, AutoComplete, Button, Form, Input, Modal, Radio } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CircleImageField } from '@/components/circle/circle-image-field';
import { AntdScope } from '@/components/providers/antd-scope';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { circleCategoriesQuery, circleDetailQuery, saveCircle } from '@/lib/queries/circle';
import { failureText } from '@/lib/queries/error-message';
import { useCurrentMember } from '@/stores/use-current-member';
import { CIRCLE_CATEGORY_MAX, CIRCLE_DESCRIPTION_MAX, CIRCLE_NAME_MAX, type CircleCreateInput } from '@/lib/contract/circle';

export interface CircleFormValues {
  circleName: string;
  description: string;
  avatar: string | null;
  coverImg: string | null;
  category: string;
  isPublic: boolean;
}

export interface CircleFormDialogProps {
  /** null: create a circle; a number: edit that circle (its current values are loaded first). */
  circleId: number | null;
  onClose: () => void;
  onSaved: (circleId: number) => void;
}

const EMPTY: CircleFormValues = { circleName: '', description: '', avatar: null, coverImg: null, category: '', isPublic: true };

/** G40: create / edit a circle in an antd form (lazy island; antd stays out of the page's first load). */
export function CircleFormDialog(props: CircleFormDialogProps) {
  return (
    <AntdScope>
      <CircleFormModal {...props} />
    </AntdScope>
  );
}

/** The trimmed body of the create / update call. */
export function circleInputOf(values: CircleFormValues): CircleCreateInput {
  return {
    circleName: values.circleName.trim(),
    description: values.description.trim(),
    avatar: values.avatar ?? '',
    coverImg: values.coverImg || null,
    category: values.category.trim(),
    isPublic: values.isPublic,
  };
}

function CircleFormModal({ circleId, onClose, onSaved }: CircleFormDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useDeviceClass() === 'mobile';
  const [form] = Form.useForm<CircleFormValues>();
  const { memberId } = useCurrentMember();
  const categories = useQuery(circleCategoriesQuery()).data ?? [];
  const detail = useQuery({ ...circleDetailQuery(circleId ?? 0, memberId), enabled: circleId !== null });
  const loading = circleId !== null && detail.isPending;
  const loadFailed = detail.isError;
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const editing = circleId !== null;

  // The circle's current values fill the form once; later reads never overwrite what the member typed.
  const filled = useRef(false);
  useEffect(() => {
    const d = detail.data;
    if (!d || filled.current) return;
    filled.current = true;
    form.setFieldsValue({
      circleName: d.circleName,
      description: d.description ?? '',
      avatar: d.avatar,
      coverImg: d.coverImg,
      category: d.category ?? '',
      isPublic: d.isPublic,
    });
  }, [detail.data, form]);

  const submit = async () => {
    setError(null);
    let values: CircleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const savedId = await saveCircle(circleInputOf(values), circleId);
      void message.success(circleId === null ? t('circleForm.created') : t('company.saved'));
      onSaved(savedId);
    } catch (e) {
      // The form keeps every value; only the error shows.
      setError(t('circleForm.failed', { msg: failureText(t, e) }));
    } finally {
      setSaving(false);
    }
  };

  const busy = uploading > 0;
  return (
    <Modal
      open
      title={editing ? t('circle.edit') : t('circle.create')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={mobile ? '100%' : 560}
      style={mobile ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={saving} disabled={loading || loadFailed || busy} onClick={() => void submit()} data-testid="circle-form-submit">
          {editing ? t('circleForm.submitSave') : t('circle.create')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {loadFailed ? (
        <Alert type="error" title={t('circleForm.loadFailed')} showIcon />
      ) : (
        <Form<CircleFormValues> form={form} layout="vertical" initialValues={EMPTY} disabled={loading} data-testid="circle-form" requiredMark>
          <Form.Item
            name="circleName"
            label={t('circleForm.name')}
            rules={[
              { required: true, whitespace: true, message: t('circleForm.nameRequired') },
              { max: CIRCLE_NAME_MAX, message: t('circleForm.nameTooLong', { n: CIRCLE_NAME_MAX }) },
            ]}
          >
            <Input placeholder={t('circleForm.nameRequired')} data-testid="circle-form-name" />
          </Form.Item>
          <Form.Item name="avatar" label={t('circleForm.avatar')} rules={[{ required: true, message: t('circleForm.avatarRequired') }]}>
            <CircleImageField testId="circle-form-avatar" shape="square" onBusyChange={(b) => setUploading((n) => n + (b ? 1 : -1))} />
          </Form.Item>
          <Form.Item name="coverImg" label={t('newsEditor.cover')} extra={t('circleForm.coverHint')}>
            <CircleImageField testId="circle-form-cover" shape="wide" onBusyChange={(b) => setUploading((n) => n + (b ? 1 : -1))} />
          </Form.Item>
          <Form.Item
            name="category"
            label={t('circleForm.category')}
            rules={[
              { required: true, whitespace: true, message: t('circleForm.categoryRequired') },
              { max: CIRCLE_CATEGORY_MAX, message: t('circleForm.categoryTooLong', { n: CIRCLE_CATEGORY_MAX }) },
            ]}
          >
            <AutoComplete
              options={categories.map((c) => ({ value: c }))}
              placeholder={t('circleForm.categoryPlaceholder')}
              showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
              data-testid="circle-form-category"
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('circleForm.description')}
            rules={[
              { required: true, whitespace: true, message: t('circleForm.descriptionRequired') },
              { max: CIRCLE_DESCRIPTION_MAX, message: t('circleForm.descriptionTooLong', { n: CIRCLE_DESCRIPTION_MAX }) },
            ]}
          >
            <Input.TextArea rows={4} showCount placeholder={t('circleForm.descriptionPlaceholder')} data-testid="circle-form-description" />
          </Form.Item>
          <Form.Item name="isPublic" label={t('circleForm.visibility')}>
            <Radio.Group data-testid="circle-form-visibility">
              <Radio value={true}>{t('circleForm.public')}</Radio>
              <Radio value={false}>{t('circleForm.private')}</Radio>
            </Radio.Group>
          </Form.Item>
          {error && <Alert type="error" title={error} showIcon data-testid="circle-form-error" />}
        </Form>
      )}
    </Modal>
  );
}
