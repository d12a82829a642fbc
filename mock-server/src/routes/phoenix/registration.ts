// New accounts: by e-mail, by phone, and by approving a third-party login (SPEC §3, §7).
import { findAccountByEmail, findAccountByLoginName, findAccountByPhone, findAccountByThirdParty } from '../../domain/identity/accounts.ts';
import type { Account } from '../../domain/identity/state.ts';
import { login, sessionOfToken, type LoginDevice } from '../../domain/identity/tokens.ts';
import { deviceLabel } from '../../domain/identity/device-label.ts';
import { isGuest, upgradeGuest, type GuestUpgrade } from '../../domain/identity/guests.ts';
import { findAccountById } from '../../domain/identity/accounts.ts';
import { registerAccount } from '../../use-cases/register-account.ts';
import { isAcceptablePassword, isRegistrableLoginName } from '../../domain/identity/credentials.ts';
import { callingCodeOf } from '../../domain/shared/phones.ts';
import type { MockState } from '../../domain/state.ts';
import { issueTicket, redeemProviderCode, startAuthorization } from '../../domain/identity/third-party.ts';
import { verifyCode } from '../../domain/verification/codes.ts';
import { codes } from '../../contract.ts';
import { badRequest, BusinessError } from '../../domain/shared/business-error.ts';
import { defineHandlers, type ContextOf } from '../handler.ts';
import { codeOutcomeOrThrow, decryptOrThrow, loginResult, validPhoneOrThrow } from '../players.ts';

/** A system-chosen login name: `base`, or `base` with a counter when someone already has it. */
function freeLoginName(state: MockState, base: string): string {
  let name = base;
  for (let n = 2; findAccountByLoginName(state, name); n++) name = `${base}${n}`;
  return name;
}

/** Where an account made by a third-party login came from (its userSource). */
const THIRD_PARTY_SOURCE = { google: 'GOOGLE', twitter: 'TWITTER', line: 'LINE', apple: 'APPLE' } as const;

const referralOf = (body: { referCode?: string; btag?: string; affiliateId?: string }) => ({
  ...(body.referCode && { referCode: body.referCode }),
  ...(body.btag && { btag: body.btag }),
  ...(body.affiliateId && { affiliateId: body.affiliateId }),
});

const CONFLICTS = { 'name-taken': codes.nameTaken, 'email-taken': codes.emailTaken, 'phone-taken': codes.phoneTaken } as const;

/**
 * The new account, or its conflict's code. Not typed by one operation: which conflicts a caller
 * can meet depends on its input (a phone registration picks a free name and has no e-mail), so
 * each is held to its own codes by the contract check under test instead.
 */
function created(result: ReturnType<typeof registerAccount>): Account {
  if (result.ok) return result.account;
  throw new BusinessError(CONFLICTS[result.reason]);
}

type RegistrationContext = ContextOf<'registerByEmail'> | ContextOf<'registerByPhone'>;

/**
 * The new player: a new account, or, when a guest of the app registers (its token came with the
 * call), the guest account itself, so its favourites, recent games and settings stay. The login
 * that follows ends the guest's session on that device.
 */
function newPlayer(ctx: RegistrationContext, input: Parameters<typeof registerAccount>[1] & GuestUpgrade): { account: Account; device: LoginDevice } {
  const caller = ctx.playerId === undefined ? undefined : findAccountById(ctx.state, ctx.playerId);
  const session = sessionOfToken(ctx.state, ctx.token);
  const device: LoginDevice = { deviceId: session?.deviceId, device: deviceLabel(ctx.userAgent), app: session?.app ?? null };
  if (!isGuest(caller)) return { account: created(registerAccount(ctx.state, input, ctx.now)), device };
  const upgraded = upgradeGuest(ctx.state, caller, input, ctx.now);
  if (!upgraded.ok) throw new BusinessError(CONFLICTS[upgraded.reason]);
  return { account: upgraded.account, device };
}

export const registrationHandlers = defineHandlers({
  // The name arrives prefixed and lower-cased (PRODUCT.md); the server checks the rule itself.
  registerByEmail: (ctx) => {
    const { body, state, now, locale, refuse } = ctx;
    const password = decryptOrThrow(refuse, state, body.password);
    const loginName = body.loginName.trim().toLowerCase();
    if (!isRegistrableLoginName(loginName, state.config.loginNamePrefix)) throw refuse(codes.invalidLoginName);
    if (!isAcceptablePassword(password)) throw refuse(codes.invalidPassword);
    const { account, device } = newPlayer(ctx, { loginName, password, email: body.email, userSource: 'QC', userNamePwdStatus: 1, locale: body.locale ?? locale, ...referralOf(body) });
    return loginResult(account, login(state, account.id, now, device));
  },

  // No name or password of its own yet (userNamePwdStatus 0): the site's silent set-up follows.
  registerByPhone: (ctx) => {
    const { body, state, now, locale, refuse } = ctx;
    const phone = { phonePrefix: body.phonePrefix, phone: body.mobileNo };
    validPhoneOrThrow(refuse, phone);
    if (findAccountByPhone(state, body.phonePrefix, body.mobileNo)) throw refuse(codes.phoneTaken);
    codeOutcomeOrThrow(refuse, verifyCode(state, { channel: 'sms', ...phone }, 1, body.mobileCode, now));
    // The name the contract's set-up example uses: prefix + calling code + number.
    const loginName = freeLoginName(state, `${state.config.loginNamePrefix}${callingCodeOf(body.phonePrefix)}${body.mobileNo}`);
    const phoneNumber = { prefix: body.phonePrefix, number: body.mobileNo };
    const { account, device } = newPlayer(ctx, { loginName, phone: phoneNumber, userNamePwdStatus: 0, locale: body.locale ?? locale, ...referralOf(body) });
    return loginResult(account, login(state, account.id, now, device));
  },

  // Only back to a web page: a provider never redirects to javascript:, file: or an app scheme it was not told of.
  startThirdPartyLogin: ({ body, state, now }) => {
    if (!/^https?:$/.test(new URL(body.redirectUri).protocol)) throw badRequest('redirectUri', 'must be an http or https address');
    return startAuthorization(state, body.thirdPartyType, body.redirectUri, now);
  },

  // The first approval of a provider identity makes its account; later ones log into it.
  completeThirdPartyLogin: ({ body, state, now, locale, refuse }) => {
    const identity = redeemProviderCode(state, body.thirdPartyType, body.code, body.state, now);
    if (!identity) throw refuse(codes.loginExpired);
    let account = findAccountByThirdParty(state, body.thirdPartyType, identity.subject);
    const newAccount = account === undefined;
    if (!account) {
      // The provider's e-mail comes along unless another account has it already.
      const email = identity.email && !findAccountByEmail(state, identity.email) ? identity.email : undefined;
      const loginName = freeLoginName(state, `${state.config.loginNamePrefix}${body.thirdPartyType}${identity.subject.replace(/\D/g, '').slice(-6)}`);
      account = created(
        registerAccount(
          state,
          {
            loginName,
            email,
            userSource: THIRD_PARTY_SOURCE[body.thirdPartyType],
            userNamePwdStatus: 0,
            thirdParty: { type: body.thirdPartyType, subject: identity.subject },
            locale,
            ...referralOf(body),
          },
          now,
        ),
      );
    }
    return { ticket: issueTicket(state, account.id, now), newAccount };
  },
});
