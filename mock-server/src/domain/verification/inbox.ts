
/** An SMS or e-mail the server "sent"; QA reads them through /__mock/inbox. */
export interface InboxMessage {
  to: string;
  channel: 'sms' | 'email';
  purpose: string;
  code: string;
  text: string;
  time: string;
}

export interface InboxSlice {
  inbox: InboxMessage[];
}

const INBOX_LIMIT = 200;

export function sendMessage(state: InboxSlice, message: InboxMessage): void {
  state.inbox.push(message);
  if (state.inbox.length > INBOX_LIMIT) state.inbox.shift();
}

export function messagesTo(state: InboxSlice, to: string | undefined): InboxMessage[] {
  const list = to ? state.inbox.filter((m) => m.to === to) : state.inbox;
  return [...list].reverse();
}
