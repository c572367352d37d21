import { useId } from 'react';

/**
 * Ids that tie a tab list to its panel (issue 20 item 11: tabs with their panels). Each tab names the one
 * panel it controls (`aria-controls`), and the panel is labelled by the selected tab (`aria-labelledby`);
 * lists that swap one panel's content use a single panel id.
 */
export function useTabIds() {
  const base = useId();
  return {
    tab: (key: string) => `${base}tab-${key}`,
    panel: `${base}panel`,
  };
}
