import type { NavSection } from '@/components/layout/nav-sections';
import { SITE_TAG, TOPIC_SITE_TAG } from '@/lib/constants';
import { href } from '@/lib/routing/routes';

/** What a publish entry preselects in the post editor: the post type, the theme tag and the circle. */
export interface PublishPreset {
  tagId?: number | null;
  themeTagId?: number | null;
  circleId?: number | null;
}

/** The post type of a header section: topics publish a topic, supply-demand a demand; elsewhere nothing. */
export function sectionPreset(section: NavSection | null): PublishPreset {
  if (section === 'topic') return { tagId: TOPIC_SITE_TAG };
  if (section === 'supplyDemand') return { tagId: SITE_TAG.demand };
  return {};
}

/** U03/E24/issue 18 item 1: the editor URL (G05) with the preset as its query. */
export function publishHref(preset: PublishPreset): string {
  const query: Record<string, number> = {};
  if (preset.tagId) query.tagId = preset.tagId;
  if (preset.themeTagId) query.themeTagId = preset.themeTagId;
  if (preset.circleId) query.circle = preset.circleId;
  return href('/community/circle/post/create', {}, query);
}
