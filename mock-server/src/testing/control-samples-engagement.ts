// Control samples of the competitions and the chat agent desk, for
// control-samples.ts's table.
import type { FastifyInstance } from 'fastify';
import type { ControlOperationId } from '../contract.ts';
import { openDrawId, openGuessGame, runningTournament } from './competitions.ts';
import type { ControlSample } from './control-sample-types.ts';
import { admin, call } from './inject.ts';
import { bearer, loginAs } from './players.ts';
import { openedChat } from './security.ts';

/** A visitor's conversation with a message in it, and a second one the visitor closed. */
async function chatsOnTheDesk(app: FastifyInstance, session: string): Promise<{ open: string; closed: string }> {
  const open = await openedChat(app, session);
  await call(app, 'sendChatMessage', { session, body: { ...open, text: '入金が反映されません' } });
  const closed = await openedChat(app, session);
  await call(app, 'closeChat', { session, body: closed });
  return { open: open.conversationId, closed: closed.conversationId };
}

export const competitionSamples = {
  listMockTournaments: () => [{ url: '/__mock/tournaments' }],
  finishMockTournament: async (app, session) => {
    const id = await runningTournament(app, session);
    await admin(app, 'POST', `/__mock/tournaments/${id}/scores`, { loginName: 'qcplayer01', score: 99_000 }, session);
    const finish = (tournamentId: string) => ({ url: `/__mock/tournaments/${tournamentId}/finish` });
    return [finish(id), finish(id), finish('T-NOPE-1')];
  },
  setMockTournamentScore: async (app, session) => {
    const id = await runningTournament(app, session);
    const score = (tournamentId: string, body: unknown) => ({ url: `/__mock/tournaments/${tournamentId}/scores`, body });
    return [
      score(id, { loginName: 'qcplayer01', score: 12_000 }),
      score(id, { loginName: 'qcnobody01', score: 1 }),
      score('T-NOPE-1', { loginName: 'qcplayer01', score: 1 }),
      score(id, { loginName: 'qcplayer01', score: -1 }),
      { url: `/__mock/tournaments/${id}/finish` },
      score(id, { loginName: 'qcplayer01', score: 1 }),
    ];
  },
  drawMockLottery: async (app, session) => {
    const id = await openDrawId(app, session);
    return [{ url: `/__mock/lotteries/${id}/draw` }, { url: `/__mock/lotteries/${id}/draw` }, { url: '/__mock/lotteries/LOT-NOPE/draw' }];
  },
  settleMockGuessGame: async (app, session) => {
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const game = await openGuessGame(app, session, headers);
    await call(app, 'placeGuess', { session, headers, body: { gameId: game.gameId, option: game.options[0], entry: 'FREE' } });
    const settle = (gameId: string, outcome: string) => ({ url: `/__mock/guess-games/${gameId}/settle`, body: { outcome } });
    return [settle(game.gameId, 'NOPE'), settle(game.gameId, game.options[0]!), settle(game.gameId, game.options[0]!), settle('G-NOPE-1', 'HOME')];
  },
} satisfies Partial<Record<ControlOperationId, ControlSample>>;

export const chatDeskSamples = {
  listChats: async (app, session) => {
    await chatsOnTheDesk(app, session);
    return [{ url: '/__mock/chat' }];
  },
  setChatDesk: () => [
    { url: '/__mock/chat/desk', body: { staffed: true } },
    { url: '/__mock/chat/desk', body: { agentsOnline: false, staffed: false } },
    { url: '/__mock/chat/desk', body: {} },
  ],
  replyToChat: async (app, session) => {
    const { open, closed } = await chatsOnTheDesk(app, session);
    const reply = (id: string, text: string) => ({ url: `/__mock/chat/${id}/reply`, body: { text } });
    return [reply(open, '確認いたします'), reply(closed, '確認いたします'), reply('chat-9999', '確認いたします'), reply(open, '')];
  },
  setAgentTyping: async (app, session) => {
    const { open, closed } = await chatsOnTheDesk(app, session);
    const typing = (id: string, body: unknown) => ({ url: `/__mock/chat/${id}/typing`, body });
    return [typing(open, { typing: true }), typing(closed, { typing: true }), typing('chat-9999', { typing: false }), typing(open, { typing: 'yes' })];
  },
  markChatReadByAgent: async (app, session) => {
    const { open } = await chatsOnTheDesk(app, session);
    return [{ url: `/__mock/chat/${open}/read`, body: {} }, { url: '/__mock/chat/chat-9999/read', body: {} }, { url: `/__mock/chat/${open}/read`, body: { upTo: 1 } }];
  },
  closeChatAsAgent: async (app, session) => {
    const { open } = await chatsOnTheDesk(app, session);
    const close = (id: string, body: unknown = {}) => ({ url: `/__mock/chat/${id}/close`, body });
    return [close(open), close(open), close('chat-9999'), close(open, { now: true })];
  },
} satisfies Partial<Record<ControlOperationId, ControlSample>>;
