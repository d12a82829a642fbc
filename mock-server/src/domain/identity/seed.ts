import type { CommonConfig } from '../shared/common-config.ts';
import { hashPassword } from './passwords.ts';
import type { Account, AccountsState } from './state.ts';

/** Every seeded account's password (README and e2e fixtures use it). */
export const SEEDED_PASSWORD = 'Passw0rd!';
/** qcg2fa01's authenticator secret, so e2e and QA can compute its codes. */
export const SEEDED_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** Fixed, not "now": the same seed gives the same accounts on every start. */
export const SEEDED_AT = Date.UTC(2026, 0, 15, 3, 0, 0);
/** The first account id; later ones count up from it. */
const FIRST_ID = 100_001;

type SeedSpec = Partial<Omit<Account, 'id' | 'loginName' | 'passwordHash' | 'merchantCode'>> & { name: string };

// Who each seeded player is; their profile, documents, limits and money are in the other slices' seeds.
const SEEDS: SeedSpec[] = [
  { name: 'player01', email: 'player01@example.com', phone: { prefix: '0081', number: '9012345678' } },
  {
    name: 'transfer01',
    email: 'transfer01@example.com',
    userSource: 'QC_TRANSFER',
    transferStatus: false,
    transferPasswordSet: false,
    legacy: { loginName: 'transfer01', balance: 32_000, points: 1_200 },
  },
  // A phone sign-up that has not chosen its own name and password yet: the site runs the silent set-up.
  { name: 'setup01', phone: { prefix: '0081', number: '9011112222' }, userNamePwdStatus: 0 },
  { name: 'disabled01', email: 'disabled01@example.com', status: 'DISABLED' },
  { name: 'g2fa01', email: 'g2fa01@example.com', secondFactor: 'GOOGLE', totpSecret: SEEDED_TOTP_SECRET },
  { name: 'mail2fa01', email: 'mail2fa01@example.com', secondFactor: 'EMAIL' },
  { name: 'sms2fa01', email: 'sms2fa01@example.com', phone: { prefix: '0081', number: '9087654321' }, secondFactor: 'PHONE' },
  { name: 'verify01', email: 'verify01@example.com', loginVerification: true },
];

/** What every new account must be given; the rest has the defaults of an ordinary sign-up. */
type AccountFields = Pick<Account, 'loginName' | 'passwordHash' | 'merchantCode' | 'registeredAt'> & Partial<Omit<Account, 'id'>>;

export function newAccount(id: number, fields: AccountFields): Account {
  return {
    status: 'ACTIVE',
    userSource: 'QC',
    transferStatus: false,
    transferPasswordSet: false,
    userNamePwdStatus: 1,
    secondFactor: 'NONE',
    loginVerification: false,
    trustedDevices: [],
    locale: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    ...fields,
    id: String(id),
  };
}

/** The seeded accounts of a baseline. One hash serves them all: they share the password, and scrypt is slow on purpose. */
export function seedAccounts(config: CommonConfig): AccountsState {
  const passwordHash = hashPassword(SEEDED_PASSWORD);
  let nextId = FIRST_ID;
  const list = SEEDS.map(({ name, ...fields }) =>
    newAccount(nextId++, { ...fields, loginName: `${config.loginNamePrefix}${name}`, passwordHash, merchantCode: config.merchantCode, registeredAt: SEEDED_AT }),
  );
  return { list, tokens: {}, refreshTokens: {}, sessions: {}, nextId };
}
