// The player's record beyond the login: profile and personal details, level, KYC documents,
// reports acknowledged, responsible-gaming controls, currency accounts and one-time login keys.
import type { DataOf, InputOf, Locale, phoenixContract } from '../../contract.ts';
import { mainCurrency, type Account } from '../../domain/accounts.ts';
import { documentsOf, kycStatus, recordUpload, REJECT_REASONS, type IdDocument } from '../../domain/kyc.ts';
import { issueLoginKey, LOGIN_KEY_TTL_SECONDS } from '../../domain/login-keys.ts';
import {
  acknowledgeReport,
  checkBirthday,
  isJapanesePostalCode,
  isValidKana,
  isValidRealName,
  levelOf,
  levelProgress,
  openWallets,
  pendingReports,
  VIP_FROM_LEVEL,
  type PersonalDetails,
} from '../../domain/profile.ts';
import { BREAK_DAYS, setDepositLimit, settle, takeBreak } from '../../domain/self-control.ts';
import { badRequest, BusinessError, handler, type HandlerTable } from '../handler.ts';
import { currentAccount, maskedContacts, required } from '../players.ts';

type PlayerProfile = DataOf<typeof phoenixContract.GetPlayerProfileResponse>;
type SelfControlView = DataOf<typeof phoenixContract.SetSelfControlResponse>;
type IdDocumentView = DataOf<typeof phoenixContract.UploadIdDocumentResponse>;

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

function profileOf(account: Account, locale: Locale, now: number): PlayerProfile {
  const { personal } = account;
  const level = levelOf(account.lifetime);
  return {
    id: account.id,
    loginName: account.loginName,
    realName: personal.realName ?? null,
    realNameKana: personal.realNameKana ?? null,
    birthday: personal.birthday ?? null,
    address: personal.address ?? null,
    ...maskedContacts(account),
    phonePrefix: account.phone?.prefix ?? null,
    currency: mainCurrency(account),
    level: level.level,
    levelName: level.names[locale],
    kycStatus: kycStatus(account, now),
    registeredAt: new Date(account.registeredAt).toISOString(),
  };
}

function documentView(doc: IdDocument, locale: Locale): IdDocumentView {
  return {
    id: doc.id,
    documentType: doc.documentType,
    side: doc.side,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    status: doc.status,
    uploadedAt: new Date(doc.uploadedAt).toISOString(),
    reviewedAt: iso(doc.reviewedAt),
    rejectReason: doc.rejectReason ? REJECT_REASONS[doc.rejectReason][locale] : null,
  };
}

/** The player's breaks and deposit limits now (getUserInfo shows them too). */
export function selfControlOf(account: Account, now: number): SelfControlView {
  const control = account.selfControl;
  settle(control, now);
  const currency = mainCurrency(account);
  return {
    coolingOffUntil: iso(control.coolingOffUntil),
    selfExclusionUntil: iso(control.selfExclusionUntil),
    depositLimits: control.depositLimits.map((limit) => ({
      period: limit.period,
      amount: limit.amount,
      currency,
      pendingChange: limit.pending ? { amount: limit.pending.amount, effectiveAt: new Date(limit.pending.effectiveAt).toISOString() } : null,
    })),
  };
}

type PersonalInput = InputOf<typeof phoenixContract.UpdatePersonalInfoBody>;

