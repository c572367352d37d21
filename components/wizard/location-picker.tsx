'use client';

import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import type { Location } from '@/lib/contract/basic';
import { locationsQuery } from '@/lib/queries/basic';

interface Option {
  value: number;
  label: string;
  /** The Chinese name, which is what `location` carries in every locale (V07). */
  name: string;
  children?: Option[];
}

function toOptions(list: Location[], locale: string): Option[] {
  return list.map((l) => ({
    value: l.id,
    label: locale === 'en' && l.enName ? l.enName : l.name,
    name: l.name,
    ...(l.subLocations && l.subLocations.length > 0 ? { children: toOptions(l.subLocations, locale) } : {}),
  }));
}

/** The id path from a root to `id`, or null. */
export function pathTo(options: readonly Option[], id: number): Option[] | null {
  for (const option of options) {
    if (option.value === id) return [option];
    if (option.children) {
      const rest = pathTo(option.children, id);
      if (rest) return [option, ...rest];
    }
  }
  return null;
}

/** D08: a municipality repeated at the next level is shown once (北京 / 北京 → 北京). */
export function locationLabel(labels: readonly string[]): string {
  return labels.filter((label, i) => label !== labels[i - 1]).join(' / ');
}

export interface LocationValue {
  locationId: number;
  location: string;
}

/**
 * D07: the region tree (China 100000 first, then overseas), labels `name` in zh and `enName` in en; any level
 * can be chosen. Reports the chosen id and its Chinese name. Disabled until the tree has loaded.
 */
export function LocationPicker(props: { id?: string; value?: number | null; onChange?: (id: number | null) => void; onPicked: (value: LocationValue | null) => void }) {
  const { id, value, onChange, onPicked } = props;
  const t = useT();
  const locale = useLocale();
  const locations = useQuery(locationsQuery());
  const options = useMemo(() => toOptions(locations.data ?? [], locale), [locations.data, locale]);
  const path = useMemo(() => (value ? (pathTo(options, value) ?? []) : []), [options, value]);

  return (
    <Cascader<Option>
      id={id}
      options={options}
      value={path.map((o) => o.value)}
      changeOnSelect
      showSearch
      // not clickable until the tree is there: a click on an empty menu was lost (issue 27 item 6)
      disabled={!locations.data}
      // The menus open inside the dialog, under the field. Opened in <body>, on the phone's full-screen dialog (which
      // scrolls itself) they were placed from a stale scroll offset, 560 px below the field and off screen. On a slow
      // phone they then moved while a tap was landing: the e2e saw the tap on 美国 lost twice in a row under load.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      placeholder={t('validation.locationRequired')}
      displayRender={(labels) => locationLabel(labels.map(String))}
      onChange={(ids, selected) => {
        const last = selected?.[selected.length - 1];
        onChange?.(last ? last.value : null);
        onPicked(last ? { locationId: last.value, location: last.name } : null);
        void ids;
      }}
      data-testid="wizard-location"
    />
  );
}
