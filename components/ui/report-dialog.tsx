'use client';

import { App, Form, Input, Modal, Radio, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { getSitePage } from '@/lib/api/basic';
import { submitReport } from '@/lib/api/interactions';
import { REPORT_NOTICE_CODE } from '@/lib/constants';
import { REPORT_REASON_MAX, REPORT_TYPES, type ReportInput } from '@/lib/contract/interaction';
import { SafeHtmlBlock } from './report-dialog-html';
import styles from './report-dialog.module.css';

export interface ReportDialogProps {
  entityType: ReportInput['entityType'];
  entityId: number;
  onClose: () => void;
}

function ReportForm({ entityType, entityId, onClose }: ReportDialogProps) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ type: ReportInput['type']; reason: string }>();
  const [notice, setNotice] = useState<string | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    let live = true;
    const code = locale === 'en' ? `${REPORT_NOTICE_CODE}_en` : REPORT_NOTICE_CODE;
    getSitePage(clientTransport, code).then(
      (page) => live && setNotice(page.content ?? null),
      () => live && setNotice(null),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  // Issue 18 item 7: an empty reason shows the field's message (no uncaught rejection from onOk), and a sent
  // report says so inside the dialog (a toast of this dialog's App context would vanish with it).
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await submitReport(clientTransport, { type: values.type, entityType, entityId, reason: values.reason.trim() });
      setSent(true);
    } catch (error) {
      const msg = error instanceof Error && 'msg' in error ? String((error as { msg: unknown }).msg) : '';
      message.error(msg || t('interact.failed'));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Modal open title={t('report.title')} okText={t('common.close')} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
        <div data-testid="report-sent">
          <Result status="success" title={t('report.success')} />
        </div>
      </Modal>
    );
  }

  return (
    <Modal open title={t('report.title')} okText={t('report.submit')} cancelText={t('common.cancel')} onOk={() => void submit()} confirmLoading={sending} onCancel={onClose} destroyOnHidden>
      {/* the notice's box keeps its height while it loads, so the buttons below do not move under a press */}
      {notice !== null && (
        <section className={styles.notice} tabIndex={0} aria-label={t('report.notice')} data-testid="report-notice">
          {notice === undefined ? <Skeleton active paragraph={{ rows: 4 }} /> : <SafeHtmlBlock html={notice} />}
        </section>
      )}
      <Form form={form} layout="vertical" initialValues={{ type: 'accuse' }}>
        <Form.Item name="type" label={t('editor.type')}>
          <Radio.Group options={REPORT_TYPES.map((v) => ({ value: v, label: t(v === 'accuse' ? 'report.title' : 'report.contentAppeal') }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('report.reasonLabel')} rules={[{ required: true, whitespace: true, message: t('report.reasonRequired') }]}>
          <Input.TextArea data-testid="report-reason" rows={4} maxLength={REPORT_REASON_MAX} showCount placeholder={t('report.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** G46: the report dialog (antd; loaded on first open by ReportButton). */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <AntdScope>
      <ReportForm {...props} />
    </AntdScope>
  );
}
