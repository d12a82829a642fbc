import { SUCCESS_CODE, type OperationDef, type OperationId } from '../../contract.ts';
import type { ZodType } from 'zod';
import { LotteryStateSchema } from '../../domain/lottery/schema.ts';
import { PointsStateSchema } from '../../domain/points/schema.ts';
import { PromotionsStateSchema } from '../../domain/promotions/schema.ts';
import { LOCALES } from '../../domain/shared/locale.ts';
import { ShopStateSchema } from '../../domain/shop/schema.ts';
import { TournamentsStateSchema } from '../../domain/tournaments/schema.ts';
import type { Account, SecondFactor } from '../../domain/identity/state.ts';
import type { MockState } from '../../domain/state.ts';
import type { WalletType } from '../../domain/wallet/state.ts';

/**
 * What a snapshot's state must satisfy beyond its shape (snapshot-shape.ts): the slices the state
 * types from the contract (`MarqueeItem` is getMarquee's item) checked by the contract's own
 * schema, and the references and amounts the engagement slices rely on (points, the shop, the
 * lottery, tournaments, wallets). Each check answers the path of the first problem, or undefined.
 */

/** Slices whose type is an operation's `data`, checked by that operation's generated response schema. */
const CONTRACT_SLICES: readonly { slice: keyof MockState; operationId: OperationId }[] = [
  { slice: 'config', operationId: 'getCommonConfig' },
  { slice: 'marquee', operationId: 'getMarquee' },
  { slice: 'cms', operationId: 'getTemplatePage' },
  { slice: 'activityConstants', operationId: 'queryActivityConstant' },
];

const step = (path: string, key: PropertyKey) => {
  if (typeof key === 'number') return `${path}[${key}]`;
  const name = String(key);
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
};
const pathOf = (root: string, keys: readonly PropertyKey[]) => keys.reduce<string>(step, root);

/** The first entity of a contract-typed slice the contract's schema refuses, by its path in the state. */
export function contractSliceProblem(state: MockState, operations: readonly OperationDef[]): string | undefined {
  for (const { slice, operationId } of CONTRACT_SLICES) {
    const response = operations.find((operation) => operation.operationId === operationId)?.schemas.response;
    if (!response) continue;
    const parsed = response.safeParse({ code: SUCCESS_CODE, success: true, msg: '', data: state[slice] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // The envelope's `data` is the slice itself.
      return `${pathOf(`state.${slice}`, issue.path.slice(1))}: ${issue.message}`;
    }
  }
  const i = state.marquee.findIndex((item) => !LOCALES.includes(item.locale));
  return i >= 0 ? `state.marquee[${i}].locale: one of ${LOCALES.join(', ')}` : undefined;
}

/** Slices typed by their own zod schemas (the slice's schema.ts): the same schema checks a snapshot's copy. */
const SLICE_SCHEMAS: readonly { slice: keyof MockState; schema: ZodType }[] = [
  { slice: 'points', schema: PointsStateSchema },
  { slice: 'shop', schema: ShopStateSchema },
  { slice: 'lottery', schema: LotteryStateSchema },
  { slice: 'tournaments', schema: TournamentsStateSchema },
  { slice: 'promotions', schema: PromotionsStateSchema },
];

/** The first entity of a schema-typed slice its schema refuses, by its path in the state. */
export function sliceSchemaProblem(state: MockState): string | undefined {
  for (const { slice, schema } of SLICE_SCHEMAS) {
    const parsed = schema.safeParse(state[slice]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return `${pathOf(`state.${slice}`, issue.path)}: ${issue.message}`;
    }
  }
  return undefined;
}

const wholeAtLeast = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/** An index object (`byKey`) whose values must point into a list. */
function indexProblem(index: Record<string, number>, length: number, path: string): string | undefined {
  const key = Object.keys(index).find((k) => !Number.isSafeInteger(index[k]) || index[k]! < 0 || index[k]! >= length);
  return key === undefined ? undefined : `${path}[${JSON.stringify(key)}]: points at no entry (${index[key]})`;
}

/** Points: every entry an account's, whole and signed, debits taking only from that account's lots and never more than a lot held. */
function pointsProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  const entries = state.points.entries;
  const lots = new Map<string, { accountId: string; left: number; index: number }>();
  for (const [i, entry] of entries.entries()) {
    const at = `state.points.entries[${i}]`;
    if (!accounts.has(entry.accountId)) return `${at}.accountId: no account "${entry.accountId}"`;
    if (!Number.isSafeInteger(entry.points) || entry.points === 0) return `${at}.points: a whole number of points, not 0`;
    if (entry.points > 0) {
      if (entry.from.length > 0) return `${at}.from: a credit takes from no lot`;
      lots.set(entry.id, { accountId: entry.accountId, left: entry.points, index: i });
    } else {
      let taken = 0;
      for (const [j, take] of entry.from.entries()) {
        const lot = lots.get(take.lot);
        if (!lot || lot.accountId !== entry.accountId) return `${at}.from[${j}].lot: no earlier credit "${take.lot}" of this player`;
        if (!wholeAtLeast(take.points, 1)) return `${at}.from[${j}].points: a whole number above 0`;
        lot.left -= take.points;
        if (lot.left < 0) return `${at}.from[${j}].points: takes more than lot "${take.lot}" holds`;
        taken += take.points;
      }
      if (taken !== -entry.points) return `${at}.from: takes ${taken} points for a debit of ${-entry.points}`;
    }
  }
  return indexProblem(state.points.byKey, entries.length, 'state.points.byKey');
}

