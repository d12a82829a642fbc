import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { dateTimeFormat } from '#web/lib/format/intl-formats.ts';

/** Amounts in full (¥1,000) and moments in the player's time zone (Japan's for a visitor), in the page's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const timeZone = usePlayer()?.timeZone ?? 'Asia/Tokyo';
  return {
    money: (amount: number, currency: string) => formatFullAmount(amount, currency, i18n.language),
    dateTime: (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    date: (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
  };
}
