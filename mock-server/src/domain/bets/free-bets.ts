import type { BetsSlice, FreeBet } from './state.ts';

/**
 * Free bets: rounds at a fixed stake on one game that the house pays the stake of. AVAILABLE
 * until taken up (ACTIVE) or declined; USED when the last round is played; EXPIRED at
 * `expiresAt` on the session clock (expireFreeBets, in the step that settles what fell due).
 */

/** Seeded free bets last two years from the seed's date: fixed, so a seed plays the same whenever it runs. */
const SEEDED_VALIDITY_MS = 2 * 365 * 86_400_000;

/** Each seeded player's welcome free bet: 10 spins at ¥100 on an AMIGO pachislot. */
export function seedFreeBets(accounts: readonly { id: string }[], gameId: string | undefined, currency: string, at: number): FreeBet[] {
  if (gameId === undefined) return [];
  return accounts.map((account, index) => ({
    bonusId: `FB-${String(index + 1).padStart(4, '0')}`,
    accountId: account.id,
    gameId,
    providerCode: 'AMIGO',
    rounds: 10,
    roundsLeft: 10,
    stake: 100,
    currency,
    status: 'AVAILABLE',
    grantedAt: at,
    expiresAt: at + SEEDED_VALIDITY_MS,
  }));
}

/** The player's free bets that are still open at `now` and have reached their expiry become EXPIRED. */
export function expireFreeBets(state: BetsSlice, accountId: string, now: number): void {
  for (const bet of state.bets.freeBets) {
    if (bet.accountId === accountId && (bet.status === 'AVAILABLE' || bet.status === 'ACTIVE') && now >= bet.expiresAt) bet.status = 'EXPIRED';
  }
}

/** The player's free bets, newest first. */
export function freeBetsOf(state: BetsSlice, accountId: string): FreeBet[] {
  return state.bets.freeBets.filter((bet) => bet.accountId === accountId).reverse();
}

export function findFreeBet(state: BetsSlice, accountId: string, bonusId: string): FreeBet | undefined {
  return state.bets.freeBets.find((b) => b.accountId === accountId && b.bonusId === bonusId);
}

export const isPlayable = (bet: FreeBet): boolean => (bet.status === 'AVAILABLE' || bet.status === 'ACTIVE') && bet.roundsLeft > 0;

type FreeBetChange = { ok: true; freeBet: FreeBet } | { ok: false; reason: 'not-found' | 'not-available' };

export function changeFreeBet(state: BetsSlice, accountId: string, bonusId: string, action: 'ACTIVATE' | 'DECLINE'): FreeBetChange {
  const bet = findFreeBet(state, accountId, bonusId);
  if (!bet) return { ok: false, reason: 'not-found' };
  if (!isPlayable(bet) || (action === 'ACTIVATE' && bet.status !== 'AVAILABLE')) return { ok: false, reason: 'not-available' };
  bet.status = action === 'ACTIVATE' ? 'ACTIVE' : 'DECLINED';
  return { ok: true, freeBet: bet };
}

/** One round of a playable free bet taken; the last one uses it up. */
export function takeFreeRound(bet: FreeBet): void {
  bet.roundsLeft -= 1;
  bet.status = bet.roundsLeft === 0 ? 'USED' : 'ACTIVE';
}
