'use client';

import { useT } from '@/components/providers/i18n-context';
import type { FavoriteEntityType } from '@/lib/contract/interaction';
import { formatCount } from '@/lib/format/count';
import type { MessageKey } from '@/locales/zh';
import { useEntityCounts, type CountField } from './use-entity-counts';

/**
 * One count of a news item or post in its page's text (`{n} 点赞`): the cached page's number until the
 * entity's query answers, then the live one, moving with every like or comment made on the page (issue 18 item 6).
 */
export function LiveCount(props: { entityType: FavoriteEntityType; entityId: number; field: CountField; initial: number; label: MessageKey }) {
  const t = useT();
  const { read } = useEntityCounts(props.entityType, props.entityId);
  return <span data-testid={`live-${props.field}`}>{t(props.label, { n: formatCount(read(props.field, props.initial)) })}</span>;
}
