import type { ServerEnv } from '@/lib/env';
import type { Translate } from '@/lib/i18n/messages';

export const ICP_FILING_SITE = 'https://beian.miit.gov.cn/';
export const POLICE_FILING_SITE = 'https://beian.mps.gov.cn/';

export interface FilingNotice {
  icp: { text: string; href: string };
  police: { text: string; href: string };
  /** Neither number is configured: both texts are the marked demo values of the catalogue. */
  demo: boolean;
}

/**
 * O20, issue 18 item 11: the footer's filing notice from `SITE_ICP_FILING` and `SITE_POLICE_FILING`; a number that is not
 * configured shows the catalogue's demo value (marked as such). A public-security number links to its record.
 */
export function filingNotice(env: Pick<ServerEnv, 'SITE_ICP_FILING' | 'SITE_POLICE_FILING'>, t: Translate): FilingNotice {
  const policeCode = env.SITE_POLICE_FILING?.replace(/\D/g, '') ?? '';
  return {
    icp: { text: env.SITE_ICP_FILING ?? t('footer.filing'), href: ICP_FILING_SITE },
    police: {
      text: env.SITE_POLICE_FILING ?? t('footer.police'),
      href: policeCode.length >= 10 ? `${POLICE_FILING_SITE}#/query/webSearch?code=${policeCode}` : POLICE_FILING_SITE,
    },
    demo: !env.SITE_ICP_FILING && !env.SITE_POLICE_FILING,
  };
}
