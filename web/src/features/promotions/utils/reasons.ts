import type { TFunction } from 'i18next';
import type { EligibilityProblem } from '../api/promotions';

/** Why the player may not claim, in their words (the server names the reason and its facts). */
export function reasonText(problem: EligibilityProblem, t: TFunction, date: (iso: string) => string): string {
  switch (problem.reason) {
    case 'LEVEL':
      return t('promo.reasons.LEVEL', { level: problem.requiredLevel ?? '' });
    case 'NO_RECENT_DEPOSIT':
    case 'NOT_NEW':
      return t(`promo.reasons.${problem.reason}`, { days: problem.windowDays ?? 0 });
    case 'BREAK':
      return problem.until === null ? t('promo.reasons.BREAK_FOREVER') : t('promo.reasons.BREAK', { until: date(problem.until) });
    default:
      return t(`promo.reasons.${problem.reason}`);
  }
}
