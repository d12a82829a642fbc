/**
 * Live support (openapi/phoenix/chat.yaml): the widget's calls and the account centre's
 * transcripts. The conversation itself lives in the shared cache entry (api/chat): what the player
 * sends goes into it at once, what the desk does arrives by the `chat` push.
 */

import {
  closeChat,
  getChatStatus,
  getChatTranscript,
  getChatTranscripts,
  markChatRead,
  openChat,
  rateChat,
  sendChatMessage,
  setChatTyping,
  type ChatAttachmentUpload,
} from '#generated/phoenix/chat.ts';
import { chatConversationQueryOptions, updateConversation, withMessage } from '#web/api/chat.ts';
import { dataOf } from '#web/api/data-of.ts';
import { rememberChat, type ChatAccess } from '#web/lib/chat/chat-access.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { ChatAttachmentUpload };

const body = (access: ChatAccess) => ({ conversationId: access.conversationId, chatKey: access.chatKey });

/** Whether agents are online (a live chat) or not (an offline message). */
export const chatStatusQueryOptions = () =>
  apiQuery({ getChatStatus }, undefined, { silent: true, staleTime: 30_000 });

/** Starts the conversation this device is in (a player's open one comes back instead). */
export async function startChat(contactEmail: string | undefined): Promise<ChatAccess> {
  const conversation = dataOf(await openChat(contactEmail ? { contactEmail } : {}, { silent: true }));
  const access = { conversationId: conversation.conversationId, chatKey: conversation.chatKey };
  queryClient.setQueryData(chatConversationQueryOptions(access).queryKey, conversation);
  rememberChat(access);
  return access;
}

/**
 * Catches up on what the server added to a conversation before this device's `chat` push was
 * listening: the socket subscribes once a chat starts, so the note an offline message gets at
 * once (with the first message) would otherwise be missed.
 */
export function catchUp(access: ChatAccess): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatConversationQueryOptions(access).queryKey });
}

/** Sends text and/or a picture; the message joins the conversation as the server keeps it. */
export async function sendMessage(access: ChatAccess, message: { text?: string; attachment?: ChatAttachmentUpload }) {
  const sent = dataOf(await sendChatMessage({ ...body(access), ...message }, { silent: true }));
  updateConversation(access, (conversation) => withMessage(conversation, sent));
  return sent;
}

/** The desk sees the player typing; a lost one is no loss (the next keystroke says it again). */
export function sendTyping(access: ChatAccess, typing: boolean): void {
  setChatTyping({ ...body(access), typing }, { silent: true }).catch(() => undefined);
}

export async function markRead(access: ChatAccess, upTo: number): Promise<void> {
  const { unread } = dataOf(await markChatRead({ ...body(access), upTo }, { silent: true }));
  updateConversation(access, (conversation) => ({ ...conversation, unread }));
}

export async function endChat(access: ChatAccess): Promise<void> {
  const closed = dataOf(await closeChat(body(access), { silent: true }));
  queryClient.setQueryData(chatConversationQueryOptions(access).queryKey, closed);
}

export async function rate(access: ChatAccess, stars: number, comment: string): Promise<void> {
  const rated = dataOf(await rateChat({ ...body(access), stars, ...(comment.trim() ? { comment: comment.trim() } : {}) }, { silent: true }));
  queryClient.setQueryData(chatConversationQueryOptions(access).queryKey, rated);
}

export const TRANSCRIPTS_PAGE_SIZE = 10;

/** The player's conversations, newest first, a page at a time. */
export const chatTranscriptsQueryOptions = (pageNo: number) =>
  playerQuery(apiQuery({ getChatTranscripts }, { pageNo, pageSize: TRANSCRIPTS_PAGE_SIZE }, { silent: true, staleTime: 30_000 }));

/** One conversation in full, when the player opens it in the list. */
export const chatTranscriptQueryOptions = (conversationId: string) =>
  playerQuery(apiQuery({ getChatTranscript }, { conversationId }, { silent: true, staleTime: 30_000 }));