/** The shop: goods in a module, whole prices and stock, exchanges and coupons that point at what they name, no good sold beyond its stock. */
function shopProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  const { modules, goods, exchanges, coupons } = state.shop;
  const moduleIds = new Set(modules.map((module) => module.moduleId));
  const stocked = new Map<string, number>();
  for (const [i, good] of goods.entries()) {
    const at = `state.shop.goods[${i}]`;
    if (!moduleIds.has(good.moduleId)) return `${at}.moduleId: no module "${good.moduleId}"`;
    if (!wholeAtLeast(good.price, 0)) return `${at}.price: whole points, not negative`;
    if (good.perPlayerLimit !== null && !wholeAtLeast(good.perPlayerLimit, 1)) return `${at}.perPlayerLimit: a whole number above 0, or null`;
    const bad = good.restocks.findIndex((restock) => !wholeAtLeast(restock.quantity, 0));
    if (bad >= 0) return `${at}.restocks[${bad}].quantity: a whole number, not negative`;
    stocked.set(good.goodsId, good.restocks.reduce((sum, restock) => sum + restock.quantity, 0));
  }
  const couponIds = new Set(coupons.map((coupon) => coupon.couponId));
  const pointsEntries = new Set(state.points.entries.map((entry) => entry.id));
  const sold = new Map<string, number>();
  for (const [i, exchange] of exchanges.entries()) {
    const at = `state.shop.exchanges[${i}]`;
    if (!accounts.has(exchange.accountId)) return `${at}.accountId: no account "${exchange.accountId}"`;
    if (!stocked.has(exchange.goodsId)) return `${at}.goodsId: no good "${exchange.goodsId}"`;
    if (!couponIds.has(exchange.couponId)) return `${at}.couponId: no coupon "${exchange.couponId}"`;
    if (!pointsEntries.has(exchange.pointsEntryId)) return `${at}.pointsEntryId: no points entry "${exchange.pointsEntryId}"`;
    sold.set(exchange.goodsId, (sold.get(exchange.goodsId) ?? 0) + 1);
    if (sold.get(exchange.goodsId)! > stocked.get(exchange.goodsId)!) return `${at}: sells good "${exchange.goodsId}" beyond its stock (${stocked.get(exchange.goodsId)})`;
  }
  const exchangeIds = new Set(exchanges.map((exchange) => exchange.exchangeId));
  for (const [i, coupon] of coupons.entries()) {
    const at = `state.shop.coupons[${i}]`;
    if (!accounts.has(coupon.accountId)) return `${at}.accountId: no account "${coupon.accountId}"`;
    if (!stocked.has(coupon.goodsId)) return `${at}.goodsId: no good "${coupon.goodsId}"`;
    if (!exchangeIds.has(coupon.exchangeId)) return `${at}.exchangeId: no exchange "${coupon.exchangeId}"`;
  }
  return indexProblem(state.shop.byKey, exchanges.length, 'state.shop.byKey');
}

/** The lottery: tickets whole and adding up (earned = available + entered + forfeited), entries an account's in a draw that exists. */
function lotteryProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  for (const [accountId, tickets] of Object.entries(state.lottery.tickets)) {
    const at = `state.lottery.tickets[${JSON.stringify(accountId)}]`;
    if (!accounts.has(accountId)) return `${at}: no account "${accountId}"`;
    const field = (['available', 'earned', 'entered', 'forfeited', 'stakeCarry', 'depositCarry'] as const).find((name) => !wholeAtLeast(tickets[name], 0));
    if (field) return `${at}.${field}: a whole number, not negative`;
    if (tickets.available + tickets.entered + tickets.forfeited !== tickets.earned) return `${at}: available, entered and forfeited do not add up to earned`;
  }
  const draws = new Set(state.lottery.draws.map((draw) => draw.id));
  for (const [i, entry] of state.lottery.entries.entries()) {
    if (!accounts.has(entry.accountId)) return `state.lottery.entries[${i}].accountId: no account "${entry.accountId}"`;
    if (!draws.has(entry.drawId)) return `state.lottery.entries[${i}].drawId: no draw "${entry.drawId}"`;
    if (entry.prize !== null && !wholeAtLeast(entry.prize, 0)) return `state.lottery.entries[${i}].prize: whole yen, not negative`;
  }
  return undefined;
}

