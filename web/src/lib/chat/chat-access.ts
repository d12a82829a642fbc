/**
 * The live-support conversation this device is in (phoenix chat area): its id and the key that
 * reaches it. Client state, kept a week on the device so a visitor's chat survives a reload and
 * its pushes find the socket (connection_init `chatKey`). A logout forgets it: the conversation
 * belonged to whoever was signed in.
 */
import { create } from 'zustand';
import { getStored, removeStored, setStored, storageKeys } from '../storage/storage';

export interface ChatAccess {
  conversationId: string;
  chatKey: string;
}

const CHAT_EXPIRY_MINUTES = 7 * 24 * 60;

const isChatAccess = (value: unknown): value is ChatAccess =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatAccess).conversationId === 'string' &&
  typeof (value as ChatAccess).chatKey === 'string';

export const useChatAccess = create<{ access: ChatAccess | null }>(() => ({ access: getStored(storageKeys.chat, isChatAccess) }));

export const chatAccess = (): ChatAccess | null => useChatAccess.getState().access;

export function rememberChat(access: ChatAccess): void {
  setStored(storageKeys.chat, access, CHAT_EXPIRY_MINUTES);
  useChatAccess.setState({ access });
}

export function forgetChat(): void {
  removeStored(storageKeys.chat);
  useChatAccess.setState({ access: null });
}
