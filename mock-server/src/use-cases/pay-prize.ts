import type { Locale } from '../contract.ts';
import { recordEvent } from '../domain/events/events.ts';
import type { MockState } from '../domain/state.ts';
import { moveMoney } from '../domain/wallet/wallets.ts';

/**
 * A prize or reward paid to a player (a tournament rank, a lottery entry, a right guess, a
 * referral): yen into their COMMON wallet from the house's prizes account, as one ledger
 * transaction whose idempotency key names what it is for, so however often a payment is retried
 * (a due step and QA's call racing, a retried request) it is paid once. The first payment records
 * `prize-awarded`, from which the notices slice tells the player.
 *
 * A prize the contract marks BONUS would instead call the bonus ledger's `grantBonus`
 * with the same key, amount and a wagering rule; every prize is COMMON for now.
 */

export type PrizeSource = 'TOURNAMENT' | 'LOTTERY' | 'GUESS' | 'REFERRAL';

interface Prize {
  accountId: string;
  /** Yen. */
  amount: number;
  source: PrizeSource;
  /** What it is for: the tournament, the lottery entry, the guess game, the invitee. */
  refId: string;
  title: Record<Locale, string>;
  at: number;
}

export const PRIZE_CURRENCY = 'JPY';

export const prizeKey = (prize: Pick<Prize, 'source' | 'refId' | 'accountId'>) => `prize:${prize.source}:${prize.refId}:${prize.accountId}`;

/** Pays the prize once; false when it cannot be (the player holds no wallet any more). */
export function payPrize(state: MockState, prize: Prize): boolean {
  const moved = moveMoney(state, {
    accountId: prize.accountId,
    walletType: 'COMMON',
    currency: PRIZE_CURRENCY,
    amount: prize.amount,
    counterpart: 'prizes',
    kind: 'prize',
    at: prize.at,
    idempotencyKey: prizeKey(prize),
    ref: prize.refId,
  });
  if (!moved.ok) return false;
  if (!moved.replayed) {
    recordEvent(
      state,
      { type: 'prize-awarded', accountId: prize.accountId, source: prize.source, refId: prize.refId, title: prize.title, amount: prize.amount, currency: PRIZE_CURRENCY },
      prize.at,
    );
  }
  return true;
}
