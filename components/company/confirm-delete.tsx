'use client';

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useT } from '@/components/providers/i18n-context';

/**
 * A management panel's 删除: asks first (antd Popconfirm, in the page's language), then runs `onConfirm`. With
 * `onRefused` (the member lacks the action's token) the button asks nothing and reports the refusal instead. `icon`
 * draws it as a small icon button (a file group's tag), labelled for screen readers.
 */
export function ConfirmDelete(props: { onConfirm: () => void; onRefused?: (() => void) | undefined; label?: string; icon?: boolean; disabled?: boolean; testId: string }) {
  const { onConfirm, onRefused, label, icon = false, disabled = false, testId } = props;
  const t = useT();
  const text = label ?? t('editInfo.delete');
  const button = icon ? (
    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text} disabled={disabled} onClick={onRefused} data-testid={testId} />
  ) : (
    <Button danger disabled={disabled} onClick={onRefused} data-testid={testId}>
      {text}
    </Button>
  );
  if (onRefused) return button;
  return (
    <Popconfirm title={t('company.confirmDelete')} okText={text} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onConfirm={onConfirm} disabled={disabled}>
      {button}
    </Popconfirm>
  );
}
