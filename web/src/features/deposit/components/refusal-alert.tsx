import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format/format.ts';
import { codeText } from '#web/lib/http/code-texts.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { DepositBreak } from '../api/deposit';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { depositRefusal } from '../utils/refusal';

const TIME_ZONE = 'Asia/Tokyo';

/** The code each break answers a deposit with: its catalogue text titles the alert. */
const BREAK_CODES = { COOLING_OFF: 'coolingOffActive', SELF_EXCLUSION: 'selfExcluded' } as const;

/**
 * Why deposits are closed during a break, and until when (also shown before the player tries). The
 * titles are the catalogue's words for the refusal's code (lib/http/code-texts), the body the facts.
 */
export function BreakAlert({ onBreak }: { onBreak: DepositBreak }) {
  const { t } = useTranslation();
  const until = formatDate(onBreak.until, { locale: currentLanguage(), timeZone: TIME_ZONE, withTime: true });
  return (
    <Alert color="red" variant="light" role="alert" title={t(codeText(BREAK_CODES[onBreak.type]))}>
      {t(`deposit.break.${onBreak.type}.body`, { until })}
    </Alert>
  );
}

/** A failed deposit, in the words of its refusal: the limit and what remains, the range, the break. */
export function RefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refusal = depositRefusal(error);
  if (refusal?.kind === 'break') return <BreakAlert onBreak={refusal.onBreak} />;
  if (refusal?.kind === 'limit') {
    const { limit } = refusal;
    return (
      <Alert color="red" variant="light" role="alert" title={t(codeText('depositLimitExceeded'))}>
        {t('deposit.refusals.limit', {
          period: t(`deposit.periods.${limit.period}`),
          limit: formatFullAmount(limit.limit, limit.currency),
          remaining: formatFullAmount(limit.remaining, limit.currency),
        })}
      </Alert>
    );
  }
  if (refusal) {
    const { range } = refusal;
    return (
      <Alert color="red" variant="light" role="alert" title={t(codeText(refusal.kind === 'below' ? 'depositBelowMinimum' : 'depositAboveMaximum'))}>
        {t(`deposit.refusals.${refusal.kind}`, { min: formatFullAmount(range.minAmount, range.currency), max: formatFullAmount(range.maxAmount, range.currency) })}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {errorMessage(error, t)}
    </Alert>
  );
}
