
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

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a message went to `to`, however QA writes it: an e-mail in any case, a phone with or
 * without spaces, `+`, the `00` prefix form (`0081...`) or the national leading 0 (`090...`).
 */
export function sentTo(message: InboxMessage, to: string): boolean {
  if (message.channel === 'email' || to.includes('@')) return message.to.toLowerCase() === to.trim().toLowerCase();
  const stored = digitsOf(message.to); // calling code + national number
  const asked = digitsOf(to);
  if (asked.length < 4) return false;
  if (stored === asked || (asked.startsWith('00') && stored === asked.slice(2))) return true;
  // National form: the number after its trunk 0, behind a calling code of one to three digits.
  if (asked.startsWith('0') && !asked.startsWith('00')) {
    const national = asked.slice(1);
    const codeLength = stored.length - national.length;
    return codeLength >= 1 && codeLength <= 3 && stored.endsWith(national);
  }
  return false;
}

/** Newest first; only those to `to` (see sentTo) and for `purpose`, when given. */
export function messagesTo(state: InboxSlice, to: string | undefined, purpose?: string): InboxMessage[] {
  const list = state.inbox.filter((m) => (to === undefined || sentTo(m, to)) && (purpose === undefined || m.purpose === purpose));
  return list.reverse();
}
