import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { picture } from '../../testing/pictures.ts';
import { advanceClock, bearer, clockNow, playerSession, setClock } from '../../testing/players.ts';

const DAY = 86_400_000;

describe('the player profile', () => {
  it('getPlayerProfile answers the seeded record: personal details, masked contact, level in the request language, KYC', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('getPlayerProfile')).json().data).toEqual({
      id: '100001',
      loginName: 'qcplayer01',
      realName: '山田 太郎',
      realNameKana: 'ヤマダ タロウ',
      birthday: '1990-04-12',
      address: { country: 'JP', postalCode: '150-0041', region: '東京都', city: '渋谷区', line1: '神南1-2-3', line2: 'サンプルビル501' },
      email: 'pl*****1@example.com',
      mobilePhone: '90****5678',
      phonePrefix: '0081',
      timeZone: 'Asia/Tokyo',
      currency: 'JPY',
      level: 2,
      levelName: 'ゴールド',
      kycStatus: 'NONE',
      registeredAt: '2026-01-15T03:00:00.000Z',
    });
    expect((await as('getPlayerProfile', {}, { 'accept-language': 'en-US' })).json().data.levelName).toBe('Gold');
    expect((await call(app, 'getPlayerProfile', { body: {} })).statusCode).toBe(401);
  });

  it('getPlayerCommonInfo: name, currency, level, VIP flag, KYC and the reports still to acknowledge', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('getPlayerCommonInfo', {}, { 'accept-language': 'zh-CN' })).json().data).toEqual({
      loginName: 'qcplayer01',
      playerId: '100001',
      currency: 'JPY',
      level: 2,
      levelName: '黄金',
      vip: false,
      kycStatus: 'NONE',
      pendingReports: ['TERMS_UPDATE', 'ANNUAL_STATEMENT'],
    });
    await as('acknowledgeReport', { reportType: 'TERMS_UPDATE' });
    expect((await as('getPlayerCommonInfo')).json().data.pendingReports).toEqual(['ANNUAL_STATEMENT']);
  });

  it('reports: unacknowledged until the player acknowledges; the first acknowledgement is the one kept', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    expect((await as('getReportStatus', { reportType: 'ANNUAL_STATEMENT' })).json().data).toEqual({ reportType: 'ANNUAL_STATEMENT', acknowledged: false, acknowledgedAt: null });
    const first = (await as('acknowledgeReport', { reportType: 'ANNUAL_STATEMENT' })).json().data;
    expect(first).toEqual({ reportType: 'ANNUAL_STATEMENT', acknowledged: true, acknowledgedAt: new Date(first.acknowledgedAt).toISOString() });
    expect(Math.abs(Date.parse(first.acknowledgedAt) - (await clockNow(app)))).toBeLessThan(5_000);
    await advanceClock(app, DAY);
    as = await playerSession(app);
    expect((await as('acknowledgeReport', { reportType: 'ANNUAL_STATEMENT' })).json().data.acknowledgedAt).toBe(first.acknowledgedAt);
    expect((await as('getReportStatus', { reportType: 'ANNUAL_STATEMENT' })).json().data).toEqual(first);
    // Per player.
    const other = await playerSession(app, 'qctransfer01');
    expect((await other('getReportStatus', { reportType: 'ANNUAL_STATEMENT' })).json().data.acknowledged).toBe(false);
    expect((await as('getReportStatus', { reportType: 'QUARTERLY' })).statusCode).toBe(400);
  });

  it('getLevelProgress: the smaller of the deposit and turnover ratios toward the next level', async () => {
    const app = await testApp();
    const gold = await playerSession(app);
    expect((await gold('getLevelProgress', {}, { 'accept-language': 'en-US' })).json().data).toEqual({
      currency: 'JPY',
      level: 2,
      levelName: 'Gold',
      nextLevel: 3,
      nextLevelName: 'Platinum',
      deposit: { current: 320000, required: 1000000 },
      turnover: { current: 1450000, required: 5000000 },
      progressPercent: 29,
      levels: expect.any(Array),
    });
    const { levels } = (await gold('getLevelProgress', {}, { 'accept-language': 'en-US' })).json().data;
    expect(levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Black']);
    expect(levels[3]).toEqual({
      level: 3,
      name: 'Platinum',
      vip: true,
      deposit: 1000000,
      turnover: 5000000,
      benefits: { cashbackPercent: 0.8, dailyWithdrawalLimit: 3000000, withdrawalsPerDay: 5, birthdayBonus: 10000, personalManager: true, fasterWithdrawals: true },
    });
    expect(levels[2].vip).toBe(false);
    const fresh = await playerSession(app, 'qcsetup01');
    expect((await fresh('getLevelProgress')).json().data).toMatchObject({ level: 0, levelName: 'ブロンズ', nextLevel: 1, progressPercent: 0, deposit: { current: 0, required: 50000 } });
  });

  it('createCurrencyAccount opens COMMON and PROMOTION wallets once per currency; unknown currencies are refused', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const created = await as('createCurrencyAccount', { currency: 'USDT' });
    expect(created.json()).toMatchObject({
      code: 200,
      data: [
        { walletType: 'COMMON', currency: 'USDT', amount: 0 },
        { walletType: 'PROMOTION', currency: 'USDT', amount: 0 },
      ],
    });
    const wallets = (await as('getBalance')).json().data;
    expect(wallets.map((w: { walletType: string; currency: string }) => `${w.walletType} ${w.currency}`)).toEqual(['COMMON JPY', 'COMMON USDT', 'PROMOTION JPY', 'PROMOTION USDT']);
    expect((await as('createCurrencyAccount', { currency: 'USDT' })).json()).toMatchObject({ code: 101001, success: false, msg: 'この通貨のアカウントは既に作成されています' });
    expect((await as('createCurrencyAccount', { currency: 'JPY' })).json().code).toBe(101001);
    expect((await as('createCurrencyAccount', { currency: 'DOGE' })).json().code).toBe(101002);
    expect((await as('createCurrencyAccount', { currency: 'usdt' })).statusCode).toBe(400);
    // The main currency stays the one the account was opened in.
    expect((await as('getPlayerProfile')).json().data.currency).toBe('JPY');
  });
});