/** Every field checked before any is stored: a refused update changes nothing. */
function checkedPersonalDetails(account: Account, body: PersonalInput, now: number): PersonalDetails {
  const next: PersonalDetails = { ...account.personal };
  if (body.realName !== undefined) {
    if (!isValidRealName(body.realName)) throw new BusinessError(101030);
    next.realName = body.realName.trim();
  }
  if (body.realNameKana !== undefined) {
    if (!isValidKana(body.realNameKana)) throw new BusinessError(101031);
    next.realNameKana = body.realNameKana.trim();
  }
  if (body.birthday !== undefined) {
    const verdict = checkBirthday(body.birthday, now, account.timeZone);
    if (verdict === 'implausible') throw new BusinessError(101033);
    if (verdict === 'under-age') throw new BusinessError(101032);
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
  const locked = next.realName !== account.personal.realName || next.birthday !== account.personal.birthday;
  if (locked && kycStatus(account, now) === 'APPROVED') throw new BusinessError(101034);
  return next;
}

export const profileHandlers: HandlerTable = {
  getPlayerProfile: handler((ctx) => profileOf(currentAccount(ctx), ctx.locale, ctx.now)),

  getPlayerCommonInfo: handler((ctx) => {
    const account = currentAccount(ctx);
    const level = levelOf(account.lifetime);
    return {
      loginName: account.loginName,
      playerId: account.id,
      currency: mainCurrency(account),
      level: level.level,
      levelName: level.names[ctx.locale],
      vip: level.level >= VIP_FROM_LEVEL,
      kycStatus: kycStatus(account, ctx.now),
      pendingReports: pendingReports(account),
    };
  }),

  getPlayerLoginKey: handler((ctx) => {
    const { key, expiresAt } = issueLoginKey(ctx.state, currentAccount(ctx).id, ctx.now);
    return { loginKey: key, expiresAt: new Date(expiresAt).toISOString(), expiresInSeconds: LOGIN_KEY_TTL_SECONDS };
  }),

  createCurrencyAccount: handler<InputOf<typeof phoenixContract.CreateCurrencyAccountBody>>((ctx) => {
    const result = openWallets(currentAccount(ctx), ctx.body.currency);
    if (!result.ok) throw new BusinessError(result.reason === 'exists' ? 101001 : 101002);
    return result.wallets;
  }),

  getLevelProgress: handler((ctx) => {
    const account = currentAccount(ctx);
    const { current, next, percent } = levelProgress(account.lifetime);
    return {
      currency: mainCurrency(account),
      level: current.level,
      levelName: current.names[ctx.locale],
      nextLevel: next?.level ?? null,
      nextLevelName: next?.names[ctx.locale] ?? null,
      deposit: { current: account.lifetime.deposit, required: next?.deposit ?? null },
      turnover: { current: account.lifetime.turnover, required: next?.turnover ?? null },
      progressPercent: percent,
    };
  }),

  getKycInfo: handler((ctx) => {
    const account = currentAccount(ctx);
    return { kycStatus: kycStatus(account, ctx.now), documents: documentsOf(account, ctx.now).map((doc) => documentView(doc, ctx.locale)) };
  }),

  acknowledgeReport: handler<InputOf<typeof phoenixContract.AcknowledgeReportBody>>((ctx) => {
    const acknowledgedAt = acknowledgeReport(currentAccount(ctx), ctx.body.reportType, ctx.now);
    return { reportType: ctx.body.reportType, acknowledged: true, acknowledgedAt: iso(acknowledgedAt) };
  }),

  getReportStatus: handler<InputOf<typeof phoenixContract.GetReportStatusBody>>((ctx) => {
    const acknowledgedAt = currentAccount(ctx).acknowledgedReports[ctx.body.reportType];
    return { reportType: ctx.body.reportType, acknowledged: acknowledgedAt !== undefined, acknowledgedAt: iso(acknowledgedAt) };
  }),

  setSelfControl: handler<InputOf<typeof phoenixContract.SetSelfControlBody>>((ctx) => {
    const { body, now } = ctx;
    const account = currentAccount(ctx);
    if (body.type === 'DEPOSIT_LIMIT') {
      const amount = body.amount;
      if (amount === undefined) throw badRequest('amount', 'required (null removes the limit)');
      setDepositLimit(account.selfControl, required(body.period, 'period'), amount, now);
    } else {
      const days = required(body.days, 'days');
      if (!BREAK_DAYS[body.type].includes(days)) throw badRequest('days', `${body.type} takes ${BREAK_DAYS[body.type].join(', ')}`);
      if (!takeBreak(account.selfControl, body.type, days, now)) throw new BusinessError(101020);
    }
    return selfControlOf(account, now);
  }),

  uploadIdDocument: handler<InputOf<typeof phoenixContract.UploadIdDocumentBody>>((ctx) => {
    const { body } = ctx;
    const upload = { documentType: body.documentType, side: body.side ?? 'FRONT', declaredType: body.mimeType, bytes: Buffer.from(body.image, 'base64') };
    const result = recordUpload(currentAccount(ctx), upload, ctx.now);
    if (!result.ok) {
      const codes = { 'too-large': 101010, 'not-an-image': 101011, verified: 101012, 'too-many-pending': 101013 } as const;
      throw new BusinessError(codes[result.reason]);
    }
    return documentView(result.document, ctx.locale);
  }),

  getIdDocuments: handler((ctx) => documentsOf(currentAccount(ctx), ctx.now).map((doc) => documentView(doc, ctx.locale))),

  updatePersonalInfo: handler<InputOf<typeof phoenixContract.UpdatePersonalInfoBody>>((ctx) => {
    const account = currentAccount(ctx);
    account.personal = checkedPersonalDetails(account, ctx.body, ctx.now);
    return profileOf(account, ctx.locale, ctx.now);
  }),
};
