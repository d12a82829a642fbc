import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { openDrawId, openGuessGame, paidDeposit, runningTournament, withTickets } from '../../testing/competitions.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { launched } from '../../testing/machines.ts';
import { bearer, loginAs, setClock } from '../../testing/players.ts';

// Noon in Japan: the daily race runs, the day's draw (21:00) and guesses (19:00, 20:00) are open.
const NOON = '2026-11-24T03:00:00.000Z';
let app: FastifyInstance;

beforeEach(async () => {
  app = await testApp();
  await setClock(app, NOON);
});

const as = (headers: Record<string, string>) => (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { body, headers });
const balance = async (headers: Record<string, string>) => (await as(headers)('getBalance')).json().data[0].amount as number;
const prizesOf = async (loginName: string) => ((await admin(app, 'GET', `/__mock/ledger?loginName=${loginName}`)).json().entries as { kind: string; amount: number; ref: string }[]).filter((e) => e.kind === 'prize');

describe('tournaments', () => {
  it('are listed for visitors, with the day’s race running and nothing of a player’s', async () => {
    const listed = (await call(app, 'getTournaments', { body: {} })).json().data.tournaments;
    expect(listed[0]).toMatchObject({ tournamentId: 'T-DAILY-20261124', status: 'RUNNING', scoring: 'TOTAL_STAKE', joined: false, myRank: null });
    expect(listed.map((t: { status: string }) => t.status)).toEqual([...listed.map((t: { status: string }) => t.status)].sort((a, b) => ['RUNNING', 'UPCOMING', 'FINISHED'].indexOf(a) - ['RUNNING', 'UPCOMING', 'FINISHED'].indexOf(b)));
    const detail = (await call(app, 'getTournament', { body: { tournamentId: 'T-DAILY-20261124' } })).json().data;
    expect(detail).toMatchObject({ ranking: { me: null, status: 'RUNNING' }, result: null });
    expect(detail.ranking.top.length).toBeGreaterThan(0);
    expect((await call(app, 'getTournament', { body: { tournamentId: 'T-NOPE-1' } })).json()).toMatchObject({ code: 108101 });
    expect((await call(app, 'joinTournament', { body: { tournamentId: 'T-DAILY-20261124' } })).statusCode).toBe(401);
  });

  it('a player joins, an AMIGO round raises their score, and the end pays their prize to COMMON once', async () => {
    const { token, headers, game } = await launched(app, 'default', 'pachinko');
    const id = await runningTournament(app, 'default');
    const joined = (await as(headers)('joinTournament', { tournamentId: id })).json().data;
    expect(joined).toMatchObject({ joined: true, myScore: 0, ranking: { me: { score: 0, you: true } } });
    const round = (await call(app, 'playMachineRound', { body: { token, roundId: 'race-0001', stake: game.maxBet } })).json().data;
    const after = (await as(headers)('getTournament', { tournamentId: id })).json().data;
    expect(after.ranking.me).toMatchObject({ score: game.maxBet, you: true });
    // Joining again changes nothing.
    expect((await as(headers)('joinTournament', { tournamentId: id })).json().data.myScore).toBe(game.maxBet);

    await admin(app, 'POST', `/__mock/tournaments/${id}/scores`, { loginName: 'qcplayer01', score: 500_000 });
    const before = await balance(headers);
    expect(before).toBe(125_000 - game.maxBet + round.payout);
    const finished = await admin(app, 'POST', `/__mock/tournaments/${id}/finish`);
    expect(finished.json().entrants[0]).toMatchObject({ name: 'qcplayer01', rank: 1, prize: 10_000 });
    expect((await admin(app, 'POST', `/__mock/tournaments/${id}/finish`)).statusCode).toBe(409);
    expect(await balance(headers)).toBe(before + 10_000);
    expect(await prizesOf('qcplayer01')).toEqual([expect.objectContaining({ amount: 10_000, ref: id })]);
    const result = (await as(headers)('getTournament', { tournamentId: id })).json().data;
    expect(result).toMatchObject({ status: 'FINISHED', result: { myPrize: { amount: 10_000, currency: 'JPY' }, winners: expect.arrayContaining([expect.objectContaining({ rank: 1, you: true })]) } });
    expect((await as(headers)('joinTournament', { tournamentId: id })).json()).toMatchObject({ code: 108102 });
    // The winner is told by a station message (notices slice), once.
    const prizeNotices = (await as(headers)('getNotices', { pageSize: 50 })).json().data.records.filter((n: { title: string }) => n.title === '賞金をお支払いしました');
    expect(prizeNotices).toEqual([expect.objectContaining({ category: 'REWARD', linkPath: '/tournaments' })]);
    expect(prizeNotices[0].msgContent).toContain('¥10,000');
  });
});

