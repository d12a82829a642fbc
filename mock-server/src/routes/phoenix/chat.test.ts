import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CANNED_DELAY_MS } from '../../domain/chat/conversations.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { picture } from '../../testing/pictures.ts';
import { advanceClock, bearer, loginAs } from '../../testing/players.ts';
import { openedChat, secondDevice } from '../../testing/security.ts';
import { listeningApp } from '../../testing/server.ts';
import { connect } from '../../testing/sockets.ts';

const staffed = (app: Awaited<ReturnType<typeof testApp>>, session?: string) => admin(app, 'POST', '/__mock/chat/desk', { staffed: true }, session);

describe('live chat: a visitor and the agent desk', () => {
  it('a visitor opens a conversation, the desk sees it and answers; only its key reaches it', async () => {
    const app = await testApp();
    await staffed(app);
    const chat = await openedChat(app);
    const greeting = (await call(app, 'getChatConversation', { body: chat })).json().data;
    expect(greeting).toMatchObject({ status: 'OPEN', mode: 'LIVE', unread: 1, messages: [{ id: 1, from: 'SYSTEM' }] });
    expect((await call(app, 'markChatRead', { body: { ...chat, upTo: 1 } })).json().data).toEqual({ unread: 0 });

    const sent = (await call(app, 'sendChatMessage', { body: { ...chat, text: '  入金が反映されません  ' } })).json();
    expect(sent).toMatchObject({ code: 200, data: { id: 2, from: 'PLAYER', text: '入金が反映されません', attachment: null } });
    await call(app, 'setChatTyping', { body: { ...chat, typing: true } });
    const desk = (await admin(app, 'GET', '/__mock/chat')).json();
    expect(desk.conversations[0]).toMatchObject({ conversationId: chat.conversationId, player: null, playerTyping: true, messages: [{ from: 'SYSTEM' }, { from: 'PLAYER' }] });

    expect((await admin(app, 'POST', `/__mock/chat/${chat.conversationId}/reply`, { text: '確認いたします' })).json()).toMatchObject({ id: 3, from: 'AGENT' });
    const after = (await call(app, 'getChatConversation', { body: chat })).json().data;
    expect(after).toMatchObject({ unread: 1, readByAgentUpTo: 3, agentTyping: false });
    expect(after.messages.at(-1)).toMatchObject({ from: 'AGENT', text: '確認いたします' });

    expect((await call(app, 'getChatConversation', { body: { conversationId: chat.conversationId, chatKey: 'ck-wrong' } })).json().code).toBe(109203);
    expect((await call(app, 'getChatConversation', { body: { conversationId: chat.conversationId } })).json().code).toBe(109203);
  });

  it('with nobody at the desk a canned reply about the topic follows after the delay, stamped when it fell due', async () => {
    const app = await testApp();
    const chat = await openedChat(app);
    await call(app, 'sendChatMessage', { body: { ...chat, text: 'パスワードを忘れました' } });
    expect((await call(app, 'getChatConversation', { body: chat })).json().data.agentTyping).toBe(true);
    await expect
      .poll(async () => (await call(app, 'getChatConversation', { body: chat })).json().data.messages.length, { timeout: CANNED_DELAY_MS * 3, interval: 100 })
      .toBe(3);
    const reply = (await call(app, 'getChatConversation', { body: chat })).json().data;
    expect(reply.agentTyping).toBe(false);
    expect(reply.messages[2]).toMatchObject({ from: 'AGENT', text: expect.stringContaining('パスワード') });
    expect(Date.parse(reply.messages[2].sentAt) - Date.parse(reply.messages[1].sentAt)).toBe(CANNED_DELAY_MS);
  });

  it('while agents are offline a conversation is an offline message, acknowledged once, answered later', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/chat/desk', { agentsOnline: false });
    expect((await call(app, 'getChatStatus', { body: {} })).json().data).toEqual({ agentsOnline: false });
    const opened = (await call(app, 'openChat', { body: { contactEmail: 'visitor@example.com' } })).json().data;
    expect(opened).toMatchObject({ mode: 'OFFLINE', messages: [{ from: 'SYSTEM', text: expect.stringContaining('対応時間外') }] });
    const chat = { conversationId: opened.conversationId, chatKey: opened.chatKey };
    await call(app, 'sendChatMessage', { body: { ...chat, text: '出金について' } });
    await call(app, 'sendChatMessage', { body: { ...chat, text: 'もう一つ' } });
    const stored = (await call(app, 'getChatConversation', { body: chat })).json().data;
    expect(stored.messages.map((m: { from: string }) => m.from)).toEqual(['SYSTEM', 'PLAYER', 'SYSTEM', 'PLAYER']);
    expect((await admin(app, 'GET', '/__mock/chat')).json().conversations[0]).toMatchObject({ mode: 'OFFLINE', contactEmail: 'visitor@example.com' });
    expect((await admin(app, 'POST', `/__mock/chat/${chat.conversationId}/reply`, { text: '回答いたします' })).statusCode).toBe(200);
  });

  it('takes a picture (JPEG, PNG, WebP by its bytes) and refuses one too large or not a picture', async () => {
    const app = await testApp();
    await staffed(app);
    const chat = await openedChat(app);
    const png = await picture('png', 320, 200);
    const sent = (await call(app, 'sendChatMessage', { body: { ...chat, attachment: { fileName: 'receipt.png', mimeType: 'image/png', data: png } } })).json();
    expect(sent.data).toMatchObject({ text: null, attachment: { fileName: 'receipt.png', mimeType: 'image/png', width: 320, height: 200 } });
    const webp = (await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } }).webp().toBuffer()).toString('base64');
    expect((await call(app, 'sendChatMessage', { body: { ...chat, attachment: { fileName: 'a.webp', mimeType: 'image/webp', data: webp } } })).json().data.attachment).toMatchObject({ width: 64, height: 48 });
    const pdf = Buffer.from('%PDF-1.7 not a picture').toString('base64');
    expect((await call(app, 'sendChatMessage', { body: { ...chat, attachment: { fileName: 'a.pdf', mimeType: 'image/png', data: pdf } } })).json().code).toBe(109202);
    expect((await call(app, 'sendChatMessage', { body: { ...chat, attachment: { fileName: 'a.png', mimeType: 'image/jpeg', data: png } } })).json().code).toBe(109202);
    const huge = Buffer.alloc(2 * 1024 * 1024 + 1, 7);
    Buffer.from(png, 'base64').copy(huge);
    const tooLarge = await call(app, 'sendChatMessage', { body: { ...chat, attachment: { fileName: 'big.png', mimeType: 'image/png', data: huge.toString('base64') } } });
    expect(tooLarge.json()).toMatchObject({ code: 109201, success: false });
    expect((await call(app, 'sendChatMessage', { body: { ...chat, text: '   ' } })).json().code).toBe(109206);
  });

  it('closes (from either side) and is rated once after; a closed conversation takes no message', async () => {
    const app = await testApp();
    const chat = await openedChat(app);
    expect((await call(app, 'rateChat', { body: { ...chat, stars: 5 } })).json().code).toBe(109205);
    expect((await admin(app, 'POST', `/__mock/chat/${chat.conversationId}/close`, {})).json()).toMatchObject({ status: 'CLOSED' });
    expect((await call(app, 'sendChatMessage', { body: { ...chat, text: 'まだ?' } })).json().code).toBe(109204);
    const rated = (await call(app, 'rateChat', { body: { ...chat, stars: 4, comment: ' 丁寧でした ' } })).json().data;
    expect(rated).toMatchObject({ status: 'CLOSED', rating: { stars: 4, comment: '丁寧でした' } });
    expect((await call(app, 'rateChat', { body: { ...chat, stars: 1 } })).json().code).toBe(109205);
  });
});

