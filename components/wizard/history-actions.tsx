'use client';

import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { useThrottled } from '@/components/wizard/throttle';
import { isEmptyAnswer } from '@/lib/api/member';

export type HistoryAction = 'finish' | 'skip' | 'continue';

/**
 * D13–D15/D17: Finish (save, move on), Skip (send `[]`, move on; an empty answer shows '服务器错误', S39) and
 * Continue add (save, clear, stay). Each button accepts one click per 800 ms (D23).
 */
export function HistoryActions(props: {
  /** Saves the current item (`skip`: sends `[]`); resolves false when the form did not validate. */
  run: (action: HistoryAction) => Promise<boolean>;
  onMovedOn: () => void;
  onContinued: () => void;
  /** In /edit-info there is nothing to skip. */
  showSkip?: boolean;
  /** Editing one saved item (/edit-info, issue 29 item 15): only 保存. */
  editing?: boolean;
  testPrefix: string;
}) {
  const { run, onMovedOn, onContinued, showSkip = true, editing = false, testPrefix } = props;
  const t = useT();
  const { message } = App.useApp();
  const [pending, setPending] = useState<HistoryAction | null>(null);

  const act = async (action: HistoryAction) => {
    setPending(action);
    try {
      const saved = await run(action);
      if (!saved) return;
      if (action === 'continue') {
        message.success(t('company.saved'));
        onContinued();
      } else {
        onMovedOn();
      }
    } catch (error) {
      message.error(t(isEmptyAnswer(error) ? 'wizard.serverError' : 'wizard.saveFailed'));
    } finally {
      setPending(null);
    }
  };
  const finish = useThrottled(() => act('finish'));
  const skip = useThrottled(() => act('skip'));
  const more = useThrottled(() => act('continue'));

  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
      {showSkip && !editing && (
        <Button onClick={skip} loading={pending === 'skip'} data-testid={`${testPrefix}-skip`}>
          {t('wizard.skip')}
        </Button>
      )}
      {!editing && (
        <Button onClick={more} loading={pending === 'continue'} data-testid={`${testPrefix}-continue`}>
          {t('wizard.continueAdd')}
        </Button>
      )}
      <Button type="primary" onClick={finish} loading={pending === 'finish'} data-testid={`${testPrefix}-finish`}>
        {editing ? t('company.save') : t('wizard.finish')}
      </Button>
    </Space>
  );
}
