// The player's record beyond the login: profile and personal details, level, reports
// acknowledged, currency accounts and one-time login keys.
import { codes, type DataOf, type InputOf, type Locale, type phoenixContract } from '../../contract.ts';
import { issueLoginKey, LOGIN_KEY_TTL_SECONDS } from '../../domain/identity/login-keys.ts';
import type { Account } from '../../domain/identity/state.ts';
import { kycStatus } from '../../domain/kyc/documents.ts';
import { LEVELS, levelOf, levelProgress, VIP_FROM_LEVEL } from '../../domain/profile/levels.ts';
import { isKnownTimeZone } from '../../domain/shared/time-zones.ts';
import { checkBirthday, isJapanesePostalCode, isValidKana, isValidRealName } from '../../domain/profile/personal-details.ts';
import { acknowledgeReport, pendingReports } from '../../domain/profile/reports.ts';
import { profileFor, type PersonalDetails } from '../../domain/profile/state.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency, openWallets } from '../../domain/wallet/wallets.ts';
import { badRequest, type Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers, type CodesOf } from '../handler.ts';
import { currentAccount, maskedContacts } from '../players.ts';
import { isoOrNull } from '../time.ts';

type PlayerProfile = DataOf<typeof phoenixContract.GetPlayerProfileResponse>;

function profileOf(state: MockState, account: Account, locale: Locale): PlayerProfile {
  const { personal, lifetime } = profileFor(state, account.id);
  const level = levelOf(lifetime);
  return {
    id: account.id,
    loginName: account.loginName,
    realName: personal.realName ?? null,
    realNameKana: personal.realNameKana ?? null,
    birthday: personal.birthday ?? null,
    address: personal.address ?? null,
    ...maskedContacts(account),
    phonePrefix: account.phone?.prefix ?? null,
    timeZone: account.timeZone,
    currency: mainCurrency(state, account.id),
    level: level.level,
    levelName: level.names[locale],
    kycStatus: kycStatus(state, account.id),
    registeredAt: new Date(account.registeredAt).toISOString(),
  };
}

type PersonalInput = InputOf<typeof phoenixContract.UpdatePersonalInfoBody>;

/** Every field checked before any is stored: a refused update changes nothing. */
function checkedPersonalDetails(refuse: Refusal<CodesOf<'updatePersonalInfo'>>, state: MockState, account: Account, body: PersonalInput, now: number): PersonalDetails {
  const { personal } = profileFor(state, account.id);
  const next: PersonalDetails = { ...personal };
  if (body.realName !== undefined) {
    if (!isValidRealName(body.realName)) throw refuse(codes.invalidRealName);
    next.realName = body.realName.trim();
  }
  if (body.realNameKana !== undefined) {
    if (!isValidKana(body.realNameKana)) throw refuse(codes.invalidNameReading);
    next.realNameKana = body.realNameKana.trim();
  }
  if (body.timeZone !== undefined && !isKnownTimeZone(body.timeZone)) throw refuse(codes.unknownTimeZone);
  if (body.birthday !== undefined) {
    // The age is judged in the zone the player is choosing, when they choose one with it.
    const verdict = checkBirthday(body.birthday, now, body.timeZone ?? account.timeZone);
    if (verdict === 'implausible') throw refuse(codes.birthdayTooOld);
    if (verdict === 'under-age') throw refuse(codes.underAge);
    next.birthday = body.birthday;
  }
  if (body.address !== undefined) {
    const { country, postalCode, region, city, line1, line2 } = body.address;
    const filled = (field: string, value: string) => {
      if (value.trim() === '') throw badRequest(`address.${field}`, 'must not be blank');
      return value.trim();
    };
    if (country === 'JP' && !isJapanesePostalCode(postalCode)) throw badRequest('address.postalCode', 'a Japanese postal code has 7 digits (150-0041)');
    next.address = {
      country,
      postalCode: filled('postalCode', postalCode),
      region: filled('region', region),
      city: filled('city', city),
      line1: filled('line1', line1),
      ...(line2?.trim() && { line2: line2.trim() }),
    };
  }
  // What the identity check verified stays as verified.
  const locked = next.realName !== personal.realName || next.birthday !== personal.birthday;
  if (locked && kycStatus(state, account.id) === 'APPROVED') throw refuse(codes.identityLocked);
  return next;
}