describe('the lottery', () => {
  it('shows visitors the rules and the open draw’s seed hash only; a drawn draw’s seed gives its hash and numbers by the published recipe', async () => {
    const lottery = (await call(app, 'getLottery', { body: {} })).json().data;
    expect(lottery.openDraw).toMatchObject({ drawId: 'LOT-20261124', status: 'OPEN', seed: null, winningNumbers: null });
    expect(lottery.openDraw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lottery.rules).toMatchObject({ pick: 3, max: 10, verification: { algorithm: 'sha256-counter-v1' } });

    const headers = await withTickets(app, 'default');
    expect((await as(headers)('getLotteryTickets')).json().data).toMatchObject({ available: 2, earned: 2 });
    const entry = (await as(headers)('enterLottery', { drawId: lottery.openDraw.drawId, numbers: [1, 2, 3], requestId: 'entry-0001' })).json().data;
    expect(entry).toMatchObject({ available: 1, entry: { status: 'OPEN', numbers: [1, 2, 3] } });
    expect((await as(headers)('enterLottery', { drawId: lottery.openDraw.drawId, numbers: [1, 2, 3], requestId: 'entry-0001' })).json().data.available).toBe(1);
    expect((await as(headers)('enterLottery', { drawId: lottery.openDraw.drawId, numbers: [1, 2, 2], requestId: 'entry-0002' })).json()).toMatchObject({ code: 108204 });

    const drawn = (await admin(app, 'POST', `/__mock/lotteries/${await openDrawId(app, 'default')}/draw`)).json();
    const published = (await call(app, 'getLottery', { body: {} })).json().data;
    const draw = published.recentDraws[0];
    expect(draw).toMatchObject({ drawId: 'LOT-20261124', status: 'DRAWN', seedHash: lottery.openDraw.seedHash, winningNumbers: drawn.winningNumbers });
    expect(createHash('sha256').update(draw.seed).digest('hex')).toBe(lottery.openDraw.seedHash);
    const numbers: number[] = [];
    for (let i = 0; numbers.length < 3; i++) {
      const x = createHash('sha256').update(`${draw.seed}:${i}`).digest().readUInt32BE(0);
      if (x < Math.floor(2 ** 32 / 10) * 10 && !numbers.includes((x % 10) + 1)) numbers.push((x % 10) + 1);
    }
    expect(draw.winningNumbers).toEqual(numbers);
    expect(published.openDraw).toMatchObject({ drawId: 'LOT-20261125', status: 'OPEN' });
    const settled = (await as(headers)('getLotteryTickets')).json().data.entries[0];
    expect(settled.matches).toBe([1, 2, 3].filter((n) => numbers.includes(n)).length);
  });
});

