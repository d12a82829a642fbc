import type { TFunction } from 'i18next';
import type { SitePath } from '#web/lib/paths.ts';
import { href } from '#web/lib/paths.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import type { Tournament } from '../api/tournaments';

/** A score as its rule counts it: yen staked, the best multiplier, or rounds played. */
export function formatScore(score: number, scoring: Tournament['scoring'], locale: string, t: TFunction): string {
  if (scoring === 'TOTAL_STAKE') return formatFullAmount(score, 'JPY', locale);
  if (scoring === 'BIGGEST_MULTIPLIER') return `×${numberFormat(locale, 0, 2).format(score)}`;
  return t('competitions.tournament.rounds', { count: score });
}

/** Where the games that count are: the lobby of the tournament's first play type. */
const LOBBIES: Record<Tournament['playTypes'][number], () => SitePath> = {
  PACHINKO: () => href('/pachinko'),
  SLOT: () => href('/slots'),
  LIVE: () => href('/live-casino'),
  TABLE: () => href('/tablegame'),
  SPORTS: () => href('/sports-bet'),
  ARCADE: () => href('/game'),
};

export const lobbyOf = (tournament: Pick<Tournament, 'playTypes'>): SitePath => (tournament.playTypes.length === 1 ? LOBBIES[tournament.playTypes[0]!]() : href('/game'));

/** Days, hours, minutes and seconds until `to`, never below zero. */
export function timeLeft(to: number, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((to - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60), seconds: total % 60 };
}

/** "2日 03:04:05" / "03:04:05": what a countdown shows. */
export function formatTimeLeft(to: number, now: number, t: TFunction): string {
  const { days, hours, minutes, seconds } = timeLeft(to, now);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? t('competitions.timeLeftDays', { days, clock }) : clock;
}
