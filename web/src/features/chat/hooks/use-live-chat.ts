import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useChatConversation } from '#web/api/chat.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { codes } from '#web/lib/http/error-codes.ts';
import { forgetChat } from '#web/lib/chat/chat-access.ts';
import { catchUp, chatStatusQueryOptions, endChat, markRead, rate, sendMessage, sendTyping, startChat, type ChatAttachmentUpload } from '../api/chat';

/** The desk hears "typing" again at most this often while the player types on. */
const TYPING_EVERY_MS = 4_000;

export interface Outgoing {
  text: string;
  picture?: { upload: ChatAttachmentUpload; preview: string };
}

/**
 * The chat widget's state: the conversation this device is in (or none yet: the first message
 * starts one), the desk's status, sending, typing, read receipts while the widget is open,
 * closing and rating, and the previews of pictures this page sent (the server keeps what a
 * picture is, not the picture).
 */
export function useLiveChat(opened: boolean) {
  const { access, data: conversation, error } = useChatConversation();
  const loggedIn = useIsLoggedIn();
  const status = useQuery({ ...chatStatusQueryOptions(), enabled: opened && access === null });
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const lastTyping = useRef(0);

  // A conversation the server no longer knows (a week later, another session): start afresh.
  useEffect(() => {
    if (error instanceof ApiError && error.code === codes.chatNotFound) forgetChat();
  }, [error]);

  // The first message starts the conversation: opening the widget alone leaves nothing on the desk.
  const send = useMutation({
    mutationFn: async ({ text, picture, contactEmail }: Outgoing & { contactEmail?: string }) => {
      const target = access ?? (await startChat(contactEmail));
      lastTyping.current = 0;
      const sent = await sendMessage(target, { ...(text.trim() ? { text: text.trim() } : {}), ...(picture ? { attachment: picture.upload } : {}) });
      if (picture) setPreviews((known) => ({ ...known, [sent.id]: picture.preview }));
      if (!access) await catchUp(target);
      return sent;
    },
  });

  const typing = () => {
    if (!access || conversation?.status !== 'OPEN') return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    sendTyping(access, true);
  };

  // What is on screen is read: the desk gets the receipt, the button's badge clears.
  const latest = conversation?.messages.at(-1)?.id ?? 0;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (opened && access && unread > 0) markRead(access, latest).catch(() => undefined);
  }, [opened, access, unread, latest]);

  const close = useMutation({ mutationFn: () => (access ? endChat(access) : Promise.resolve()) });
  const rating = useMutation({ mutationFn: ({ stars, comment }: { stars: number; comment: string }) => (access ? rate(access, stars, comment) : Promise.resolve()) });

  const startOver = () => {
    forgetChat();
    // The desk may have gone offline since: the next chat asks afresh whether agents are on.
    void status.refetch();
    setPreviews({});
    send.reset();
    close.reset();
    rating.reset();
  };

  return {
    conversation: access ? conversation : undefined,
    agentsOnline: conversation ? conversation.mode === 'LIVE' : (status.data?.agentsOnline ?? true),
    /** A visitor leaving an offline message may say where the answer should go. */
    asksForEmail: !access && !loggedIn && status.data?.agentsOnline === false,
    previews,
    send,
    typing,
    close,
    rating,
    startOver,
  };
}
