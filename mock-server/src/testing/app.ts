import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { OperationId } from '../contract.ts';
import { SEEDED_PASSWORD } from '../domain/identity/seed.ts';
import { PUBLIC_KEY_PEM } from '../domain/shared/common-config.ts';
import { encryptPassword } from './crypto.ts';
import { admin, call, type CallOptions, type ValidRequest } from './inject.ts';
import { competitionRequests } from './competitions.ts';
import { bonusRequests } from './bonus-requests.ts';
import { gameOf, withFreeBet, withLaunch } from './machines.ts';
import { picture } from './pictures.ts';
import { asPlayer, bearer, latestCode, loginAs, solveSlider } from './players.ts';
import { securityRequests } from './security-requests.ts';

export { admin, call, type CallOptions, type ValidRequest } from './inject.ts';

const open: FastifyInstance[] = [];

/**
 * A mock app as tests use it: responses validated against the contract, and any contract
 * violation fails the test that caused it. Closed after each test (testing/setup.ts).
 */
export async function testApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ validateResponses: true, ...options });
  open.push(app);
  return app;
}

/** Closes the apps the test built and fails it on any answer that broke the contract. */
export async function closeTestApps(): Promise<void> {
  const apps = open.splice(0);
  for (const app of apps) {
    await app.close();
    expect(app.mock.contractViolations, 'responses that broke the contract').toEqual([]);
  }
}


// Under the committed dev key every fresh session serves (domain/keys): fixed samples can carry it.
const sealed = (password: string) => encryptPassword(PUBLIC_KEY_PEM, password);
const SLIDER = { captchaId: '3f0b9a4e-0c1d-4f7e-9d2a-5b6c7d8e9f00', captcha: 'eyJ4IjoxMjMsInkiOjQ1fQ==' };
/** qcplayer01's phone, and a Japanese mobile number nobody has. */
const PLAYER_PHONE = { phonePrefix: '0081', phone: '9012345678' };
const FREE_PHONE = { phonePrefix: '0081', phone: '9055556666' };
const REDIRECT = 'http://localhost:5173/elseLogin/line';
/** A 1x1 PNG: a real picture, too small to pass the KYC review later. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PERSONAL = {
  realName: '山田 太郎',
  realNameKana: 'ヤマダ タロウ',
  birthday: '1990-04-12',
  address: { country: 'JP', postalCode: '150-0041', region: '東京都', city: '渋谷区', line1: '神南1-2-3', line2: 'サンプルビル501' },
};


const BANK_WITHDRAWAL = { amount: 10000, currency: 'JPY', bankName: 'みずほ銀行', branchName: '渋谷支店', accountType: 'ORDINARY', accountNumber: '1234567', accountHolder: 'ヤマダ タロウ', idempotencyKey: 'sample-bank-0001' };
const CRYPTO_WITHDRAWAL = { amount: 10000, currency: 'JPY', coin: 'USDT', network: 'TRON', address: 'TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP', idempotencyKey: 'sample-crypto-0001' };
const WALLET_TRANSFER = { from: 'PROMOTION', to: 'COMMON', amount: 1000, currency: 'JPY', idempotencyKey: 'sample-transfer-0001' };

/**
 * qcplayer01 with approved identity documents (every crypto withdrawal needs them): a readable
 * picture uploaded, then the mock's review 10 minutes later on the session clock.
 */
export const identityApproved =
  (body: unknown) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => {
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const image = await picture('png');
    const uploaded = await call(app, 'uploadIdDocument', { session, headers, body: { documentType: 'PASSPORT', side: 'FRONT', mimeType: 'image/png', image } });
    expect(uploaded.json(), 'the identity document upload').toMatchObject({ code: 200 });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 11 * 60_000 }, session);
    return { headers, body };
  };

/** qcplayer01 with a bank withdrawal open, and the request that cancels it. */
async function withOpenWithdrawal(app: FastifyInstance, session: string): Promise<CallOptions> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const created = await call(app, 'createBankWithdrawal', { session, headers, body: { ...BANK_WITHDRAWAL, idempotencyKey: `cancel-sample-${session}` } });
  return { headers, body: { orderId: created.json().data.orderId } };
}

/** qcplayer01 with points granted by QA, and the exchange of the ¥1,000 cash coupon. */
const EXCHANGE = { goodsId: 'G-CASH-1000', idempotencyKey: 'sample-exchange-0001' };
async function withPoints(app: FastifyInstance, session: string): Promise<CallOptions> {
  await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points: 5000 }, session);
  return asPlayer('qcplayer01', EXCHANGE)(app, session);
}

