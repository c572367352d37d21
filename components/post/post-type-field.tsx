'use client';

import { useT } from '@/components/providers/i18n-context';
import type { Tag } from '@/lib/contract/basic';
import { POST_TYPE_TAG_IDS } from '@/lib/contract/post';
import styles from './post-editor.module.css';

/** The post type (demand, supply, recruitment, topic) as pressed buttons; an antd Form control. */
export function PostTypeField(props: { value?: number; onChange?: (tagId: number) => void; siteTags: Tag[]; nameOf: (tag: Tag) => string }) {
  const t = useT();
  return (
    <div className={styles.types} role="group" aria-label={t('editor.type')} data-testid="editor-type">
      {POST_TYPE_TAG_IDS.map((id) => {
        const tag = props.siteTags.find((x) => x.id === id);
        return (
          <button key={id} type="button" aria-pressed={props.value === id} onClick={() => props.onChange?.(id)} data-tag-id={id}>
            {tag ? props.nameOf(tag) : id}
          </button>
        );
      })}
    </div>
  );
}
