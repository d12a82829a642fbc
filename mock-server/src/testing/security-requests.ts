// Valid requests of the security settings and live chat, for testing/app.ts's list:
// each prepares what it needs first (an authenticator on, a second device, an open conversation).
import { authenticatorOn, codeAt, inChat, twoDevices } from './security.ts';
import { call, type ValidRequest } from './inject.ts';
import { asPlayer, latestCode } from './players.ts';

export const securityRequests = {
  getSecuritySettings: { body: {}, prepare: asPlayer('qcplayer01') },
  startAuthenticatorSetup: { body: {}, prepare: asPlayer('qcplayer01') },
  confirmAuthenticator: {
    body: { code: '123456' },
    prepare: async (app, session) => {
      const { headers } = await asPlayer('qcplayer01')(app, session);
      const { secret } = (await call(app, 'startAuthenticatorSetup', { session, headers: headers as Record<string, string>, body: {} })).json().data;
      return { headers, body: { code: codeAt(app, secret, session) } };
    },
  },
  disableAuthenticator: {
    body: { code: '123456' },
    prepare: async (app, session) => {
      const { headers, recoveryCodes } = await authenticatorOn(app, session);
      return { headers, body: { code: recoveryCodes[0] } };
    },
  },
  renewRecoveryCodes: {
    body: { code: '123456' },
    prepare: async (app, session) => {
      const { headers, secret } = await authenticatorOn(app, session);
      // The confirmation spent this step's code: the next step's is still good (phone clocks drift).
      return { headers, body: { code: codeAt(app, secret, session, 30_000) } };
    },
  },
  sendSecurityCode: { body: { channel: 'EMAIL' }, prepare: asPlayer('qcplayer01', { channel: 'EMAIL' }) },
  setContactFactor: {
    body: { channel: 'PHONE', enabled: true, code: '123456' },
    prepare: async (app, session) => {
      const { headers } = await asPlayer('qcplayer01')(app, session);
      await call(app, 'sendSecurityCode', { session, headers: headers as Record<string, string>, body: { channel: 'PHONE' } });
      return { headers, body: { channel: 'PHONE', enabled: true, code: await latestCode(app, '+81 9012345678', session) } };
    },
  },
  getSignedInDevices: { body: {}, prepare: asPlayer('qcplayer01') },
  signOutDevice: {
    body: { sessionId: 'ds-sample' },
    prepare: async (app, session) => {
      const { headers, other } = await twoDevices(app, session);
      return { headers, body: { sessionId: other.sessionId } };
    },
  },
  signOutOtherDevices: { body: {}, prepare: async (app, session) => ({ headers: (await twoDevices(app, session)).headers, body: {} }) },
  getChatStatus: { body: {} },
  openChat: { body: { contactEmail: 'visitor@example.com' } },
  getChatConversation: { body: { conversationId: 'chat-1001', chatKey: 'ck-sample' }, prepare: inChat() },
  sendChatMessage: { body: { conversationId: 'chat-1001', chatKey: 'ck-sample', text: '入金が反映されません' }, prepare: inChat({ text: '入金が反映されません' }) },
  setChatTyping: { body: { conversationId: 'chat-1001', chatKey: 'ck-sample', typing: true }, prepare: inChat({ typing: true }) },
  markChatRead: { body: { conversationId: 'chat-1001', chatKey: 'ck-sample', upTo: 1 }, prepare: inChat({ upTo: 1 }) },
  closeChat: { body: { conversationId: 'chat-1001', chatKey: 'ck-sample' }, prepare: inChat() },
  rateChat: {
    body: { conversationId: 'chat-1001', chatKey: 'ck-sample', stars: 5 },
    prepare: inChat({ stars: 5, comment: 'すぐに解決しました' }, async (app, session, chat) => {
      await call(app, 'closeChat', { session, body: chat });
    }),
  },
  getChatTranscripts: { body: { pageNo: 1, pageSize: 10 }, prepare: asPlayer('qcplayer01', { pageNo: 1, pageSize: 10 }) },
  getChatTranscript: {
    body: { conversationId: 'chat-1001' },
    prepare: async (app, session) => {
      const { headers } = await asPlayer('qcplayer01')(app, session);
      const opened = (await call(app, 'openChat', { session, headers: headers as Record<string, string>, body: {} })).json().data;
      return { headers, body: { conversationId: opened.conversationId } };
    },
  },
} satisfies Record<string, ValidRequest>;
