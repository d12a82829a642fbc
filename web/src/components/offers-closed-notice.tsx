import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OffersClosed } from '../api/offers-closed';
import { formatDate } from '../lib/format/format';

/** The site keeps Japan time for the ends it shows (as the deposit page's break does). */
const TIME_ZONE = 'Asia/Tokyo';

/** Why an offer is closed to a player on a break, and until when, in the player's language. */
export function OffersClosedNotice({ closed }: { closed: OffersClosed }) {
  const { t, i18n } = useTranslation();
  const until = closed.until === null ? t('offersClosed.forGood') : t('offersClosed.until', { date: formatDate(closed.until, { locale: i18n.language, timeZone: TIME_ZONE, withTime: true }) });
  return (
    <Alert color="red" variant="light" title={t('offersClosed.title')} role="status" aria-label={t('offersClosed.title')}>
      <Text size="sm">{t(closed.type === 'COOLING_OFF' ? 'offersClosed.coolingOff' : 'offersClosed.selfExclusion')}</Text>
      <Text size="sm" fw={700}>
        {until}
      </Text>
    </Alert>
  );
}
