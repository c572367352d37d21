import type { ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/messages';
import type { MessageKey } from '@/locales/zh';

const SLOT = '\u0000';

/**
 * A message of the interface with one placeholder filled by user content (issue 18 item 4): `By {name}` with a member's
 * name, `Unit: {unit}` with what a company typed. The message's words stay interface text; the filled-in part is
 * marked `data-ugc`, so the English interface check tells the two apart. `vars` fills the message's other placeholders.
 */
export function UgcMessage(props: { t: Translate; k: MessageKey; slot?: string; value: ReactNode; vars?: Record<string, string | number> }): ReactNode {
  const { t, k, slot = 'name', value, vars } = props;
  const [before = '', ...rest] = t(k, { ...vars, [slot]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <span data-ugc>{value}</span>
      {rest.join('')}
    </>
  );
}
