import type { Locale } from '../../contract.ts';
import type { PictureType } from '../shared/pictures.ts';

/**
 * Live support: the session's conversations with the support desk, and the desk itself. Plain
 * data in session state (a snapshot carries it); pictures are kept as what they are (type, size,
 * pixels), never their bytes, so a session stays small whatever is sent.
 */

export type ChatAuthor = 'PLAYER' | 'AGENT' | 'SYSTEM';

export interface ChatAttachmentInfo {
  fileName: string;
  mimeType: PictureType;
  sizeBytes: number;
  width: number;
  height: number;
}

export interface ChatMessageRecord {
  /** Counts up from 1 within the conversation. */
  id: number;
  from: ChatAuthor;
  text: string | null;
  attachment: ChatAttachmentInfo | null;
  sentAt: number;
}

export interface Conversation {
  id: string;
  /** Reaches the conversation from the device that opened it (a visitor has nothing else). */
  key: string;
  /** The player's, or null for a visitor's. */
  accountId: string | null;
  /** Where a visitor wants the answer to an offline message. */
  contactEmail: string | null;
  locale: Locale;
  status: 'OPEN' | 'CLOSED';
  /** OFFLINE when it was opened while no agent was online: an offline message. */
  mode: 'LIVE' | 'OFFLINE';
  openedAt: number;
  closedAt: number | null;
  messages: ChatMessageRecord[];
  nextMessageId: number;
  playerTyping: boolean;
  agentTyping: boolean;
  readByPlayerUpTo: number;
  readByAgentUpTo: number;
  rating: { stars: number; comment: string | null } | null;
  /** When the canned reply to the player's last message falls due (nobody at the desk). */
  cannedDueAt: number | null;
}

export interface ChatDesk {
  /** Agents answer live; when false new conversations are offline messages. */
  agentsOnline: boolean;
  /** Someone is at the agent desk; when false the mock answers with canned replies after a delay. */
  staffed: boolean;
}

export interface ChatSlice {
  chat: {
    desk: ChatDesk;
    /** Newest last. */
    conversations: Conversation[];
    nextId: number;
  };
}

/** The desk at the start: agents online, nobody at the desk (so a message gets a canned reply). */
export const noChat = (): ChatSlice['chat'] => ({ desk: { agentsOnline: true, staffed: false }, conversations: [], nextId: 1001 });
