import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query/query-client';
import { applyChatPush, chatConversationQueryOptions, type ChatConversation } from './chat';

const access = { conversationId: 'chat-1001', chatKey: 'ck-1' };
const message = (id: number, from: 'PLAYER' | 'AGENT' | 'SYSTEM', text: string) => ({ id, from, text, attachment: null, sentAt: '2026-11-24T06:00:00.000Z' });

function seed(): void {
  const conversation: ChatConversation = {
    conversationId: 'chat-1001',
    chatKey: 'ck-1',
    status: 'OPEN',
    mode: 'LIVE',
    openedAt: '2026-11-24T06:00:00.000Z',
    closedAt: null,
    messages: [message(1, 'SYSTEM', 'こんにちは'), message(2, 'PLAYER', '入金について')],
    unread: 0,
    agentTyping: false,
    readByAgentUpTo: 0,
    rating: null,
  };
  queryClient.setQueryData(chatConversationQueryOptions(access).queryKey, conversation);
}
const current = () => queryClient.getQueryData(chatConversationQueryOptions(access).queryKey)!;
const push = (fields: Partial<Parameters<typeof applyChatPush>[1]>) =>
  applyChatPush(access, { conversationId: 'chat-1001', kind: 'MESSAGE', message: null, typing: null, readUpTo: null, unread: 0, ...fields });

afterEach(() => queryClient.clear());

describe('the chat push in the conversation’s cache entry', () => {
  it('typing, the reply (once, however often it arrives), the read receipt, the end', () => {
    seed();
    push({ kind: 'TYPING', typing: true, unread: 0 });
    expect(current().agentTyping).toBe(true);
    push({ kind: 'MESSAGE', message: message(3, 'AGENT', '確認します'), unread: 1 });
    push({ kind: 'MESSAGE', message: message(3, 'AGENT', '確認します'), unread: 1 });
    expect(current()).toMatchObject({ agentTyping: false, unread: 1 });
    expect(current().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    push({ kind: 'READ', readUpTo: 2, unread: 1 });
    expect(current().readByAgentUpTo).toBe(2);
    push({ kind: 'CLOSED', message: message(4, 'SYSTEM', '終了しました'), unread: 2 });
    expect(current()).toMatchObject({ status: 'CLOSED', unread: 2, closedAt: '2026-11-24T06:00:00.000Z' });
  });

  it('leaves another conversation alone', () => {
    seed();
    applyChatPush({ conversationId: 'chat-9', chatKey: 'x' }, { conversationId: 'chat-1001', kind: 'MESSAGE', message: message(3, 'AGENT', 'x'), typing: null, readUpTo: null, unread: 1 });
    expect(current().messages).toHaveLength(2);
  });
});
