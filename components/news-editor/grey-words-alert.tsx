'use client';

import { Alert, Space } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { highlight } from './body-text';
import styles from './news-editor.module.css';

/** F33: the grey words found, and the text with each match highlighted. */
export function GreyWordsAlert({ words, text }: { words: string[]; text: string }) {
  const t = useT();
  return (
    <Alert
      className={styles.grey}
      type="error"
      showIcon
      title={t('newsEditor.greyWordsTitle')}
      description={
        <>
          <Space wrap>
            {words.map((w) => (
              <mark key={w}>{w}</mark>
            ))}
          </Space>
          <p className={styles.greyText} data-testid="grey-text">
            {highlight(text, words)}
          </p>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
