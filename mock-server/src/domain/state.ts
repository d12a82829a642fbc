import { base, en, Faker, ja } from '@faker-js/faker';
import { noBets, type BetsSlice } from './bets/state.ts';
import { seedFreeBets } from './bets/free-bets.ts';
import { noChat, type ChatSlice } from './chat/state.ts';
import { noWithdrawals, type WithdrawalsSlice } from './cashier/withdrawals.ts';
import { noDeposits, type DepositsSlice } from './cashier/deposits.ts';
import { seedContent, type ContentSlice } from './content/seed.ts';
import { noEvents, type EventsSlice } from './events/events.ts';
import { catalogueFor } from './games/catalogue.ts';
import { noPlayerGames, type PlayerGamesSlice } from './games/player-games.ts';
import { displayLoginName } from './identity/credentials.ts';
import { initialKeyRing } from './identity/key-ring.ts';
import { SEEDED_AT, seedAccounts } from './identity/seed.ts';
import type { IdentitySlice } from './identity/state.ts';
import { createThirdPartyStore } from './identity/third-party.ts';
import { seedDocuments } from './kyc/seed.ts';
import type { KycSlice } from './kyc/state.ts';
import { seedProfiles } from './profile/seed.ts';
import { registerPromotionPictures } from './promotions/catalogue.ts';
import { seedCodes } from './promotions/codes.ts';
import { noPromotions, type PromotionsSlice } from './promotions/state.ts';
import type { ProfileSlice } from './profile/state.ts';
import { seedRates, type RatesSlice } from './rates/rates.ts';
import type { ReferralProgrammeSlice, ReferralsSlice } from './referrals/referrals.ts';
import { seedSelfControl } from './responsible-gaming/seed.ts';
import type { SelfControlSlice } from './responsible-gaming/self-control.ts';
import { commonConfig, type CommonConfig } from './shared/common-config.ts';
import type { MediaSpec } from './shared/media.ts';
import type { CaptchaSlice } from './verification/captcha.ts';
import type { CodesSlice } from './verification/codes.ts';
import type { SentCodesSlice } from './verification/sent-codes.ts';
import { seedWallets } from './wallet/seed.ts';
import type { WalletSlice } from './wallet/state.ts';
import { noGuessGames, type GuessGamesSlice } from './guess-games/guess-games.ts';
import { noLottery, type LotterySlice } from './lottery/lottery.ts';
import { noTournaments, type TournamentsSlice } from './tournaments/tournaments.ts';
import { noWins, type WinsSlice } from './wins/wins.ts';
import type { LoginHistorySlice } from './identity/login-history.ts';
import type { JumpSlice } from './jump/jump.ts';
import { noNotices, type NoticesSlice } from './notices/state.ts';
import { noPoints, type PointsSlice } from './points/state.ts';
import { seedShop } from './shop/seed.ts';
import type { ShopSlice } from './shop/state.ts';

/**
 * The composition root of a session's state: every slice's state, built from the slices' seeds.
 * Slices never import this file; a function that needs several slices is a use case
 * (src/use-cases) and takes the slices it needs. Plain data throughout: structuredClone-able.
 */
export type MockState = { seed: number; config: CommonConfig } & IdentitySlice &
  CodesSlice &
  SentCodesSlice &
  CaptchaSlice &
  ProfileSlice &
  KycSlice &
  SelfControlSlice &
  WalletSlice &
  DepositsSlice &
  RatesSlice &
  ContentSlice &
  ReferralsSlice &
  WithdrawalsSlice &
  PlayerGamesSlice &
  BetsSlice &
  EventsSlice &
  ReferralProgrammeSlice &
  TournamentsSlice &
  LotterySlice &
  GuessGamesSlice &
  WinsSlice &
  ChatSlice &
  PromotionsSlice &
  PointsSlice &
  ShopSlice &
  NoticesSlice &
  LoginHistorySlice &
  JumpSlice;

interface Baseline {
  state: MockState;
  /** Images of this seed by "<kind>/<name>"; shared by every session, never copied. */
  media: Map<string, MediaSpec>;
}

export const DEFAULT_SEED = 1;

/** The game each seeded player's welcome free bet is on: AMIGO's first pachislot. */
const welcomeFreeBetGame = (seed: number) => catalogueFor(seed).games.find((g) => g.providerCode === 'AMIGO' && g.gameType === 'PACHISLOT')?.gameId;

function buildBaseline(seed: number): Baseline {
  // ja first: where faker writes text it should read as Japanese.
  const faker = new Faker({ locale: [ja, en, base], seed });
  const media = new Map<string, MediaSpec>();
  const config = commonConfig();
  // Seeded once per baseline: the password hash is paid for here, not per session.
  const accounts = seedAccounts(config);
  const seeded = accounts.list.map((a) => ({ id: a.id, name: displayLoginName(a.loginName, config.loginNamePrefix) }));
  registerPromotionPictures(media);
  const state: MockState = {
    seed,
    config,
    ...seedContent(faker, seed, media),
    accounts,
    keyRing: initialKeyRing(),
    loginKeys: {},
    fingerprints: {},
    thirdParty: createThirdPartyStore(),
    codes: {},
    inbox: [],
    sentCodes: {},
    captchas: {},
    profiles: seedProfiles(seeded),
    kyc: seedDocuments(seeded),
    selfControl: seedSelfControl(seeded),
    wallet: seedWallets(seeded, config.currency, SEEDED_AT),
    deposits: noDeposits(),
    rates: seedRates(),
    referralLinkLogs: [],
    referralLogCount: 0,
    withdrawals: noWithdrawals(),
    ...noPlayerGames(),
    bets: noBets(seed, seedFreeBets(seeded, welcomeFreeBetGame(seed), config.currency, SEEDED_AT)),
    events: noEvents(),
    referralInvitees: {},
    tournaments: noTournaments(),
    lottery: noLottery(),
    guessGames: noGuessGames(),
    wins: noWins(),
    chat: noChat(),
    promotions: noPromotions(seedCodes(SEEDED_AT)),
    points: noPoints(),
    shop: seedShop(seed),
    notices: noNotices(),
    loginHistory: {},
    jump: {},
  };
  return { state, media };
}

const BASELINE_CACHE_LIMIT = 16;
const baselines = new Map<number, Baseline>();

/** The seeded baseline, built once per seed and kept (a few seeds at most). */
export function baselineFor(seed: number): Baseline {
  let baseline = baselines.get(seed);
  if (!baseline) {
    baseline = buildBaseline(seed);
    if (baselines.size >= BASELINE_CACHE_LIMIT) baselines.delete(baselines.keys().next().value!);
    baselines.set(seed, baseline);
  }
  return baseline;
}

/** A fresh, independent copy of a seed's state for a new or reset session. */
export function freshState(seed: number): MockState {
  return structuredClone(baselineFor(seed).state);
}
