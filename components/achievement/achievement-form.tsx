'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { useT } from '@/components/providers/i18n-context';
import { isApiError } from '@/lib/api/errors';
import {
  ACHIEVEMENT_CONTENT_MAX,
  ACHIEVEMENT_MATURITY,
  ACHIEVEMENT_SUMMARY_MAX,
  ACHIEVEMENT_TITLE_MAX,
  type AchievementMaterial,
  type AchievementMaturity,
  type MyAchievement,
} from '@/lib/contract/achievement';
import { achievementKeys, saveAchievement } from '@/lib/queries/achievement';
import { href } from '@/lib/routing/routes';
import { maturityLabel } from './maturity';
import { MaterialField } from './material-field';
import styles from './achievement.module.css';

interface Values {
  title: string;
  summary?: string;
  content: string;
  maturity: AchievementMaturity;
  transferred?: boolean;
}

function Editor({ initial }: { initial: MyAchievement | null }) {
  const t = useT();
  const router = useRouter();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  const [materials, setMaterials] = useState<AchievementMaterial[]>(initial?.materials ?? []);
  const [busy, setBusy] = useState<null | 'draft' | 'submit'>(null);
  const [error, setError] = useState<string | null>(null);
  const locked = initial?.auditStatus === 'PENDING';
  const hint = locked
    ? t('achievement.form.pendingHint')
    : initial?.auditStatus === 'PASS'
      ? t('achievement.form.passHint')
      : initial?.auditStatus === 'BLOCK'
        ? t('achievement.form.blockHint')
        : null;

  const save = async (action: 'draft' | 'submit') => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(action);
    setError(null);
    try {
      const body = {
        title: values.title,
        summary: values.summary ?? '',
        content: values.content,
        maturity: values.maturity,
        transferred: values.transferred === true,
        materials,
        publishStatus: action === 'draft' ? ('DRAFT' as const) : ('PUBLISHED' as const),
      };
      const saved = await saveAchievement(body, id);
      setId(saved.id);
      // My achievements (M16) shows the saved state, not a page read before this save.
      await queryClient.invalidateQueries({ queryKey: achievementKeys.all });
      if (action === 'draft') {
        message.success(t('newsEditor.saved'));
        if (!id) router.replace(href('/achievement/edit/:id', { id: saved.id }));
      } else {
        message.success(t('achievement.form.submitted'));
        router.push(`${href('/people/:id', { id: saved.memberId })}#achievements`);
      }
    } catch (e) {
      setError(isApiError(e) ? e.message : t('error.network'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.form} data-testid="achievement-form">
      <h1 className={styles.heading}>{initial ? t('achievement.editTitle') : t('achievement.add')}</h1>
      {hint && <Alert type={locked ? 'warning' : 'info'} title={hint} showIcon style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={locked}
        initialValues={{
          title: initial?.title ?? '',
          summary: initial?.summary ?? '',
          content: initial?.content ?? '',
          maturity: initial?.maturity,
          transferred: initial?.transferred ?? false,
        }}
      >
        <Form.Item name="title" label={t('achievement.form.title')} rules={[{ required: true, whitespace: true, message: t('achievement.form.titleRequired') }]}>
          <Input maxLength={ACHIEVEMENT_TITLE_MAX} showCount data-testid="achievement-title" />
        </Form.Item>
        <Form.Item name="maturity" label={t('achievement.maturity')} rules={[{ required: true, message: t('achievement.form.maturityRequired') }]}>
          <Select data-testid="achievement-maturity-select" placeholder={t('achievement.form.maturityPlaceholder')} options={ACHIEVEMENT_MATURITY.map((m) => ({ value: m, label: maturityLabel(t, m) }))} />
        </Form.Item>
        <Form.Item name="transferred" valuePropName="checked">
          <Checkbox>{t('achievement.form.transferred')}</Checkbox>
        </Form.Item>
        <Form.Item name="summary" label={t('achievement.form.summary')}>
          <Input.TextArea maxLength={ACHIEVEMENT_SUMMARY_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="achievement-summary" />
        </Form.Item>
        <Form.Item name="content" label={t('achievement.form.content')} rules={[{ required: true, whitespace: true, message: t('achievement.form.contentRequired') }]}>
          <Input.TextArea maxLength={ACHIEVEMENT_CONTENT_MAX} autoSize={{ minRows: 6, maxRows: 16 }} data-testid="achievement-content" />
        </Form.Item>
        <Form.Item label={t('achievement.materials')}>
          <MaterialField value={materials} onChange={setMaterials} onError={setError} />
        </Form.Item>
        <Space wrap>
          <Button autoInsertSpace={false} onClick={() => void save('draft')} loading={busy === 'draft'} disabled={locked || initial?.auditStatus === 'PASS' || (busy !== null && busy !== 'draft')} data-testid="achievement-save-draft">
            {t('newsEditor.saveDraft')}
          </Button>
          <Button autoInsertSpace={false} type="primary" onClick={() => void save('submit')} loading={busy === 'submit'} disabled={locked || (busy !== null && busy !== 'submit')} data-testid="achievement-submit">
            {t('productEditor.submit')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}

/** M03 / M04: the achievement form (personal pages only, so antd loads here): save as draft or submit for review. */
export function AchievementForm(props: { initial: MyAchievement | null }) {
  return (
    <AntdScope>
      <Editor {...props} />
    </AntdScope>
  );
}