/** qcplayer01 holding an unused coupon (an exchange), and the request that uses it. */
async function withCoupon(app: FastifyInstance, session: string): Promise<CallOptions> {
  const { headers } = await withPoints(app, session);
  const exchanged = await call(app, 'exchangePoints', { session, headers, body: EXCHANGE });
  return { headers, body: { couponId: exchanged.json().data.coupon.couponId } };
}

/** qcplayer01 with a notice QA published, and the request that reads it. */
async function withNotice(app: FastifyInstance, session: string): Promise<CallOptions> {
  const published = await admin(app, 'POST', '/__mock/notices', { loginName: 'qcplayer01', title: 'QA', content: 'QA notice' }, session);
  return asPlayer('qcplayer01', { recordId: published.json().published[0].recordId })(app, session);
}

/** Forgot password by phone up to a verified captchaId (what recover and reset need). */
async function verifiedReset(app: FastifyInstance, session: string): Promise<string> {
  const slider = await solveSlider(app, { session, use: 5 });
  const sent = await call(app, 'sendValidationCode', { session, body: { use: 5, purpose: 5, ...slider, ...PLAYER_PHONE } });
  const { captchaId } = sent.json().data;
  const code = await latestCode(app, '+81 9012345678', session);
  await call(app, 'verifyValidationCode', { session, body: { captchaId, code, ...PLAYER_PHONE, purpose: 5 } });
  return captchaId;
}

const BANK_DEPOSIT = { bankCode: '0009', amount: 10000 };
const gameRef = (kind: 'pachinko' | 'slot') => ({ gameId: gameOf(kind).gameId, providerCode: gameOf(kind).providerCode });
const LAUNCH_REAL = { ...gameRef('pachinko'), currency: 'JPY', excludeLoginName: false };
const LAUNCH_DEMO = { ...gameRef('slot'), currency: 'JPY', excludeLoginName: true };

