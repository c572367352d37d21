import type { AchievementMaturity, AuditStatus } from '@/lib/contract/achievement';
import type { Translate } from '@/lib/i18n/messages';

/** M14: the maturity label (zh: 小试完成, 中试完成, 放大生产完成, 可工业化生产). */
export function maturityLabel(t: Translate, maturity: AchievementMaturity): string {
  return t(`achievement.maturity.${maturity}`);
}

/** M17–M20: the audit-state label (待审核, 审核通过, 取消, 审核未通过). */
export function auditLabel(t: Translate, status: AuditStatus): string {
  return t(`achievement.audit.${status}`);
}
