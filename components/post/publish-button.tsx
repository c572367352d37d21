'use client';

import { useEffect } from 'react';
import { useSection } from '@/components/layout/use-section';
import { useT } from '@/components/providers/i18n-context';
import { usePublishPresetStore } from '@/components/post/publish-preset-store';
import { publishHref, sectionPreset, type PublishPreset } from '@/components/post/publish-target';
import { usePublish } from '@/components/post/use-publish';

/**
 * Issue 18 item 1, U03: the 发布 entry. It opens the post editor with the preset type and theme (given, or
 * the page's preset, or the header section's type); a visitor gets the login dialog, which goes on to the
 * editor after login. Item 13: the editor's page and code are fetched ahead and its frame shows at once (`usePublish`).
 */
export function PublishButton({ preset, className, testId = 'publish-button' }: { preset?: PublishPreset; className?: string; testId?: string }) {
  const t = useT();
  const section = useSection();
  const pagePreset = usePublishPresetStore((s) => s.preset);
  const target = publishHref(preset ?? pagePreset ?? sectionPreset(section));
  const { publish, intent, frame } = usePublish(target);
  return (
    <>
      <button type="button" className={className} data-testid={testId} data-href={target} onClick={publish} {...intent}>
        {t('auth.publish')}
      </button>
      {frame}
    </>
  );
}

/** Rendered by a list page: the header's publish entry preselects this page's type and theme while it shows. */
export function PublishPresetOverride({ preset }: { preset: PublishPreset }) {
  const setPreset = usePublishPresetStore((s) => s.setPreset);
  const { tagId, themeTagId, circleId } = preset;
  useEffect(() => {
    setPreset({ tagId, themeTagId, circleId });
    return () => setPreset(null);
  }, [tagId, themeTagId, circleId, setPreset]);
  return null;
}