describe('live chat: a player', () => {
  it('gets the same open conversation back on every device, and its transcripts in the account centre', async () => {
    const app = await testApp();
    await staffed(app);
    const phone = bearer((await loginAs(app, 'qcplayer01', { deviceId: 'phone' })).access_token);
    // A second device live beside the first (a login would end it: one live session per account).
    const desktop = await secondDevice(app, 'qcplayer01', 'desktop');
    const opened = (await call(app, 'openChat', { headers: phone, body: {} })).json().data;
    expect((await call(app, 'openChat', { headers: desktop, body: {} })).json().data.conversationId).toBe(opened.conversationId);
    // A player's own conversation needs no key.
    await call(app, 'sendChatMessage', { headers: desktop, body: { conversationId: opened.conversationId, text: 'ボーナスについて' } });
    expect((await admin(app, 'GET', '/__mock/chat')).json().conversations[0].player).toBe('qcplayer01');
    await call(app, 'closeChat', { headers: phone, body: { conversationId: opened.conversationId } });
    await advanceClock(app, 60_000);
    const next = (await call(app, 'openChat', { headers: phone, body: {} })).json().data;
    expect(next.conversationId).not.toBe(opened.conversationId);

    const transcripts = (await call(app, 'getChatTranscripts', { headers: phone, body: { pageNo: 1, pageSize: 1 } })).json().data;
    expect(transcripts).toMatchObject({ pageInfo: { pageNo: 1, pageSize: 1, total: 2 }, list: [{ conversationId: next.conversationId, status: 'OPEN' }] });
    const older = (await call(app, 'getChatTranscripts', { headers: phone, body: { pageNo: 2, pageSize: 1 } })).json().data.list[0];
    expect(older).toMatchObject({ conversationId: opened.conversationId, status: 'CLOSED', messageCount: 3, lastMessage: { from: 'SYSTEM' } });
    const full = (await call(app, 'getChatTranscript', { headers: phone, body: { conversationId: opened.conversationId } })).json().data;
    expect(full.messages.map((m: { text: string }) => m.text)).toContain('ボーナスについて');
    const stranger = bearer((await loginAs(app, 'qctransfer01')).access_token);
    expect((await call(app, 'getChatTranscript', { headers: stranger, body: { conversationId: opened.conversationId } })).json().code).toBe(109203);
  });
});