describe('one-time login keys', () => {
  const redeem = (app: FastifyInstance, key: string) => call(app, 'login', { body: { grantType: 'login_key', authenticationCode: key, merchantCode: 'QCJP' } });

  it('a key logs the player in once, and the new session ends the one that asked for it', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const issued = (await as('getPlayerLoginKey')).json().data;
    expect(issued).toEqual({ loginKey: expect.stringMatching(/^lk-/), expiresAt: expect.any(String), expiresInSeconds: 120 });
    expect(Date.parse(issued.expiresAt) - (await clockNow(app))).toBeGreaterThan(115_000);
    const login = await redeem(app, issued.loginKey);
    expect(login.json()).toMatchObject({ code: 200, data: { loginName: 'qcplayer01', playerId: '100001' } });
    expect((await redeem(app, issued.loginKey)).json().code).toBe(100706);
    // One session per account: the site's session is over once the app takes over.
    expect((await as('getPlayerProfile')).json().code).toBe(-130);
    expect((await call(app, 'getPlayerProfile', { body: {}, headers: bearer(login.json().data.access_token) })).json().code).toBe(200);
  });

  it('expires 120 s later on the mock clock, and a new key replaces the previous one', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const early = (await as('getPlayerLoginKey')).json().data.loginKey;
    await advanceClock(app, 121_000);
    expect((await redeem(app, early)).json()).toMatchObject({ code: 100706, success: false });

    const first = (await as('getPlayerLoginKey')).json().data.loginKey;
    const second = (await as('getPlayerLoginKey')).json().data.loginKey;
    expect(second).not.toBe(first);
    expect((await redeem(app, first)).json().code).toBe(100706);
    await advanceClock(app, 119_000);
    expect((await redeem(app, second)).json().code).toBe(200);
    expect((await redeem(app, 'lk-never-issued')).json().code).toBe(100706);
  });
});

