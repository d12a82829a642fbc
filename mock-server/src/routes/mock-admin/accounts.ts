import { displayLoginName } from '../../domain/identity/credentials.ts';
import { rotateSessionKey } from '../../domain/identity/key-ring.ts';
import { SEEDED_PASSWORD } from '../../domain/identity/seed.ts';
import type { Account } from '../../domain/identity/state.ts';
import { totp, totpAcceptedUntil } from '../../domain/identity/totp.ts';
import { now } from '../../domain/shared/clock.ts';
import { displayPhone } from '../../domain/shared/phones.ts';
import { baselineFor } from '../../domain/state.ts';
import { captchaAnswer } from '../../domain/verification/captcha.ts';
import { refusal } from '../../runtime/control-context.ts';
import type { Session } from '../../runtime/sessions.ts';
import { defineControlHandlers, type ControlResultOf } from './handler.ts';

type MockAccount = ControlResultOf<'listMockAccounts'>['accounts'][number];

/**
 * An account as QA needs it to log in: names in both forms, contact details unmasked, the live
 * authenticator code, and the seeded password while it is still the seeded one.
 */
export function describeAccount(session: Session, account: Account, seededIds: ReadonlySet<string>, at: number): MockAccount {
  const { config } = session.state;
  const seeded = seededIds.has(account.id);
  const google = account.secondFactor === 'GOOGLE' && account.totpSecret ? account.totpSecret : null;
  return {
    loginName: account.loginName,
    displayName: displayLoginName(account.loginName, config.loginNamePrefix),
    playerId: account.id,
    merchantCode: account.merchantCode,
    state: account.status,
    email: account.email ?? null,
    phone: account.phone ? displayPhone(account.phone.prefix, account.phone.number) : null,
    secondFactor: account.secondFactor === 'NONE' ? null : account.secondFactor,
    loginVerification: account.loginVerification,
    userNamePwdStatus: account.userNamePwdStatus,
    userSource: account.userSource,
    transferStatus: account.transferStatus,
    authenticatorSecret: google,
    authenticatorCode: google ? totp(google, at) : null,
    authenticatorCodeValidUntil: google ? new Date(totpAcceptedUntil(at)).toISOString() : null,
    password: seeded && account.passwordChangedAt === undefined && account.passwordHash !== '' ? SEEDED_PASSWORD : null,
    seeded,
  };
}

/** What QA needs to get into accounts: the accounts, slider answers, the password key (tag accounts). */
export const accountHandlers = defineControlHandlers({
  listMockAccounts: ({ session }) => {
    const seededIds = new Set(baselineFor(session.seed).state.accounts.list.map((a) => a.id));
    const at = now(session.clock);
    // The list is in creation order: seeded first (in seed order), then the session's own, so it reads the same every run.
    return { accounts: session.state.accounts.list.map((account) => describeAccount(session, account, seededIds, at)) };
  },
  getCaptchaAnswer: ({ params, session }) => {
    // captchaAnswer knows only puzzles the session drew: an id like "__proto__" is not one.
    const answer = captchaAnswer(session.state, params.captchaId);
    if (!answer) throw refusal(404, `no slider puzzle ${params.captchaId}`.trim());
    return answer;
  },
  rotatePublicKey: ({ session }) => {
    const key = rotateSessionKey(session.state);
    return { keyId: key.id, publicKey: key.publicPem };
  },
});
