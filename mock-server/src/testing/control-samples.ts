// A working call of every control operation, and the refusals each answers of its own (an
// unknown thing 404, a conflict 409, a bad field 400), for tests that walk the whole control API.
// Typed by the generated operation table: a new control operation needs its samples here.
import type { FastifyInstance } from 'fastify';
import type { ControlSample } from './control-sample-types.ts';
import type { ControlOperationId } from '../contract.ts';
import { sendMessage } from '../domain/verification/inbox.ts';
import { admin, call, sendValid, validRequests } from './app.ts';
import { chatDeskSamples, competitionSamples } from './control-samples-engagement.ts';
import { grantPromotion } from './bonuses.ts';
import { gameOf, launched } from './machines.ts';
import { picture } from './pictures.ts';
import { bearer, loginAs } from './players.ts';

export type { ControlCall, ControlSample } from './control-sample-types.ts';

const REDIRECT = 'http://localhost:5173/elseLogin/line';

async function pendingThirdPartyState(app: FastifyInstance, session: string): Promise<string> {
  const started = await call(app, 'startThirdPartyLogin', { session, body: { thirdPartyType: 'line', redirectUri: REDIRECT } });
  return started.json().data.state as string;
}

async function pendingBuyCrypto(app: FastifyInstance, session: string): Promise<string> {
  return (await sendValid(app, 'startBuyCrypto', session)).json().data.orderId as string;
}

async function bankDeposit(app: FastifyInstance, session: string): Promise<string> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  return (await call(app, 'createBankDeposit', { session, headers, body: validRequests.createBankDeposit.body })).json().data.orderId as string;
}

async function openSportsBet(app: FastifyInstance, session: string): Promise<{ betId: string; stake: number }> {
  const { token, game } = await launched(app, session, 'sports');
  const bet = await call(app, 'playMachineRound', { session, body: { token, roundId: `${session}-round`, stake: game.minBet, selection: 'HOME' } });
  return { betId: bet.json().data.betId as string, stake: game.minBet };
}

async function documentWaitingForReview(app: FastifyInstance, session: string): Promise<void> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const body = { documentType: 'PASSPORT', side: 'FRONT', mimeType: 'image/png', image: await picture('png') };
  await call(app, 'uploadIdDocument', { session, headers, body });
}

