import { findAccountById } from '../../domain/identity/accounts.ts';
import { addAgentMessage, changeDesk, closeConversation, findConversation, markReadByAgent, setAgentTyping } from '../../domain/chat/conversations.ts';
import type { ChatMessageRecord, Conversation } from '../../domain/chat/state.ts';
import { now } from '../../domain/shared/clock.ts';
import type { MockState } from '../../domain/state.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';
import { iso } from '../time.ts';

/** The desk's list holds the latest conversations. */
const DESK_LIST_LIMIT = 50;

const messageView = (message: ChatMessageRecord) => ({ ...message, sentAt: iso(message.sentAt) });

function conversationView(state: MockState, conversation: Conversation) {
  return {
    conversationId: conversation.id,
    player: conversation.accountId === null ? null : (findAccountById(state, conversation.accountId)?.loginName ?? null),
    contactEmail: conversation.contactEmail,
    status: conversation.status,
    mode: conversation.mode,
    openedAt: iso(conversation.openedAt),
    closedAt: conversation.closedAt === null ? null : iso(conversation.closedAt),
    playerTyping: conversation.playerTyping,
    readByPlayerUpTo: conversation.readByPlayerUpTo,
    readByAgentUpTo: conversation.readByAgentUpTo,
    rating: conversation.rating,
    messages: conversation.messages.map(messageView),
  };
}

function conversationOrThrow(state: MockState, id: string): Conversation {
  const conversation = findConversation(state, id);
  if (!conversation) throw refusal(404, `no conversation ${id}`);
  return conversation;
}

function openOrThrow(conversation: Conversation): Conversation {
  if (conversation.status === 'CLOSED') throw refusal(409, `${conversation.id} is closed`);
  return conversation;
}

/** The live-support agent desk (tag chat): QA answers as the agent, the QA console's agent desk panel calls these. */
export const chatHandlers = defineControlHandlers({
  listChats: ({ session }) => ({
    desk: { ...session.state.chat.desk },
    conversations: session.state.chat.conversations.slice(-DESK_LIST_LIMIT).reverse().map((c) => conversationView(session.state, c)),
  }),

  setChatDesk: ({ session, body }) => ({ ...changeDesk(session.state, body, now(session.clock)) }),

  replyToChat: ({ session, params, body }) => {
    const conversation = openOrThrow(conversationOrThrow(session.state, params.conversationId));
    return messageView(addAgentMessage(session.state, conversation, body.text.trim(), now(session.clock)));
  },

  setAgentTyping: ({ session, params, body }) => {
    setAgentTyping(session.state, openOrThrow(conversationOrThrow(session.state, params.conversationId)), body.typing, now(session.clock));
    return { typing: body.typing };
  },

  markChatReadByAgent: ({ session, params }) => ({
    readUpTo: markReadByAgent(session.state, conversationOrThrow(session.state, params.conversationId), now(session.clock)),
  }),

  closeChatAsAgent: ({ session, params }) => {
    const conversation = conversationOrThrow(session.state, params.conversationId);
    closeConversation(session.state, conversation, now(session.clock));
    return conversationView(session.state, conversation);
  },
});