describe('guess games', () => {
  it('take one free guess per player, and QA’s settlement rewards the right one through the ledger', async () => {
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const game = await openGuessGame(app, 'default', headers);
    const place = (option: string, entry = 'FREE') => as(headers)('placeGuess', { gameId: game.gameId, option, entry });
    expect((await place('NOPE')).json()).toMatchObject({ code: 108304 });
    expect((await place(game.options[0]!, 'POINTS')).json()).toMatchObject({ code: 108305 });
    expect((await place(game.options[0]!)).json().data).toMatchObject({ myGuess: { option: game.options[0], result: 'PENDING' } });
    expect((await place(game.options[1]!)).json()).toMatchObject({ code: 108303 });
    const before = await balance(headers);
    const settled = (await admin(app, 'POST', `/__mock/guess-games/${game.gameId}/settle`, { outcome: game.options[0] })).json();
    expect(settled.guesses).toEqual([{ loginName: 'qcplayer01', option: game.options[0], result: 'WON', reward: expect.any(Number) }]);
    const reward = settled.guesses[0].reward as number;
    expect(await balance(headers)).toBe(before + reward);
    const listed = (await as(headers)('getGuessGames')).json().data.games.find((g: { gameId: string }) => g.gameId === game.gameId);
    expect(listed).toMatchObject({ status: 'SETTLED', outcome: game.options[0], myGuess: { result: 'WON', reward: { amount: reward } } });
    expect((await place(game.options[0]!)).json()).toMatchObject({ code: 108302 });
  });
});

describe('the referral programme', () => {
  it('links a friend who signs up with the code, and pays the referrer once when the friend’s deposits qualify', async () => {
    const referrer = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const summary = (await as(referrer)('getReferralSummary')).json().data;
    expect(summary).toMatchObject({ linkPath: `/?invite=${summary.code}`, invited: 0, rule: { qualifyingDeposit: { amount: 10_000 }, reward: { amount: 2_000 } } });

    const password = await encryptedFor(app, 'Passw0rd!');
    const registered = await call(app, 'registerByEmail', { body: { loginName: 'qcfriend01', password, email: 'friend01@example.com', referCode: summary.code.toLowerCase(), userSource: 3, merchantCode: 'QCJP' } });
    const friend = bearer(registered.json().data.access_token);
    let invitees = (await as(referrer)('getReferralInvitees')).json().data;
    expect(invitees.invitees).toEqual([expect.objectContaining({ maskedName: 'fr***01', state: 'REGISTERED', reward: null })]);

    await paidDeposit(app, 'default', friend, 5_000);
    expect((await as(referrer)('getReferralInvitees')).json().data.invitees[0]).toMatchObject({ state: 'DEPOSITED', deposited: { amount: 5_000 } });
    const before = await balance(referrer);
    await paidDeposit(app, 'default', friend, 5_000);
    await paidDeposit(app, 'default', friend, 50_000);
    invitees = (await as(referrer)('getReferralInvitees')).json().data;
    expect(invitees.invitees[0]).toMatchObject({ state: 'QUALIFIED', reward: { amount: 2_000, currency: 'JPY' } });
    expect(await balance(referrer)).toBe(before + 2_000);
    expect((await as(referrer)('getReferralSummary')).json().data).toMatchObject({ invited: 1, deposited: 1, qualified: 1, rewardsPaid: { amount: 2_000 } });
    expect(await prizesOf('qcplayer01')).toHaveLength(1);
  });

  it('ignores a code of nobody and one’s own', async () => {
    const password = await encryptedFor(app, 'Passw0rd!');
    await call(app, 'registerByEmail', { body: { loginName: 'qcfriend02', password, email: 'friend02@example.com', referCode: 'AGT2026', userSource: 3, merchantCode: 'QCJP' } });
    expect(app.mock.sessions.get('default').state.referralInvitees).toEqual({});
  });
});

describe('the wins feed', () => {
  it('keeps a settled bet that paid ten times its stake, the name masked, for visitors', async () => {
    const { token, game } = await launched(app, 'default', 'sports');
    const { betId } = (await call(app, 'playMachineRound', { body: { token, roundId: 'big-0001', stake: game.minBet, selection: 'HOME' } })).json().data;
    await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'win', payout: game.minBet * 12 });
    const wins = (await call(app, 'getRecentWins', { body: {} })).json().data.wins;
    expect(wins[0]).toMatchObject({ orderNo: betId, maskedName: 'pl***01', payout: game.minBet * 12, multiplier: 12, gameName: { 'ja-JP': game.name['ja-JP'] } });
  });
});
