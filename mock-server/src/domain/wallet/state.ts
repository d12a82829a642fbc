/**
 * Wallets and their ledger. A player's wallet is a ledger account; money moves only as balanced
 * transactions between ledger accounts (a player's wallet against another wallet or one of the
 * house's accounts), and a balance is the sum of the postings to its account: it is never stored.
 * Amounts in the ledger are integers in minor units (money.ts); the API shows major units.
 */

export type WalletType = 'COMMON' | 'PROMOTION';

/** A wallet a player holds. */
export interface WalletRef {
  walletType: WalletType;
  currency: string;
}

/** A wallet as the API shows it: the balance in major units (¥125,000 is 125000). */
export interface WalletView extends WalletRef {
  amount: number;
}

/**
 * The house's own accounts, the other side of money that enters or leaves the players' wallets:
 * balances the seed opened with, QA's adjustments, money moved over from the legacy site, money
 * paid in through a deposit channel, withdrawals held until they are paid out or released, money
 * paid out, the games' side of bets and wins, bonuses the house grants, and prizes (tournaments,
 * the lottery, guess games) and referral rewards it pays. A transfer between a
 * player's own wallets has a player account on both sides.
 */
export type HouseAccount =
  | 'opening-balances'
  | 'adjustments'
  | 'legacy-site'
  | 'deposits'
  | 'withdrawals-held'
  | 'payouts'
  | 'games'
  | 'bonuses'
  | 'prizes';

/** `player:<accountId>:<walletType>` or `house:<name>`; the currency is the transaction's. */
export type LedgerAccount = `player:${string}:${WalletType}` | `house:${HouseAccount}`;

interface Posting {
  account: LedgerAccount;
  /** Minor units; positive into the account, negative out of it. */
  amount: number;
}

export type TransactionKind =
  | 'opening'
  | 'adjustment'
  | 'legacy-transfer'
  | 'deposit'
  | 'withdrawal-hold'
  | 'withdrawal-release'
  | 'withdrawal-payout'
  | 'transfer'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'prize';

export interface LedgerTransaction {
  id: string;
  kind: TransactionKind;
  currency: string;
  at: number;
  /** Sums to zero: what leaves one account enters another. */
  postings: Posting[];
  idempotencyKey?: string;
  /** What the movement belongs to (an order, a bet, a transfer), for records and QA's ledger view. */
  ref?: string;
  /** What was asked for under the key, so a reuse for something else is told apart from a retry. */
  request?: string;
}

export interface WalletState {
  /** Every movement, oldest first. */
  transactions: LedgerTransaction[];
  /** Transaction id by idempotency key. */
  byIdempotencyKey: Record<string, string>;
  /** The wallets each player holds, by account id, in the order they were opened. */
  holdings: Record<string, WalletRef[]>;
  nextTransaction: number;
}

export interface WalletSlice {
  wallet: WalletState;
}

export const emptyWalletState = (): WalletState => ({ transactions: [], byIdempotencyKey: {}, holdings: {}, nextTransaction: 1 });
