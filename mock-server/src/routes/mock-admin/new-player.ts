import { codes } from '../../contract.ts';
import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { isAcceptablePassword, isRegistrableLoginName } from '../../domain/identity/credentials.ts';
import { SEEDED_PASSWORD } from '../../domain/identity/seed.ts';
import { generateTotpSecret } from '../../domain/identity/totp.ts';
import { now } from '../../domain/shared/clock.ts';
import { checkPhone } from '../../domain/shared/phones.ts';
import { baselineFor, type MockState } from '../../domain/state.ts';
import { refusal } from '../../runtime/control-context.ts';
import type { Session } from '../../runtime/sessions.ts';
import { registerAccount } from '../../use-cases/register-account.ts';
import { describeAccount } from './accounts.ts';
import { named, type ControlContextOf } from './handler.ts';

type PlayerAsk = ControlContextOf<'createMockPlayer'>['body'];

/** A free `qa…` name for a player made without one: the account number that comes next, then a counter. */
function freeName(state: MockState): string {
  let name = `qa${state.accounts.nextId}`;
  for (let n = 2; findAccountByLoginName(state, `${state.config.loginNamePrefix}${name}`); n++) name = `qa${state.accounts.nextId}x${n}`;
  return name;
}

const CONFLICT_FIELDS = { 'name-taken': ['name', codes.nameTaken], 'email-taken': ['email', codes.emailTaken], 'phone-taken': ['phone', codes.phoneTaken] } as const;

/**
 * A player with the attributes QA asks for, made by the registration use case the player API's
 * registerByEmail runs (the same name and password rules, the same conflicts), with the opening
 * balances as ledger transactions; then the second factor or safety check, which a player sets up
 * outside this site's flows.
 */
export function createPlayer(session: Session, ask: NonNullable<PlayerAsk>) {
  const { state } = session;
  const prefix = state.config.loginNamePrefix;
  const name = (ask.name ?? freeName(state)).trim();
  const loginName = `${prefix}${name}`.toLowerCase();
  if (!isRegistrableLoginName(loginName, prefix)) throw refusal(400, `body.name: ${name} breaks the registration rule (${named(codes.invalidLoginName)})`);
  const password = ask.password ?? SEEDED_PASSWORD;
  if (!isAcceptablePassword(password)) throw refusal(400, `body.password: breaks the registration rule (${named(codes.invalidPassword)})`);
  if ((ask.phone === undefined) !== (ask.phonePrefix === undefined)) throw refusal(400, 'body.phone: phone and phonePrefix come together');
  const phone = ask.phone !== undefined && ask.phonePrefix !== undefined ? { prefix: ask.phonePrefix, number: ask.phone } : undefined;
  if (phone && !checkPhone({ phonePrefix: phone.prefix, phone: phone.number }).valid) throw refusal(400, `body.phone: not a mobile number of ${phone.prefix} (${named(codes.invalidPhone)})`);
  if (ask.secondFactor === 'EMAIL' && ask.email === undefined) throw refusal(400, 'body.secondFactor: EMAIL needs an email');
  if (ask.secondFactor === 'PHONE' && phone === undefined) throw refusal(400, 'body.secondFactor: PHONE needs a phone');

  const created = registerAccount(
    state,
    {
      loginName,
      password,
      ...(ask.email !== undefined && { email: ask.email }),
      ...(phone && { phone }),
      userSource: 'QC',
      ...(ask.locale !== undefined && { locale: ask.locale }),
      ...(ask.timeZone !== undefined && { timeZone: ask.timeZone }),
      balances: { common: ask.balance, promotion: ask.promotionBalance },
    },
    now(session.clock),
  );
  if (!created.ok) {
    const [field, code] = CONFLICT_FIELDS[created.reason];
    throw refusal(409, `${field}: taken by another account (${named(code)})`);
  }
  const { account } = created;
  if (ask.secondFactor !== undefined) account.secondFactor = ask.secondFactor;
  if (ask.secondFactor === 'GOOGLE') account.totpSecret = generateTotpSecret();
  if (ask.loginVerification !== undefined) account.loginVerification = ask.loginVerification;
  const seeded = new Set(baselineFor(session.seed).state.accounts.list.map((a) => a.id));
  return { ...describeAccount(session, account, seeded, now(session.clock)), password };
}
