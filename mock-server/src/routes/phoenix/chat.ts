// Live support: the player's (or visitor's) side of a conversation with the support desk.
import { codes } from '../../contract.ts';
import {
  addPlayerMessage,
  closeConversation,
  conversationsOf,
  findConversation,
  markReadByPlayer,
  mayAccess,
  openConversation,
  rateConversation,
  unreadOf,
} from '../../domain/chat/conversations.ts';
import type { ChatAttachmentInfo, ChatMessageRecord, Conversation } from '../../domain/chat/state.ts';
import { pictureFacts } from '../../domain/shared/pictures.ts';
import type { CodeOf, Refusal } from '../../domain/shared/business-error.ts';
import type { MockState } from '../../domain/state.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

/** A chat picture: JPEG, PNG or WebP by its bytes, 2 MB at most. */
export const MAX_CHAT_PICTURE_BYTES = 2 * 1024 * 1024;
const CHAT_PICTURES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Conversations in the history list, the latest first. */
const DEFAULT_PAGE_SIZE = 10;

export const messageView = (message: ChatMessageRecord) => ({ ...message, sentAt: iso(message.sentAt) });

export function conversationView(conversation: Conversation) {
  return {
    conversationId: conversation.id,
    chatKey: conversation.key,
    status: conversation.status,
    mode: conversation.mode,
    openedAt: iso(conversation.openedAt),
    closedAt: conversation.closedAt === null ? null : iso(conversation.closedAt),
    messages: conversation.messages.map(messageView),
    unread: unreadOf(conversation),
    agentTyping: conversation.agentTyping,
    readByAgentUpTo: conversation.readByAgentUpTo,
    rating: conversation.rating,
  };
}

/** What finding the caller's conversation needs of a call's context. */
interface AccessContext {
  state: MockState;
  playerId: string | undefined;
  body: { conversationId: string; chatKey?: string | undefined };
  refuse: Refusal<CodeOf<'chatNotFound'>>;
}

/** The conversation the call names, if the caller may reach it: by its key, or as its player. */
function conversationOf(ctx: AccessContext): Conversation {
  const conversation = findConversation(ctx.state, ctx.body.conversationId);
  if (!conversation || !mayAccess(conversation, { chatKey: ctx.body.chatKey, accountId: ctx.playerId })) throw ctx.refuse(codes.chatNotFound);
  return conversation;
}

function openOrThrow(refuse: Refusal<CodeOf<'chatClosed'>>, conversation: Conversation): Conversation {
  if (conversation.status === 'CLOSED') throw refuse(codes.chatClosed);
  return conversation;
}

/** What a picture is, from its bytes; refused when too large or not a picture of the type it says. */
function attachmentOf(
  refuse: Refusal<CodeOf<'chatAttachmentTooLarge' | 'chatAttachmentNotPicture'>>,
  upload: { fileName: string; mimeType: string; data: string },
): ChatAttachmentInfo {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > MAX_CHAT_PICTURE_BYTES) throw refuse(codes.chatAttachmentTooLarge);
  const facts = pictureFacts(bytes, CHAT_PICTURES);
  if (!facts || facts.mimeType !== upload.mimeType) throw refuse(codes.chatAttachmentNotPicture);
  return { fileName: upload.fileName, mimeType: facts.mimeType, sizeBytes: bytes.length, width: facts.width, height: facts.height };
}

export const chatHandlers = defineHandlers({
  getChatStatus: ({ state }) => ({ agentsOnline: state.chat.desk.agentsOnline }),

  openChat: ({ state, body, playerId, locale, now }) =>
    conversationView(openConversation(state, { accountId: playerId ?? null, contactEmail: body.contactEmail ?? null, locale }, now)),

  getChatConversation: (ctx) => conversationView(conversationOf(ctx)),

  sendChatMessage: (ctx) => {
    const conversation = openOrThrow(ctx.refuse, conversationOf(ctx));
    const text = ctx.body.text?.trim() || null;
    const attachment = ctx.body.attachment ? attachmentOf(ctx.refuse, ctx.body.attachment) : null;
    if (text === null && attachment === null) throw ctx.refuse(codes.chatMessageEmpty);
    return messageView(addPlayerMessage(ctx.state, conversation, { text, attachment }, ctx.now));
  },

  // The desk reads it on its next look (the agent desk polls); the player's own devices need not hear it.
  setChatTyping: (ctx) => {
    openOrThrow(ctx.refuse, conversationOf(ctx)).playerTyping = ctx.body.typing;
    return null;
  },

  markChatRead: (ctx) => ({ unread: markReadByPlayer(conversationOf(ctx), ctx.body.upTo) }),

  closeChat: (ctx) => {
    const conversation = conversationOf(ctx);
    closeConversation(ctx.state, conversation, ctx.now);
    return conversationView(conversation);
  },

  rateChat: (ctx) => {
    const conversation = conversationOf(ctx);
    if (!rateConversation(conversation, ctx.body.stars, ctx.body.comment?.trim() || null)) throw ctx.refuse(codes.chatNotRatable);
    return conversationView(conversation);
  },

  getChatTranscripts: (ctx) => {
    const all = conversationsOf(ctx.state, currentAccount(ctx).id);
    const pageNo = ctx.body?.pageNo ?? 1;
    const pageSize = ctx.body?.pageSize ?? DEFAULT_PAGE_SIZE;
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((conversation) => ({
      conversationId: conversation.id,
      status: conversation.status,
      mode: conversation.mode,
      openedAt: iso(conversation.openedAt),
      closedAt: conversation.closedAt === null ? null : iso(conversation.closedAt),
      messageCount: conversation.messages.length,
      lastMessage: conversation.messages.length > 0 ? messageView(conversation.messages.at(-1)!) : null,
      rating: conversation.rating,
    }));
    return { list, pageInfo: { pageNo, pageSize, total: all.length } };
  },

  getChatTranscript: (ctx) => {
    const conversation = findConversation(ctx.state, ctx.body.conversationId);
    if (!conversation || conversation.accountId !== currentAccount(ctx).id) throw ctx.refuse(codes.chatNotFound);
    return conversationView(conversation);
  },
});