describe('personal details', () => {
  it('updatePersonalInfo stores what is sent and answers the profile', async () => {
    const app = await testApp();
    const as = await playerSession(app, 'qcsetup01');
    expect((await as('getPlayerProfile')).json().data).toMatchObject({ realName: null, realNameKana: null, birthday: null, address: null });
    const updated = await as('updatePersonalInfo', {
      realName: '  鈴木 一郎 ',
      realNameKana: 'スズキ イチロウ',
      birthday: '1988-02-29',
      address: { country: 'JP', postalCode: '5300001', region: '大阪府', city: '大阪市北区', line1: '梅田1-1-1', line2: ' ' },
    });
    expect(updated.json().data).toMatchObject({
      realName: '鈴木 一郎',
      realNameKana: 'スズキ イチロウ',
      birthday: '1988-02-29',
      address: { country: 'JP', postalCode: '5300001', region: '大阪府', city: '大阪市北区', line1: '梅田1-1-1' },
    });
    expect(updated.json().data.address).not.toHaveProperty('line2');
    // Only what is sent changes.
    const renamed = (await as('updatePersonalInfo', { realName: 'Ichiro Suzuki' })).json().data;
    expect(renamed).toMatchObject({ realName: 'Ichiro Suzuki', birthday: '1988-02-29', address: { city: '大阪市北区' } });
  });

  it('the time zone is one getTimeZones lists; it changes what getUserInfo says and where the 18 years are counted', async () => {
    const app = await testApp();
    await setClock(app, '2030-06-14T15:00:00.000Z');
    const as = await playerSession(app, 'qcsetup01');
    expect((await as('getPlayerProfile')).json().data.timeZone).toBe('Asia/Tokyo');
    expect((await as('updatePersonalInfo', { timeZone: 'Mars/Olympus_Mons' })).json()).toMatchObject({ code: 101035, msg: '選択できないタイムゾーンです' });
    // Still 14 June in New York: not 18 there yet, and a refused update changes no zone either.
    expect((await as('updatePersonalInfo', { timeZone: 'America/New_York', birthday: '2012-06-15' })).json().code).toBe(101032);
    expect((await as('getUserInfo')).json().data.timeZone).toBe('Asia/Tokyo');
    expect((await as('updatePersonalInfo', { timeZone: 'America/New_York' })).json().data.timeZone).toBe('America/New_York');
    expect((await as('getUserInfo')).json().data.timeZone).toBe('America/New_York');
  });

  it('the player must be 18 on today’s date in their time zone, on the mock clock', async () => {
    const app = await testApp();
    // 2030-06-14 15:00 UTC is already 15 June in Tokyo.
    await setClock(app, '2030-06-14T15:00:00.000Z');
    const as = await playerSession(app, 'qcsetup01');
    expect((await as('updatePersonalInfo', { birthday: '2012-06-16' })).json()).toMatchObject({ code: 101032, msg: '18歳未満の方はご利用いただけません' });
    expect((await as('updatePersonalInfo', { birthday: '2012-06-15' })).json()).toMatchObject({ code: 200, data: { birthday: '2012-06-15' } });
    await setClock(app, '2030-06-14T14:59:59.000Z');
    expect((await as('updatePersonalInfo', { birthday: '2012-06-15' })).json().code).toBe(101032);
    expect((await as('updatePersonalInfo', { birthday: '2031-01-01' })).json().code).toBe(101033);
    expect((await as('updatePersonalInfo', { birthday: '1900-01-01' })).json().code).toBe(101033);
    expect((await as('updatePersonalInfo', { birthday: '1990-02-30' })).statusCode).toBe(400);
  });

  it('refuses a bad name, a reading not in katakana, a Japanese address without a postal code; nothing changes', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const before = (await as('getPlayerProfile')).json().data;
    expect((await as('updatePersonalInfo', { realName: '田', birthday: '1991-01-01' })).json().code).toBe(101030);
    expect((await as('updatePersonalInfo', { realName: 'R2-D2' })).json().code).toBe(101030);
    expect((await as('updatePersonalInfo', { realNameKana: 'やまだ たろう' })).json()).toMatchObject({ code: 101031, msg: 'フリガナは全角カタカナで入力してください' });
    const badPostal = await as('updatePersonalInfo', { realName: '山田 次郎', address: { ...before.address, postalCode: '1234' } });
    expect(badPostal.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^address\.postalCode: /) });
    expect((await as('updatePersonalInfo', { address: { ...before.address, city: '   ' } })).json().msg).toMatch(/^address\.city: /);
    expect((await as('getPlayerProfile')).json().data).toEqual(before);
    // A foreign address keeps its own postal format.
    const abroad = { country: 'US', postalCode: '94103', region: 'CA', city: 'San Francisco', line1: '1 Market St' };
    expect((await as('updatePersonalInfo', { address: abroad })).json().data.address).toEqual(abroad);
  });

  it('once the identity is verified the name and birthday are locked; the address still changes', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/png', image: await picture('png') });
    // Before the review they may still be corrected.
    expect((await as('updatePersonalInfo', { realName: '山田 太朗' })).json().code).toBe(200);
    await advanceClock(app, 10 * 60_000);
    expect((await as('updatePersonalInfo', { realName: '山田 花子' })).json().code).toBe(101034);
    expect((await as('updatePersonalInfo', { birthday: '1990-04-13' })).json().code).toBe(101034);
    // The same values are not a change.
    expect((await as('updatePersonalInfo', { realName: '山田 太朗', birthday: '1990-04-12' })).json().code).toBe(200);
    const moved = { country: 'JP', postalCode: '060-0001', region: '北海道', city: '札幌市中央区', line1: '北1条西1-1' };
    expect((await as('updatePersonalInfo', { address: moved })).json().data.address).toEqual(moved);
  });
});
