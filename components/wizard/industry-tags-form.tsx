'use client';

import { App, Button, Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { useThrottled } from '@/components/wizard/throttle';
import { getHotTags } from '@/lib/api/basic';
import { clientTransport } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { createTag, saveIndustryTags, searchTagWords } from '@/lib/api/member';
import { CODE_FAIL, HOT_TAGS_SHOWN, MAX_TAGS, TAG_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { IndustryTagItem } from '@/lib/contract/member';
import { validationText } from '@/lib/validation/messages';
import { canAddTag, validateTagAdd, validateTagName, validateTagSelection } from '@/lib/validation/tags';
import styles from './wizard.module.css';

interface TagChoice {
  id: number | null;
  name: string;
  /** D21: offered on top when no result matches the typed text exactly. */
  isNewTag?: boolean;
}

/** D21/R43: the search results with a "new tag" option on top when none matches `keyword` exactly. */
export function withNewTagOption(keyword: string, results: readonly { id: number; name: string }[]): TagChoice[] {
  const name = keyword.trim();
  const choices: TagChoice[] = results.map((r) => ({ id: r.id, name: r.name }));
  if (!name || validateTagName(name) || results.some((r) => r.name === name)) return choices;
  return [{ id: null, name, isNewTag: true }, ...choices];
}

/**
 * D19–D24, R38–R43: 8 hot industry tags, a search debounced 400 ms with a new-tag option, at most 10 selected
 * tags of ≤ 10 characters; the confirm button (throttled 800 ms) saves the ids.
 */
export function IndustryTagsForm(props: { initial: IndustryTagItem[]; submitLabel: string; onSaved: () => void | Promise<void> }) {
  const { initial, submitLabel, onSaved } = props;
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const [hot, setHot] = useState<{ id: number; name: string }[]>([]);
  // the member's tags in the interface's language, as the hot tags are (a tag without an English name keeps its own)
  const [selected, setSelected] = useState<{ id: number; name: string }[]>(() =>
    initial.map((i) => ({ id: i.tagId, name: locale === 'en' && i.tagEnName ? i.tagEnName : i.tagName })),
  );
  const [keyword, setKeyword] = useState('');
  const [choices, setChoices] = useState<TagChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    getHotTags(clientTransport)
      .then((page) => {
        if (live) setHot(page.records.slice(0, HOT_TAGS_SHOWN).map((r) => ({ id: r.id, name: locale === 'en' && r.enName ? r.enName : r.name })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setKeyword(value);
    const name = value.trim();
    const tooLong = name ? validateTagName(name) : null;
    setError(tooLong ? validationText(tooLong, locale) : null);
    window.clearTimeout(timer.current);
    if (!name) {
      setChoices([]);
      return;
    }
    timer.current = window.setTimeout(() => {
      searchTagWords(clientTransport, name)
        .then((page) => setChoices(withNewTagOption(name, page.records)))
        .catch(() => setChoices(withNewTagOption(name, [])));
    }, TAG_SEARCH_DEBOUNCE_MS);
  };

  const add = async (choice: TagChoice) => {
    if (choice.id !== null && selected.some((s) => s.id === choice.id)) return;
    const full = validateTagAdd(selected.length);
    if (full) {
      message.warning(validationText(full, locale));
      return;
    }
    let id = choice.id;
    if (id === null) {
      try {
        id = await createTag(clientTransport, choice.name);
      } catch (e) {
        message.warning(isApiError(e) && e.code === CODE_FAIL ? t('wizard.tagForbidden') : t('wizard.saveFailed'));
        return;
      }
      if (selected.some((s) => s.id === id)) return;
    }
    const tag = { id, name: choice.name };
    setSelected((list) => (canAddTag(list.length) ? [...list, tag] : list));
    setKeyword('');
    setChoices([]);
    setError(null);
  };

  const save = async () => {
    const missing = validateTagSelection(selected);
    if (missing) {
      setError(validationText(missing, locale));
      return;
    }
    setPending(true);
    try {
      await saveIndustryTags(clientTransport, selected.map((s) => s.id));
      await onSaved();
    } catch {
      message.error(t('wizard.saveFailed'));
    } finally {
      setPending(false);
    }
  };
  const throttledSave = useThrottled(save);

  return (
    <div className={styles.tags} data-testid="tags-form">
      <div className={styles.selected}>
        <span className={styles.caption}>{t('wizard.selectedTags', { n: selected.length, max: MAX_TAGS })}</span>
        <div className={styles.chips} data-testid="tags-selected">
          {selected.map((s) => (
            <Tag
              key={s.id}
              closable
              closeIcon={<span role="img" aria-label={t('wizard.removeTag', { name: s.name })}>×</span>}
              onClose={() => setSelected((list) => list.filter((x) => x.id !== s.id))}
              color="orange"
            >
              {s.name}
            </Tag>
          ))}
        </div>
      </div>
      <Input
        value={keyword}
        onChange={(e) => onType(e.target.value)}
        placeholder={t('wizard.searchTags')}
        allowClear
        status={error ? 'error' : undefined}
        data-testid="tags-search"
      />
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {choices.length > 0 && (
        <ul className={styles.choices} role="listbox" aria-label={t('wizard.searchTags')}>
          {choices.map((c) => (
            <li key={c.isNewTag ? `new:${c.name}` : c.id} role="option" aria-selected={false}>
              <button type="button" onClick={() => void add(c)} data-testid={c.isNewTag ? 'tags-new' : 'tags-result'}>
                {c.isNewTag ? t('wizard.newTag', { name: c.name }) : c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.caption}>{t('wizard.hotTags')}</div>
      <div className={styles.chips} data-testid="tags-hot">
        {hot.map((h) => (
          <button key={h.id} type="button" className={styles.hotTag} aria-pressed={selected.some((s) => s.id === h.id)} onClick={() => void add(h)}>
            {h.name}
          </button>
        ))}
      </div>
      <Button type="primary" block loading={pending} onClick={throttledSave} data-testid="tags-submit">
        {submitLabel}
      </Button>
    </div>
  );
}
