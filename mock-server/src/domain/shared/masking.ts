/**
 * How the API shows contact details back to a player (user info, login challenges, account
 * recovery): enough to recognise them, not enough to harvest them. Control API answers are unmasked.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 3 ? local.slice(0, 1) : `${local.slice(0, 2)}${'*'.repeat(Math.min(local.length - 3, 8))}${local.slice(-1)}`;
  return `${shown.length === 1 ? `${shown}***` : shown}${email.slice(at)}`;
}

/** "9012345678" → "90****5678", the form of SecurityResp.mobilePhone's example. */
export function maskPhone(number: string): string {
  if (number.length <= 6) return `${number.slice(0, 1)}***${number.slice(-2)}`;
  return `${number.slice(0, 2)}${'*'.repeat(number.length - 6)}${number.slice(-4)}`;
}

/**
 * A name other players see (rankings, the wins feed, a referrer's invitees): "player01" →
 * "pl***01", enough to spot oneself, not enough to find the account.
 */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