export const profileHandlers = defineHandlers({
  getPlayerProfile: (ctx) => profileOf(ctx.state, currentAccount(ctx), ctx.locale),

  getPlayerCommonInfo: (ctx) => {
    const account = currentAccount(ctx);
    const profile = profileFor(ctx.state, account.id);
    const level = levelOf(profile.lifetime);
    return {
      loginName: account.loginName,
      playerId: account.id,
      currency: mainCurrency(ctx.state, account.id),
      level: level.level,
      levelName: level.names[ctx.locale],
      vip: level.level >= VIP_FROM_LEVEL,
      kycStatus: kycStatus(ctx.state, account.id),
      pendingReports: pendingReports(profile),
    };
  },

  getPlayerLoginKey: (ctx) => {
    const { key, expiresAt } = issueLoginKey(ctx.state, currentAccount(ctx).id, ctx.now);
    return { loginKey: key, expiresAt: new Date(expiresAt).toISOString(), expiresInSeconds: LOGIN_KEY_TTL_SECONDS };
  },

  createCurrencyAccount: (ctx) => {
    const result = openWallets(ctx.state, currentAccount(ctx).id, ctx.body.currency);
    if (!result.ok) throw ctx.refuse(result.reason === 'exists' ? codes.currencyAccountExists : codes.currencyNotOffered);
    return result.wallets;
  },

  getLevelProgress: (ctx) => {
    const account = currentAccount(ctx);
    const { lifetime } = profileFor(ctx.state, account.id);
    const { current, next, percent } = levelProgress(lifetime);
    return {
      currency: mainCurrency(ctx.state, account.id),
      level: current.level,
      levelName: current.names[ctx.locale],
      nextLevel: next?.level ?? null,
      nextLevelName: next?.names[ctx.locale] ?? null,
      deposit: { current: lifetime.deposit, required: next?.deposit ?? null },
      turnover: { current: lifetime.turnover, required: next?.turnover ?? null },
      progressPercent: percent,
      levels: LEVELS.map((level) => ({
        level: level.level,
        name: level.names[ctx.locale],
        vip: level.level >= VIP_FROM_LEVEL,
        deposit: level.deposit,
        turnover: level.turnover,
        benefits: { ...level.benefits },
      })),
    };
  },

  acknowledgeReport: (ctx) => {
    const acknowledgedAt = acknowledgeReport(profileFor(ctx.state, currentAccount(ctx).id), ctx.body.reportType, ctx.now);
    return { reportType: ctx.body.reportType, acknowledged: true, acknowledgedAt: isoOrNull(acknowledgedAt) };
  },

  getReportStatus: (ctx) => {
    const acknowledgedAt = profileFor(ctx.state, currentAccount(ctx).id).acknowledgedReports[ctx.body.reportType];
    return { reportType: ctx.body.reportType, acknowledged: acknowledgedAt !== undefined, acknowledgedAt: isoOrNull(acknowledgedAt) };
  },

  updatePersonalInfo: (ctx) => {
    const account = currentAccount(ctx);
    profileFor(ctx.state, account.id).personal = checkedPersonalDetails(ctx.refuse, ctx.state, account, ctx.body, ctx.now);
    // The zone belongs to the account (getUserInfo carries it, the login reads it), not to the profile slice.
    if (ctx.body.timeZone !== undefined) account.timeZone = ctx.body.timeZone;
    return profileOf(ctx.state, account, ctx.locale);
  },
});