export const controlSamples: Record<ControlOperationId, ControlSample> = {
  getMockHealth: () => [{ url: '/__mock/health' }],
  getControlContract: () => [{ url: '/__mock/openapi.json' }],
  resetMockSession: () => [{ url: '/__mock/reset', body: { seed: 2 } }, { url: '/__mock/reset', body: { seed: 'x' } }],
  listScenarios: async (app, session) => {
    // Armed with everything a scenario can carry, fired once and missed once: every field listed.
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 10004, msg: 'm', times: 3, match: { locale: 'en-US' } }, session);
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getTimeZones', data: [], delayMs: 1, times: 0 }, session);
    await call(app, 'getMarquee', { session, body: { locale: 'en-US' } });
    await call(app, 'getMarquee', { session, body: { locale: 'ja-JP' } });
    return [{ url: '/__mock/scenarios' }];
  },
  armScenario: () => [
    { url: '/__mock/scenarios', body: { operation: 'login', code: 100702, httpStatus: 200, times: 2 } },
    { url: '/__mock/scenarios', body: { operation: 'getMarque' } },
  ],
  clearScenarios: () => [{ url: '/__mock/scenarios' }],
  disarmScenario: async (app, session) => {
    const { id } = (await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', fault: 'reset' }, session)).json();
    return [{ url: `/__mock/scenarios/${id}` }, { url: `/__mock/scenarios/${id}` }];
  },
  listPresets: () => [{ url: '/__mock/presets' }],
  applyPreset: () => [{ url: '/__mock/presets/key-rotated' }, { url: '/__mock/presets/kicked-elsewhere' }, { url: '/__mock/presets/nope' }],
  readJournal: async (app, session) => {
    // A GET, a POST without a body, a refused body and an ordinary call: every shape of entry.
    await call(app, 'getTimeZones', { session });
    await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { 'x-mock-session': session } });
    await call(app, 'getMarquee', { session, body: { locale: 'xx' } });
    await call(app, 'login', { ...validRequests.login, session });
    return [{ url: '/__mock/journal' }, { url: '/__mock/journal?limit=2&since=1&operation=login' }, { url: '/__mock/journal?order=desc&limit=1' }, { url: '/__mock/journal?limit=0' }];
  },
  clearJournal: () => [{ url: '/__mock/journal' }],
  listCodes: () => [{ url: '/__mock/codes' }],
  readCoverage: async (app, session) => {
    await call(app, 'getMarquee', { session, body: { locale: 'ja-JP' } });
    return [{ url: '/__mock/coverage' }, { url: '/__mock/coverage?scope=server' }, { url: '/__mock/coverage?scope=x' }];
  },
  readInbox: (app, session) => {
    sendMessage(app.mock.sessions.get(session).state, { to: '+81 9055556666', channel: 'sms', purpose: 'register', code: '482913', text: 'code', time: new Date().toISOString() });
    return [{ url: '/__mock/inbox?to=09055556666&purpose=register' }, { url: '/__mock/inbox?purpose=x' }];
  },
  pushMessage: () => [
    { url: '/__mock/push', body: { topic: 'wallet', payload: { walletType: 'COMMON', currency: 'JPY', amount: 1 }, loginName: 'qcplayer01' } },
    { url: '/__mock/push', body: { topic: 'nope', payload: {} } },
  ],
  readClock: () => [{ url: '/__mock/clock' }],
  setClock: () => [{ url: '/__mock/clock', body: { advanceMs: 1000 } }, { url: '/__mock/clock', body: { now: 'yesterday' } }],
  listMockAccounts: () => [{ url: '/__mock/accounts' }],
  getCaptchaAnswer: async (app, session) => {
    const { captchaId } = (await call(app, 'generateSliderCaptcha', { session, body: { use: 1 } })).json().data;
    return [{ url: `/__mock/captcha/${captchaId}` }, { url: '/__mock/captcha/nope' }];
  },
  rotatePublicKey: () => [{ url: '/__mock/keys/rotate' }],
  reviewKyc: async (app, session) => {
    await documentWaitingForReview(app, session);
    const review = (body: unknown) => ({ url: '/__mock/kyc/review', body });
    return [
      review({ loginName: 'qcplayer01', status: 'APPROVED', reason: 'EXPIRED' }),
      review({ loginName: 'qcplayer01', status: 'REJECTED', reason: 'NAME_MISMATCH' }),
      review({ loginName: 'qcplayer01', status: 'APPROVED' }),
      review({ loginName: 'qcnobody01', status: 'APPROVED' }),
    ];
  },
  adjustWallet: () => {
    const adjust = (body: unknown) => ({ url: '/__mock/wallets/adjust', body });
    return [
      adjust({ loginName: 'qcplayer01', amount: 2500.5, walletType: 'PROMOTION', idempotencyKey: 'k1' }),
      adjust({ loginName: 'qcplayer01', amount: 0 }),
      adjust({ loginName: 'qcnobody01', amount: 1 }),
      adjust({ loginName: 'qcplayer01', amount: -10_000_000 }),
    ];
  },
  readLedger: () => [{ url: '/__mock/ledger?loginName=qcplayer01' }, { url: '/__mock/ledger' }, { url: '/__mock/ledger?loginName=qcnobody01' }],
  listOrders: async (app, session) => {
    await bankDeposit(app, session);
    return [{ url: '/__mock/orders?loginName=qcplayer01' }, { url: '/__mock/orders?kind=x' }, { url: '/__mock/orders?loginName=qcnobody01' }];
  },
  settleOrder: async (app, session) => {
    const orderId = await bankDeposit(app, session);
    const settle = (id: string, status: string) => ({ url: `/__mock/orders/${id}/settle`, body: { status } });
    return [settle(orderId, 'paid'), settle(orderId, 'paid'), settle(orderId, 'x'), settle('D20991231999999', 'paid')];
  },
  listGames: () => [{ url: '/__mock/games?playType=PACHINKO&limit=2' }, { url: '/__mock/games?playType=x' }],
  listBets: async (app, session) => {
    await openSportsBet(app, session);
    return [{ url: '/__mock/bets?loginName=qcplayer01&status=OPEN' }, { url: '/__mock/bets?status=x' }, { url: '/__mock/bets?loginName=qcnobody01' }];
  },
  settleBet: async (app, session) => {
    const { betId, stake } = await openSportsBet(app, session);
    const settle = (id: string, body: unknown) => ({ url: `/__mock/bets/${id}/settle`, body });
    return [settle(betId, { result: 'win' }), settle(betId, { result: 'win', payout: stake * 2 }), settle(betId, { result: 'lose' }), settle('B-nope', { result: 'void' })];
  },
  showThirdPartyConsent: async (app, session) => {
    const state = await pendingThirdPartyState(app, session);
    const redirect = encodeURIComponent(REDIRECT);
    return [{ url: `/__mock/oauth/line/authorize?state=${state}&redirect_uri=${redirect}` }, { url: `/__mock/oauth/line/authorize?state=nope&redirect_uri=${redirect}` }];
  },
  decideThirdPartyConsent: async (app, session) => {
    const state = await pendingThirdPartyState(app, session);
    return [
      { url: '/__mock/oauth/line/authorize', form: { state, decision: 'approve' } },
      { url: '/__mock/oauth/line/authorize', form: { state, decision: 'approve' } },
    ];
  },
  getFingerprintAgent: () => [{ url: '/__mock/fingerprint/agent.js' }],
  showBuyCryptoPage: async (app, session) => [{ url: `/__mock/buy-crypto/${await pendingBuyCrypto(app, session)}` }, { url: '/__mock/buy-crypto/D1' }],
  decideBuyCrypto: async (app, session) => {
    const orderId = await pendingBuyCrypto(app, session);
    return [
      { url: `/__mock/buy-crypto/${orderId}`, form: { decision: 'pay' } },
      { url: `/__mock/buy-crypto/${orderId}`, form: { decision: 'pay' } },
    ];
  },
  exportSnapshot: async (app, session) => {
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'login', code: 100702, times: 2 }, session);
    return [{ url: '/__mock/snapshot' }];
  },
  loadSnapshot: async (app, session) => {
    const snapshot = (await admin(app, 'GET', '/__mock/snapshot', undefined, session)).json();
    return [{ url: '/__mock/snapshot', body: snapshot }, { url: '/__mock/snapshot', body: { ...snapshot, version: 2 } }];
  },
  listMockSessions: () => [{ url: '/__mock/sessions' }],
  ...competitionSamples,
  showAppHarness: () => [{ url: '/__mock/app' }, { url: '/__mock/app?os=android&path=%2Fslots' }, { url: '/__mock/app?os=windows' }],
  getAppHarnessAsset: () => [{ url: '/__mock/app/assets/harness.js' }, { url: '/__mock/app/assets/harness.css' }, { url: '/__mock/app/assets/nope.js' }],
  answerAppSignIn: async (app, session) => {
    const state = await pendingThirdPartyState(app, session);
    const answer = (body: unknown) => ({ url: '/__mock/app/sign-in', body });
    return [
      answer({ provider: 'line', state, decision: 'approve' }),
      answer({ provider: 'line', state, decision: 'approve' }),
      answer({ provider: 'line', state: await pendingThirdPartyState(app, session), decision: 'deny' }),
      answer({ provider: 'line', state, decision: 'maybe' }),
    ];
  },
  readSiteRelease: () => [{ url: '/__mock/site/release' }],
  releaseSiteBuild: () => [{ url: '/__mock/site/release', body: {} }, { url: '/__mock/site/release', body: { release: 9 } }],
  ...chatDeskSamples,
  listMockBonuses: async (app, session) => {
    await grantPromotion(app, session, 'pachislot-free-spins');
    return [{ url: '/__mock/bonuses?loginName=qcplayer01' }, { url: '/__mock/bonuses' }, { url: '/__mock/bonuses?loginName=qcnobody01' }];
  },
  grantMockPromotion: () => {
    const grant = (body: unknown) => ({ url: '/__mock/promotions/grant', body });
    return [
      grant({ loginName: 'qcplayer01', promotionId: 'reload-weekly', amount: 1000 }),
      grant({ loginName: 'qcplayer01', promotionId: 'pachislot-free-spins', amount: 5 }),
      grant({ loginName: 'qcnobody01', promotionId: 'reload-weekly' }),
      ...Array.from({ length: 10 }, () => grant({ loginName: 'qcplayer01', promotionId: 'welcome-no-deposit' })),
    ];
  },
  listMockBonusCodes: () => [{ url: '/__mock/bonus-codes' }],
  setMockTimedOffers: () => [{ url: '/__mock/timed-offers', body: { enabled: false } }, { url: '/__mock/timed-offers', body: { enabled: 'no' } }],
  createMockBonusCode: () => {
    const create = (body: unknown) => ({ url: '/__mock/bonus-codes', body });
    return [
      create({ code: 'summer2026', promotionId: 'code-bonus-1000', expiresAt: '2026-12-31T15:00:00.000Z', uses: 100 }),
      create({ code: 'no', promotionId: 'code-bonus-1000' }),
      create({ code: 'NOPROMO1', promotionId: 'nope' }),
      create({ code: 'SUMMER2026', promotionId: 'code-bonus-1000' }),
    ];
  },
  getPlayerContract: () => [{ url: '/__mock/player-openapi.json' }],
  readContractCheck: () => [{ url: '/__mock/contract-check' }],
  createMockPlayer: () => [
    { url: '/__mock/players', body: { name: 'samplea1', balance: 1000, email: 'samplea1@example.com', secondFactor: 'GOOGLE', locale: 'en-US' } },
    { url: '/__mock/players' },
    { url: '/__mock/players', body: { name: 'player01' } },
    { url: '/__mock/players', body: { name: 'a!' } },
  ],
  startPlayerSession: () => [
    { url: '/__mock/players/qcplayer01/session', body: { deviceId: 'sample-device' } },
    { url: '/__mock/players/qcplayer01/session', body: { deviceId: 'sample-device-2', keepOtherSessions: true } },
    { url: '/__mock/players/player01/session' },
    { url: '/__mock/players/qcdisabled01/session' },
    { url: '/__mock/players/qcnobody01/session' },
    { url: '/__mock/players/qcplayer01/session', body: { deviceId: '' } },
  ],
  openPlayerWithdrawal: () => [
    { url: '/__mock/players/qcplayer01/withdrawals', body: { amount: 10000 } },
    { url: '/__mock/players/qcplayer01/withdrawals', body: { amount: 10000 } },
    { url: '/__mock/players/qcverify01/withdrawals', body: { amount: 1 } },
    { url: '/__mock/players/qcnobody01/withdrawals', body: { amount: 10000 } },
  ],
  setPlayerSelfControl: () => [
    { url: '/__mock/players/qcplayer01/self-control', body: { type: 'COOLING_OFF', days: 7 } },
    { url: '/__mock/players/qcplayer01/self-control', body: { type: 'COOLING_OFF', days: 1 } },
    { url: '/__mock/players/qcplayer01/self-control', body: { type: 'DEPOSIT_LIMIT', amount: 5000 } },
    { url: '/__mock/players/qcnobody01/self-control', body: { type: 'COOLING_OFF', days: 7 } },
  ],
  // Without --proxy both are a 409; proxySamples has them on a proxying server.
  readProxyRecording: () => [{ url: '/__mock/proxy/recording' }],
  clearProxyRecording: () => [{ url: '/__mock/proxy/recording' }],
  placePlayerBet: async (app, session) => {
    // A player on a break: the launch refuses, as the player's own would.
    await admin(app, 'POST', '/__mock/players/qcverify01/self-control', { type: 'COOLING_OFF', days: 1 }, session);
    const sports = gameOf('sports').gameId;
    return [
      { url: '/__mock/players/qcplayer01/bets', body: { game: sports, stake: 1000 } },
      { url: '/__mock/players/qcplayer01/bets', body: { game: gameOf('pachinko').gameId } },
      { url: '/__mock/players/qcplayer01/bets', body: { game: 'no such game' } },
      { url: '/__mock/players/qcverify01/bets', body: { game: sports } },
    ];
  },
  playPachislotHistory: async (app, session) => {
    // A player on a break: no play, as the machine would refuse it.
    await admin(app, 'POST', '/__mock/players/qcverify01/self-control', { type: 'COOLING_OFF', days: 1 }, session);
    const history = (body: unknown, player = 'qcplayer01') => ({ url: `/__mock/players/${player}/pachislot-history`, body });
    return [
      history({ rounds: 20, seed: 35 }),
      history({ rounds: 20, seed: 35, game: gameOf('pachinko').gameId }),
      history({ rounds: 20, seed: 35, game: 'no such game' }),
      history({ rounds: 20, seed: 35 }, 'qcverify01'),
    ];
  },
  grantPoints: () => {
    const grant = (body: unknown) => ({ url: '/__mock/points/grant', body });
    return [
      grant({ loginName: 'qcplayer01', points: 500, idempotencyKey: 'qa-1', validityDays: 30 }),
      grant({ loginName: 'qcplayer01', points: 0 }),
      grant({ loginName: 'qcnobody01', points: 1 }),
      grant({ loginName: 'qcplayer01', points: -100_000 }),
    ];
  },
  readPoints: () => [{ url: '/__mock/points?loginName=qcplayer01' }, { url: '/__mock/points' }, { url: '/__mock/points?loginName=qcnobody01' }],
  upsertShopGoods: () => {
    const goods = (body: unknown) => ({ url: '/__mock/shop/goods', body });
    return [
      goods({ goodsId: 'G-CASH-1000', restock: 5, saleEndsAt: null }),
      goods({ goodsId: 'G-QA-1', moduleId: 'cash', title: { 'ja-JP': 'QA', 'en-US': 'QA', 'zh-CN': 'QA' }, description: 'QA', kind: 'FREE_SPINS', rounds: 5, amount: 100, price: 10, restock: 1, perPlayerLimit: null, saleStartsAt: '2026-01-01T00:00:00.000Z', couponValidityDays: 7 }),
      goods({ goodsId: 'G-QA-2', title: 'missing module' }),
      goods({ goodsId: 'G-QA-3', moduleId: 'nope', title: 'QA', kind: 'REDEMPTION_CODE', price: 1 }),
    ];
  },
  publishNotice: () => {
    const notice = (body: unknown) => ({ url: '/__mock/notices', body });
    return [
      notice({ loginName: '*', title: { 'ja-JP': 'お知らせ', 'en-US': 'News', 'zh-CN': '通知' }, content: 'QA', important: true, category: 'NEWS', linkPath: '/promo' }),
      notice({ loginName: 'qcplayer01', title: '' }),
      notice({ loginName: 'qcnobody01', title: 'QA', content: 'QA' }),
    ];
  },
};

/** The calls that answer only on a server started with --proxy (its backend another mock server). */
export const proxySamples: Partial<Record<ControlOperationId, ControlSample>> = {
  readProxyRecording: async (app, session) => {
    await call(app, 'getMarquee', { session, body: { locale: 'ja-JP' } });
    await call(app, 'login', { ...validRequests.login, session });
    return [{ url: '/__mock/proxy/recording' }];
  },
  clearProxyRecording: () => [{ url: '/__mock/proxy/recording' }],
};