describe('live chat on the socket', () => {
  it('the desk’s typing and reply reach the visitor’s socket named by its chat key, and nobody else’s', async () => {
    const { app, base } = await listeningApp();
    await staffed(app, 'chat-s');
    const chat = await openedChat(app, 'chat-s');
    const socket = async (chatKey?: string) => {
      const client = await connect(base, '?mockSession=chat-s');
      client.send({ type: 'connection_init', payload: chatKey ? { chatKey } : {} });
      expect(await client.next()).toEqual({ type: 'connection_ack' });
      client.send({ type: 'subscribe', id: 'c1', payload: { topic: 'chat' } });
      client.send({ type: 'ping' });
      expect(await client.next()).toEqual({ type: 'pong' });
      return client;
    };
    const visitor = await socket(chat.chatKey);
    const stranger = await socket('ck-someone-else');
    await admin(app, 'POST', `/__mock/chat/${chat.conversationId}/typing`, { typing: true }, 'chat-s');
    expect(await visitor.next()).toMatchObject({ payload: { topic: 'chat', data: { conversationId: chat.conversationId, kind: 'TYPING', typing: true, unread: 1 } } });
    await admin(app, 'POST', `/__mock/chat/${chat.conversationId}/reply`, { text: 'こんにちは' }, 'chat-s');
    expect(await visitor.next()).toMatchObject({ payload: { data: { kind: 'MESSAGE', message: { from: 'AGENT', text: 'こんにちは' }, unread: 2 } } });
    stranger.send({ type: 'ping' });
    expect(await stranger.next()).toEqual({ type: 'pong' });
    visitor.close();
    stranger.close();
  });
});