/** A valid request for every operation; typed so a new operation needs a sample here. */
export const validRequests: Record<OperationId, ValidRequest> = {
  login: { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: sealed(SEEDED_PASSWORD), merchantCode: 'QCJP', deviceId: 'test-device' } },
  logout: { body: {} },
  getPublicKey: { body: {} },
  getCommonConfig: { body: {} },
  getTimeZones: {},
  getCountryCodes: { query: { locale: 'en-US' } },
  getMarquee: { body: { locale: 'ja-JP' } },
  generateSliderCaptcha: { body: { use: 1 } },
  verifySliderCaptcha: { body: { use: 1, ...SLIDER, noDialog: false } },
  sendValidationCode: {
    body: { use: 5, purpose: 5, ...SLIDER, ...PLAYER_PHONE },
    prepare: async (app, session) => ({ body: { use: 5, purpose: 5, ...(await solveSlider(app, { session, use: 5 })), ...PLAYER_PHONE } }),
  },
  verifyValidationCode: {
    body: { captchaId: 'vc-1', code: '123456', ...PLAYER_PHONE, purpose: 5 },
    prepare: async (app, session) => {
      const slider = await solveSlider(app, { session, use: 5 });
      const { captchaId } = (await call(app, 'sendValidationCode', { session, body: { use: 5, purpose: 5, ...slider, ...PLAYER_PHONE } })).json().data;
      return { body: { captchaId, code: await latestCode(app, '+81 9012345678', session), ...PLAYER_PHONE, purpose: 5 } };
    },
  },
  recoverAccount: {
    body: { captchaId: 'vc-1' },
    prepare: async (app, session) => ({ body: { captchaId: await verifiedReset(app, session) } }),
  },
  resetPassword: {
    body: { captchaId: 'vc-1', email: '', mobile: PLAYER_PHONE.phone, modifyType: 6, newPassword: sealed('N3wPassw0rd!'), phonePrefix: PLAYER_PHONE.phonePrefix },
    prepare: async (app, session) => ({
      body: { captchaId: await verifiedReset(app, session), email: '', mobile: PLAYER_PHONE.phone, modifyType: 6, newPassword: sealed('N3wPassw0rd!'), phonePrefix: '0081' },
    }),
  },
  validateEmail: { body: { email: 'new.player@example.com' } },
  checkSendEmail: { body: { email: 'player01@example.com', purpose: 5 } },
  validatePhone: { body: FREE_PHONE },
  checkSendPhone: { body: { ...PLAYER_PHONE, purpose: 2 } },
  sendCodeByPhone: {
    body: { purpose: 1, ...FREE_PHONE, ...SLIDER },
    prepare: async (app, session) => ({ body: { purpose: 1, ...FREE_PHONE, ...(await solveSlider(app, { session })) } }),
  },
  registerByEmail: {
    body: { loginName: 'qcnewplayer1', password: sealed(SEEDED_PASSWORD), email: 'new.player@example.com', referCode: 'AGT2026', userSource: 3, merchantCode: 'QCJP' },
  },
  registerByPhone: {
    body: { mobileNo: FREE_PHONE.phone, mobileCode: '123456', phonePrefix: FREE_PHONE.phonePrefix, referCode: 'AGT2026', merchantCode: 'QCJP' },
    prepare: async (app, session) => {
      await call(app, 'sendCodeByPhone', { session, body: { purpose: 1, ...FREE_PHONE, ...(await solveSlider(app, { session })) } });
      const mobileCode = await latestCode(app, '+81 9055556666', session);
      return { body: { mobileNo: FREE_PHONE.phone, mobileCode, phonePrefix: FREE_PHONE.phonePrefix, merchantCode: 'QCJP' } };
    },
  },
  startThirdPartyLogin: { body: { thirdPartyType: 'line', redirectUri: REDIRECT } },
  completeThirdPartyLogin: {
    body: { thirdPartyType: 'line', code: 'oc-7f3a', state: 'st-19b2', referCode: 'AGT2026' },
    prepare: async (app, session) => {
      const { state } = (await call(app, 'startThirdPartyLogin', { session, body: { thirdPartyType: 'line', redirectUri: REDIRECT } })).json().data;
      const approved = await app.inject({
        method: 'POST',
        url: '/__mock/oauth/line/authorize',
        headers: { 'x-mock-session': session, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ state, decision: 'approve' }).toString(),
      });
      const code = new URL(approved.headers.location as string).searchParams.get('code');
      return { body: { thirdPartyType: 'line', code, state } };
    },
  },
  getUserInfo: { body: {}, prepare: asPlayer('qcplayer01') },
  getBalance: { body: {}, prepare: asPlayer('qcplayer01') },
  completeFirstSetup: {
    body: { modifyType: 5, lastUpdatedBy: 'setup01', modifyLoginName: 'qcsetup01', newPassword: sealed(SEEDED_PASSWORD), id: '100003' },
    prepare: asPlayer('qcsetup01', { modifyType: 5, lastUpdatedBy: 'setup01', modifyLoginName: 'qcsetup01', newPassword: sealed(SEEDED_PASSWORD), id: '100003' }),
  },
  getTransferRecord: { body: {}, prepare: asPlayer('qctransfer01') },
  setTransferPassword: { body: { newPwd: sealed('N3wPassw0rd!') }, prepare: asPlayer('qctransfer01', { newPwd: sealed('N3wPassw0rd!') }) },
  confirmTransfer: { body: {}, prepare: asPlayer('qctransfer01') },
  deleteAccount: { body: { password: sealed(SEEDED_PASSWORD), reason: 'Not playing any more' }, prepare: asPlayer('qcplayer01', { password: sealed(SEEDED_PASSWORD), reason: 'Not playing any more' }) },
  changePassword: {
    body: { oldPassword: sealed(SEEDED_PASSWORD), newPassword: sealed('N3wPassw0rd!') },
    prepare: asPlayer('qcplayer01', { oldPassword: sealed(SEEDED_PASSWORD), newPassword: sealed('N3wPassw0rd!') }),
  },
  getFingerprintKey: { body: { playerId: '100001' }, prepare: asPlayer('qcplayer01', { playerId: '100001' }) },
  saveFingerprint: { body: { fingerprint: 'vf-0d4c9e1b', playerId: '100001' }, prepare: asPlayer('qcplayer01', { fingerprint: 'vf-0d4c9e1b', playerId: '100001' }) },
  getPlayerProfile: { body: {}, prepare: asPlayer('qcplayer01') },
  getPlayerCommonInfo: { body: {}, prepare: asPlayer('qcplayer01') },
  getPlayerLoginKey: { body: {}, prepare: asPlayer('qcplayer01') },
  createCurrencyAccount: { body: { currency: 'USDT' }, prepare: asPlayer('qcplayer01', { currency: 'USDT' }) },
  getLevelProgress: { body: {}, prepare: asPlayer('qcplayer01') },
  getKycInfo: { body: {}, prepare: asPlayer('qcplayer01') },
  acknowledgeReport: { body: { reportType: 'TERMS_UPDATE' }, prepare: asPlayer('qcplayer01', { reportType: 'TERMS_UPDATE' }) },
  getReportStatus: { body: { reportType: 'TERMS_UPDATE' }, prepare: asPlayer('qcplayer01', { reportType: 'TERMS_UPDATE' }) },
  setSelfControl: { body: { type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 10000 }, prepare: asPlayer('qcplayer01', { type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 10000 }) },
  uploadIdDocument: {
    body: { documentType: 'DRIVERS_LICENSE', side: 'FRONT', mimeType: 'image/png', image: TINY_PNG },
    prepare: asPlayer('qcplayer01', { documentType: 'DRIVERS_LICENSE', side: 'FRONT', mimeType: 'image/png', image: TINY_PNG }),
  },
  getIdDocuments: { body: {}, prepare: asPlayer('qcplayer01') },
  updatePersonalInfo: { body: PERSONAL, prepare: asPlayer('qcplayer01', PERSONAL) },
  getWithdrawChannels: { body: {}, prepare: asPlayer('qcplayer01') },
  getWithdrawConfig: { body: { currency: 'JPY' }, prepare: asPlayer('qcplayer01', { currency: 'JPY' }) },
  createBankWithdrawal: { body: BANK_WITHDRAWAL, prepare: asPlayer('qcplayer01', BANK_WITHDRAWAL) },
  createVirtualWithdrawal: { body: CRYPTO_WITHDRAWAL, prepare: identityApproved(CRYPTO_WITHDRAWAL) },
  getCurrentWithdrawal: { body: {}, prepare: asPlayer('qcplayer01') },
  cancelWithdrawal: { body: { orderId: 'W20261122000001' }, prepare: withOpenWithdrawal },
  transferBetweenWallets: { body: WALLET_TRANSFER, prepare: asPlayer('qcplayer01', WALLET_TRANSFER) },
  getDepositChannels: { body: {}, prepare: asPlayer('qcplayer01') },
  getDepositBanks: { body: {}, prepare: asPlayer('qcplayer01') },
  createBankDeposit: { body: BANK_DEPOSIT, prepare: asPlayer('qcplayer01', BANK_DEPOSIT) },
  getCryptoDepositChannels: { body: {}, prepare: asPlayer('qcplayer01') },
  createCryptoDeposit: { body: { amount: 30000, currency: 'USDT', network: 'TRON' }, prepare: asPlayer('qcplayer01', { amount: 30000, currency: 'USDT', network: 'TRON' }) },
  startBuyCrypto: { body: { amount: 10000, returnPath: '/account/deposit' }, prepare: asPlayer('qcplayer01', { amount: 10000, returnPath: '/account/deposit' }) },
  getDepositOrder: {
    body: { orderId: 'D20261124000001' },
    prepare: async (app, session) => {
      const player = await asPlayer('qcplayer01', BANK_DEPOSIT)(app, session);
      const { orderId } = (await call(app, 'createBankDeposit', { session, ...player })).json().data;
      return { ...player, body: { orderId } };
    },
  },
  getBalanceRecords: { body: { kind: 'adjustment', pageSize: 5 }, prepare: asPlayer('qcplayer01', { kind: 'adjustment', pageSize: 5 }) },
  getExchangeRates: { body: {} },
  queryActivityConstant: { body: {} },
  getPlayTypes: { body: {} },
  getGameTypes: { body: { playType: 'LIVE' } },
  getLobbyCodes: { body: {} },
  getGameProviders: { body: { lobbyCode: 'slots' } },
  getGameList: { body: { lobbyCode: 'pachinko', page: 1, size: 999 } },
  getJackpots: { body: { lobbyCode: 'slots' } },
  getFavouriteGames: { body: {}, prepare: asPlayer('qcplayer01') },
  updateFavouriteGame: { body: { gameId: 'AMIGO-PA-0001', favourite: true }, prepare: asPlayer('qcplayer01', { gameId: 'AMIGO-PA-0001', favourite: true }) },
  getRecentGames: { body: {}, prepare: asPlayer('qcplayer01') },
  getGameLabels: { body: {} },
  launchGame: { body: LAUNCH_REAL, prepare: asPlayer('qcplayer01', LAUNCH_REAL) },
  launchDemoGame: { body: LAUNCH_DEMO, prepare: asPlayer('qcplayer01', LAUNCH_DEMO) },
  getFreeBets: { body: {}, prepare: asPlayer('qcplayer01') },
  updateFreeBet: { body: { bonusId: 'FB-0001', action: 'ACTIVATE' }, prepare: withFreeBet },
  transferOutAll: { body: {}, prepare: asPlayer('qcplayer01') },
  getBetRecords: { body: { status: 'SETTLED', pageSize: 5 }, prepare: asPlayer('qcplayer01', { status: 'SETTLED', pageSize: 5 }) },
  getMyReturn: { body: { period: 'LAST_7_DAYS' }, prepare: asPlayer('qcplayer01', { period: 'LAST_7_DAYS' }) },
  getBalanceHistory: { body: { period: 'LAST_7_DAYS' }, prepare: asPlayer('qcplayer01', { period: 'LAST_7_DAYS' }) },
  getPlaySessions: { body: {}, prepare: asPlayer('qcplayer01', {}) },
  getMonthlyStatement: { body: {}, prepare: asPlayer('qcplayer01', {}) },
  getSlotCounter: { body: {}, prepare: asPlayer('qcplayer01', {}) },
  getMachineSession: { body: { token: 'lt_sample0001' }, prepare: withLaunch('pachinko', {}) },
  playMachineRound: { body: { token: 'lt_sample0001', roundId: 'sample-round-0001', stake: 4 }, prepare: withLaunch('pachinko', { roundId: 'sample-round-0001', stake: gameOf('pachinko').minBet }) },
  addReferralLinkLog: { body: { referralCode: 'AGT2026', linkType: 'invite', landingUrl: '/?invite=AGT2026' } },
  getTemplatePage: { body: { moduleCodes: ['HEADER_NAV', 'HOME_BANNER'], locale: 'ja-JP' } },
  getCmsList: { body: { category: 'STATIC', locale: 'ja-JP', pageNo: 1, pageSize: 20 } },
  getCmsDetail: { body: { code: 'faq', locale: 'ja-JP' } },
  getElementsInfo: { body: { keys: ['HOME_PROMOTIONS', 'SNS_LINKS'], locale: 'ja-JP' } },
  getBrandIndex: { body: { locale: 'ja-JP' } },
  getBrandList: { body: { locale: 'ja-JP', pageNo: 1, pageSize: 12 } },
  getBrandDetail: { body: { id: 'pillar-safety', locale: 'ja-JP' } },
  ...competitionRequests,
  ...securityRequests,
  ...bonusRequests,
  getPointsModules: { body: {}, prepare: asPlayer('qcplayer01') },
  getPointsGoods: { body: { moduleId: 'cash' }, prepare: asPlayer('qcplayer01', { moduleId: 'cash' }) },
  getCustomerPoints: { body: {}, prepare: asPlayer('qcplayer01') },
  exchangePoints: { body: EXCHANGE, prepare: withPoints },
  getPointsRecords: { body: { kind: 'adjust', pageSize: 5 }, prepare: asPlayer('qcplayer01', { kind: 'adjust', pageSize: 5 }) },
  getCoupons: { body: { status: 'UNUSED' }, prepare: asPlayer('qcplayer01', { status: 'UNUSED' }) },
  redeemCoupon: { body: { couponId: 'C-000001' }, prepare: withCoupon },
  getNotices: { body: { readStatus: 'UNREAD', pageSize: 5 }, prepare: asPlayer('qcplayer01', { readStatus: 'UNREAD', pageSize: 5 }) },
  getNotice: { body: { recordId: 1001 }, prepare: withNotice },
  markNoticesRead: { body: { all: true }, prepare: asPlayer('qcplayer01', { all: true }) },
  getUnreadNoticeCount: { body: {}, prepare: asPlayer('qcplayer01') },
  getLoginRecords: { body: { pageSize: 5 }, prepare: asPlayer('qcplayer01', { pageSize: 5 }) },
  markJumpShown: { body: { dueAt: '2026-11-24T03:15:00.000Z' }, prepare: asPlayer('qcplayer01', { dueAt: '2026-11-24T03:15:00.000Z' }) },
};

/**
 * Sends an operation's valid request on a session, after its preparation: the answer must be a
 * success. Prepared headers (a bearer token) add to the sample's.
 */
export async function sendValid(app: FastifyInstance, operationId: OperationId, session = 'default'): Promise<LightMyRequestResponse> {
  const { prepare, ...sample } = validRequests[operationId];
  const prepared = prepare ? await prepare(app, session) : {};
  return call(app, operationId, { ...sample, ...prepared, headers: { ...sample.headers, ...prepared.headers }, session });
}

/** The session back to its seeded baseline, for a test that changed it and wants a clean start. */
export async function resetSession(app: FastifyInstance, session = 'default'): Promise<void> {
  expect((await admin(app, 'POST', '/__mock/reset', {}, session)).statusCode).toBe(200);
}