/** Tournaments: a player entrant or winner is an account; prizes are not negative. */
function tournamentsProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  for (const [i, tournament] of state.tournaments.list.entries()) {
    const at = `state.tournaments.list[${i}]`;
    const entrant = tournament.entrants.findIndex((e) => e.accountId !== null && !accounts.has(e.accountId));
    if (entrant >= 0) return `${at}.entrants[${entrant}].accountId: no account "${tournament.entrants[entrant]!.accountId}"`;
    for (const [j, winner] of (tournament.winners ?? []).entries()) {
      if (winner.accountId !== null && !accounts.has(winner.accountId)) return `${at}.winners[${j}].accountId: no account "${winner.accountId}"`;
      if (!(Number.isFinite(winner.amount) && winner.amount >= 0)) return `${at}.winners[${j}].amount: not negative`;
    }
  }
  return undefined;
}

const ACCOUNT_STATUSES: readonly string[] = ['ACTIVE', 'DISABLED'] satisfies Account['status'][];
const SECOND_FACTORS: readonly string[] = ['NONE', 'GOOGLE', 'EMAIL', 'PHONE'] satisfies SecondFactor[];
const WALLET_TYPES: readonly string[] = ['COMMON', 'PROMOTION'] satisfies WalletType[];
/** The contract's CurrencyCode (components.yaml): what every balance and movement is answered in. */
const CURRENCY = /^[A-Z]{3,5}$/;

/** Accounts: the closed sets the login and the wallet read branch on (a stranger there answered 500). */
function accountsProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  for (const [i, account] of state.accounts.list.entries()) {
    if (!ACCOUNT_STATUSES.includes(account.status)) return `state.accounts.list[${i}].status: one of ${ACCOUNT_STATUSES.join(', ')}`;
    if (!SECOND_FACTORS.includes(account.secondFactor)) return `state.accounts.list[${i}].secondFactor: one of ${SECOND_FACTORS.join(', ')}`;
  }
  for (const [accountId, refs] of Object.entries(state.wallet.holdings)) {
    if (!accounts.has(accountId)) return `state.wallet.holdings.${accountId}: no account "${accountId}"`;
    for (const [j, ref] of refs.entries()) {
      if (!WALLET_TYPES.includes(ref.walletType)) return `state.wallet.holdings.${accountId}[${j}].walletType: one of ${WALLET_TYPES.join(', ')}`;
      if (!CURRENCY.test(ref.currency)) return `state.wallet.holdings.${accountId}[${j}].currency: a currency code (${CURRENCY.source})`;
    }
  }
  return undefined;
}

/** Wallets: a player's ledger account names an account, and no player's wallet is below zero. */
function walletProblem(state: MockState, accounts: ReadonlySet<string>): string | undefined {
  const balances = new Map<string, number>();
  for (const [i, transaction] of state.wallet.transactions.entries()) {
    if (!CURRENCY.test(transaction.currency)) return `state.wallet.transactions[${i}].currency: a currency code (${CURRENCY.source})`;
    for (const [j, posting] of transaction.postings.entries()) {
      const player = /^player:(.*):(COMMON|PROMOTION)$/.exec(posting.account);
      if (!player) continue;
      if (!accounts.has(player[1]!)) return `state.wallet.transactions[${i}].postings[${j}].account: no account "${player[1]}"`;
      const key = `${posting.account} ${transaction.currency}`;
      balances.set(key, (balances.get(key) ?? 0) + posting.amount);
    }
  }
  for (const [key, balance] of balances) if (balance < 0) return `state.wallet.transactions: the wallet ${key} ends below zero (${balance})`;
  return undefined;
}

/** The first broken reference or impossible amount in a state whose shape already fits. */
export function integrityProblem(state: MockState, operations: readonly OperationDef[]): string | undefined {
  const accounts = new Set(state.accounts.list.map((account) => account.id));
  return (
    contractSliceProblem(state, operations) ??
    sliceSchemaProblem(state) ??
    pointsProblem(state, accounts) ??
    shopProblem(state, accounts) ??
    lotteryProblem(state, accounts) ??
    tournamentsProblem(state, accounts) ??
    accountsProblem(state, accounts) ??
    walletProblem(state, accounts)
  );
}
