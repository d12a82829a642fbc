import type { Locale } from '../../contract.ts';
import { LOCALES, type LocalizedText } from '../shared/locale.ts';

/**
 * The words of the notices the platform writes, in every language. `{{name}}` is filled from the
 * notice's values; a value may itself be a text per language (a coupon's title, a reason).
 */
const TEXTS = {
  depositPaid: {
    title: { 'ja-JP': 'ご入金が完了しました', 'en-US': 'Your deposit has arrived', 'zh-CN': '存款已到账' },
    content: {
      'ja-JP': '{{amount}} のご入金（注文番号 {{orderNo}}）がメインウォレットに反映されました。',
      'en-US': 'Your deposit of {{amount}} (order {{orderNo}}) is now in your main wallet.',
      'zh-CN': '您的 {{amount}} 存款（订单号 {{orderNo}}）已存入主钱包。',
    },
  },
  withdrawalPaid: {
    title: { 'ja-JP': 'ご出金が完了しました', 'en-US': 'Your withdrawal has been paid', 'zh-CN': '提款已完成' },
    content: {
      'ja-JP': '{{amount}} のご出金（注文番号 {{orderNo}}）のお支払いが完了しました。',
      'en-US': 'Your withdrawal of {{amount}} (order {{orderNo}}) has been paid out.',
      'zh-CN': '您的 {{amount}} 提款（订单号 {{orderNo}}）已支付。',
    },
  },
  withdrawalReturned: {
    title: { 'ja-JP': 'ご出金を完了できませんでした', 'en-US': 'Your withdrawal could not be completed', 'zh-CN': '提款未能完成' },
    content: {
      'ja-JP': '{{amount}} のご出金（注文番号 {{orderNo}}）を完了できなかったため、金額をメインウォレットに戻しました。出金先をご確認のうえ、もう一度お申し込みください。',
      'en-US': 'Your withdrawal of {{amount}} (order {{orderNo}}) could not be completed, so the money is back in your main wallet. Please check where it should go and try again.',
      'zh-CN': '您的 {{amount}} 提款（订单号 {{orderNo}}）未能完成，款项已退回主钱包。请确认收款信息后重新申请。',
    },
  },
  identityApproved: {
    title: { 'ja-JP': '本人確認が完了しました', 'en-US': 'Your identity is verified', 'zh-CN': '身份验证已完成' },
    content: {
      'ja-JP': 'ご提出いただいた本人確認書類を承認しました。すべての出金方法をご利用いただけます。',
      'en-US': 'We have approved your identity document. Every withdrawal method is open to you.',
      'zh-CN': '您提交的身份证明文件已通过审核，现在可以使用所有提款方式。',
    },
  },
  identityRejected: {
    title: { 'ja-JP': '本人確認書類をご確認ください', 'en-US': 'Please check your identity document', 'zh-CN': '请检查您的身份证明文件' },
    content: {
      'ja-JP': 'ご提出いただいた書類を承認できませんでした。{{reason}}。',
      'en-US': 'We could not approve the document you sent. {{reason}}.',
      'zh-CN': '您提交的文件未能通过审核。{{reason}}。',
    },
  },
  couponIssued: {
    title: { 'ja-JP': 'クーポンが届きました', 'en-US': 'A coupon is yours', 'zh-CN': '您收到了一张优惠券' },
    content: {
      'ja-JP': '「{{title}}」のクーポンを受け取りました。有効期限までに Q-PON 特典ページからお使いください。',
      'en-US': 'You have the coupon "{{title}}". Use it from the Q-PON rewards page before it expires.',
      'zh-CN': '您已获得「{{title}}」优惠券。请在有效期内于 Q-PON 奖励页面使用。',
    },
  },
  couponExpired: {
    title: { 'ja-JP': 'クーポンの有効期限が切れました', 'en-US': 'A coupon has expired', 'zh-CN': '优惠券已过期' },
    content: {
      'ja-JP': '「{{title}}」のクーポンは有効期限が切れたため、ご利用いただけなくなりました。',
      'en-US': 'The coupon "{{title}}" has expired and can no longer be used.',
      'zh-CN': '「{{title}}」优惠券已过期，无法再使用。',
    },
  },
  // What competitions and referrals pay: a tournament prize, a lottery prize, a right guess or a referral reward.
  prizeAwarded: {
    title: { 'ja-JP': '賞金をお支払いしました', 'en-US': 'A prize is yours', 'zh-CN': '奖金已发放' },
    content: {
      'ja-JP': '「{{title}}」の賞金 {{amount}} をメインウォレットにお支払いしました。',
      'en-US': 'Your prize of {{amount}} for "{{title}}" is now in your main wallet.',
      'zh-CN': '「{{title}}」的奖金 {{amount}} 已存入主钱包。',
    },
  },
} satisfies Record<string, { title: LocalizedText; content: LocalizedText }>;

export type NoticeText = keyof typeof TEXTS;

type Value = string | number | LocalizedText | ((locale: Locale) => string);

const fill = (template: string, values: Record<string, Value>, locale: Locale) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    if (typeof value === 'function') return value(locale);
    return typeof value === 'object' ? value[locale] : String(value);
  });

const each = (make: (locale: Locale) => string): LocalizedText => Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as LocalizedText;

/** A notice's title and content in every language, its values filled in. */
export function noticeText(text: NoticeText, values: Record<string, Value> = {}): { title: LocalizedText; content: LocalizedText } {
  const { title, content } = TEXTS[text];
  return { title: each((locale) => fill(title[locale], values, locale)), content: each((locale) => fill(content[locale], values, locale)) };
}

/** An amount as the site shows it in full (¥10,000, half-width in every language); other currencies with their code. */
export const money =
  (amount: number, currency: string) =>
  (locale: Locale): string =>
    currency === 'JPY' ? `¥${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}` : `${amount.toLocaleString(locale, { maximumFractionDigits: 8 })} ${currency}`;
