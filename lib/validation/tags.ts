import { MAX_TAGS, TAG_NAME_MAX } from '@/lib/constants';
import { issue, type ValidationIssue } from '@/lib/validation/messages';

/** R38: at least one tag before confirming. */
export function validateTagSelection(selected: readonly unknown[]): ValidationIssue | null {
  return selected.length === 0 ? issue('validation.tagsRequired') : null;
}

/** R39: a typed tag is non-empty and at most 10 characters (trimmed). */
export function validateTagName(name: string | null | undefined): ValidationIssue | null {
  const text = (name ?? '').trim();
  if (!text) return issue('validation.required');
  return text.length > TAG_NAME_MAX ? issue('validation.tagTooLong', { max: TAG_NAME_MAX }) : null;
}

/** R40: another tag can be added while fewer than 10 are selected. */
export function canAddTag(selectedCount: number): boolean {
  return selectedCount < MAX_TAGS;
}

export function validateTagAdd(selectedCount: number): ValidationIssue | null {
  return canAddTag(selectedCount) ? null : issue('validation.tagsMax', { max: MAX_TAGS });
}
