// The account centre's security settings: second factors, recovery codes, signed-in devices.
import { codes } from '../../contract.ts';
import { displayLoginName } from '../../domain/identity/credentials.ts';
import {
  confirmAuthenticator,
  disableAuthenticator,
  hasContact,
  renewRecoveryCodes,
  setContactFactor,
  startAuthenticatorSetup,
  type ContactChannel,
} from '../../domain/identity/security.ts';
import type { Account, DeviceSession } from '../../domain/identity/state.ts';
import { sessionOfToken, signedInDevices, signOutDevice, signOutOtherDevices } from '../../domain/identity/tokens.ts';
import { sendCode, verifyCode, type CodeDestination } from '../../domain/verification/codes.ts';
import { maskEmail, maskPhone } from '../../domain/shared/masking.ts';
import type { CodeOf, Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers, type ContextOf } from '../handler.ts';
import { codeOutcomeOrThrow, currentAccount, maskedContacts } from '../players.ts';

const settingsOf = (account: Account) => ({
  secondFactor: account.secondFactor,
  ...maskedContacts(account),
  recoveryCodesLeft: account.secondFactor === 'GOOGLE' ? (account.recoveryCodes?.length ?? 0) : 0,
});

/** Where a security code for the channel goes: the account's own e-mail or phone, never one sent in. */
function destinationOf(refuse: Refusal<CodeOf<'contactMissing'>>, account: Account, channel: ContactChannel): CodeDestination {
  if (channel === 'EMAIL' && account.email) return { channel: 'email', email: account.email };
  if (channel === 'PHONE' && account.phone) return { channel: 'sms', phonePrefix: account.phone.prefix, phone: account.phone.number };
  throw refuse(codes.contactMissing);
}

/** A wrong or locked authenticator code as the contract numbers it. */
function codeRefusal(
  refuse: Refusal<CodeOf<'secondFactorNotOn' | 'wrongCode' | 'secondFactorLocked'>>,
  outcome: { reason: 'not-on' | 'wrong' } | { reason: 'locked'; retryAfterSeconds: number },
): never {
  if (outcome.reason === 'locked') throw refuse(codes.secondFactorLocked, { retryAfterSeconds: outcome.retryAfterSeconds });
  throw refuse(outcome.reason === 'not-on' ? codes.secondFactorNotOn : codes.wrongCode);
}

type DevicesContext = ContextOf<'getSignedInDevices'> | ContextOf<'signOutDevice'> | ContextOf<'signOutOtherDevices'>;

function devicesView(ctx: DevicesContext, accountId: string) {
  const current = sessionOfToken(ctx.state, ctx.token)?.id;
  const view = (session: DeviceSession) => ({
    sessionId: session.id,
    device: session.device || 'Unknown',
    app: session.app,
    current: session.id === current,
    signedInAt: new Date(session.signedInAt).toISOString(),
    lastActiveAt: new Date(session.lastActiveAt).toISOString(),
  });
  // This device first, then the others by their last activity.
  const list = signedInDevices(ctx.state, accountId, ctx.now).map(view);
  return [...list.filter((d) => d.current), ...list.filter((d) => !d.current)];
}

export const securityHandlers = defineHandlers({
  getSecuritySettings: (ctx) => settingsOf(currentAccount(ctx)),

  startAuthenticatorSetup: (ctx) => {
    const account = currentAccount(ctx);
    const started = startAuthenticatorSetup(account, displayLoginName(account.loginName, ctx.state.config.loginNamePrefix), ctx.now);
    if (!started.ok) throw started.reason === 'already-on' ? ctx.refuse(codes.authenticatorAlreadyOn) : ctx.refuse(codes.anotherSecondFactorOn, { secondFactor: started.secondFactor });
    return { secret: started.secret, otpauthUri: started.otpauthUri, expiresAt: new Date(started.expiresAt).toISOString() };
  },

  confirmAuthenticator: (ctx) => {
    const confirmed = confirmAuthenticator(currentAccount(ctx), ctx.body.code.trim(), ctx.now);
    if (!confirmed.ok) throw confirmed.reason === 'no-setup' ? ctx.refuse(codes.authenticatorSetupMissing) : ctx.refuse(codes.wrongCode);
    return { recoveryCodes: confirmed.recoveryCodes };
  },

  disableAuthenticator: (ctx) => {
    const account = currentAccount(ctx);
    const outcome = disableAuthenticator(account, ctx.body.code, ctx.now);
    if (!outcome.ok) codeRefusal(ctx.refuse, outcome);
    return settingsOf(account);
  },

  renewRecoveryCodes: (ctx) => {
    const outcome = renewRecoveryCodes(currentAccount(ctx), ctx.body.code, ctx.now);
    if (!outcome.ok) codeRefusal(ctx.refuse, outcome);
    return { recoveryCodes: outcome.recoveryCodes };
  },

  // Within 60 s of the last code it says how long to wait, without sending (as the other send-code calls).
  sendSecurityCode: (ctx) => {
    const account = currentAccount(ctx);
    const destination = destinationOf(ctx.refuse, account, ctx.body.channel);
    const sent = sendCode(ctx.state, destination, 7, ctx.now, account.locale);
    const sentTo = destination.channel === 'email' ? maskEmail(destination.email) : maskPhone(destination.phone);
    return { retryAfterSeconds: sent.retryAfterSeconds, sentTo };
  },

  setContactFactor: (ctx) => {
    const account = currentAccount(ctx);
    const { channel, enabled, code } = ctx.body;
    if (!hasContact(account, channel)) throw ctx.refuse(codes.contactMissing);
    if (enabled && account.secondFactor !== 'NONE' && account.secondFactor !== channel) {
      throw ctx.refuse(codes.anotherSecondFactorOn, { secondFactor: account.secondFactor });
    }
    if (!enabled && account.secondFactor !== channel) throw ctx.refuse(codes.secondFactorNotOn);
    codeOutcomeOrThrow(ctx.refuse, verifyCode(ctx.state, destinationOf(ctx.refuse, account, channel), 7, code, ctx.now));
    const changed = setContactFactor(account, channel, enabled);
    // Every refusal was checked above, before the code was spent.
    if (!changed.ok) throw new Error(`setContactFactor: ${changed.reason}`);
    return settingsOf(account);
  },

  getSignedInDevices: (ctx) => devicesView(ctx, currentAccount(ctx).id),

  signOutDevice: (ctx) => {
    const account = currentAccount(ctx);
    // This device's own session ends by a logout, not here.
    const own = sessionOfToken(ctx.state, ctx.token)?.id === ctx.body.sessionId;
    if (own || !signOutDevice(ctx.state, account.id, ctx.body.sessionId, ctx.now)) throw ctx.refuse(codes.deviceSessionNotFound);
    return devicesView(ctx, account.id);
  },

  signOutOtherDevices: (ctx) => {
    const account = currentAccount(ctx);
    signOutOtherDevices(ctx.state, account.id, sessionOfToken(ctx.state, ctx.token)?.id, ctx.now);
    return devicesView(ctx, account.id);
  },
});
