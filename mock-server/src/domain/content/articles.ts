import { readFileSync } from 'node:fs';
import type { cmsContract, DataOf, Locale } from '../../contract.ts';
import { depositChannel } from '../cashier/deposits.ts';
import { CHANNEL_ARRIVAL_HOURS, WITHDRAW_LIMITS } from '../cashier/withdraw-limits.ts';
import { EARN_RULES } from '../points/earning.ts';
import { formatYen } from '../shared/locale.ts';
import { parsePage } from './markdown.ts';

export type CmsArticle = DataOf<typeof cmsContract.GetCmsDetailResponse>;
export type CmsArticleSummary = DataOf<typeof cmsContract.GetCmsListResponse>['list'][number];
type CmsCategory = CmsArticle['category'];

/** The static page types of SPEC §2, each an article of the STATIC category under that code. */
export const STATIC_TYPES = [
  'about',
  'responsibleGaming',
  'moneyLaundering',
  'security',
  'privacy',
  'teamsAndConditions',
  'generalTeamsOfUse',
  'sportRules',
  'faq',
] as const;

interface ArticleEntry {
  code: string;
  category: Exclude<CmsCategory, 'PROMOTION'>;
  layout: CmsArticle['layout'];
  /** Where the site shows it. */
  link: string;
  updatedAt: string;
  /** Codes of the articles it points readers to next. */
  related: readonly string[];
  /** A page of another part of the site (the Q-pon shop's): read by its code, not listed with its category. */
  unlisted?: true;
}

const staticEntry = (code: string, updatedAt: string, related: readonly string[]): ArticleEntry => ({
  code,
  category: 'STATIC',
  layout: code === 'faq' ? 'FAQ' : 'ARTICLE',
  link: `/static/${code}`,
  updatedAt,
  related,
});

/**
 * Every article the CMS serves, in the editors' order. The text is in pages/<code>.<lang>.md;
 * promotions are not here: they are the seed's campaigns (promotions.ts), read on /promo.
 */
export const ARTICLES: readonly ArticleEntry[] = [
  staticEntry('about', '2026-09-01T00:00:00.000Z', ['teamsAndConditions', 'responsibleGaming', 'security']),
  staticEntry('responsibleGaming', '2026-10-01T00:00:00.000Z', ['faq', 'help-deposit-withdrawal', 'moneyLaundering']),
  staticEntry('moneyLaundering', '2026-08-15T00:00:00.000Z', ['security', 'privacy', 'help-deposit-withdrawal']),
  staticEntry('security', '2026-08-15T00:00:00.000Z', ['privacy', 'moneyLaundering']),
  staticEntry('privacy', '2026-07-01T00:00:00.000Z', ['security', 'generalTeamsOfUse']),
  staticEntry('teamsAndConditions', '2026-10-01T00:00:00.000Z', ['generalTeamsOfUse', 'help-deposit-withdrawal', 'sportRules']),
  staticEntry('generalTeamsOfUse', '2026-07-01T00:00:00.000Z', ['teamsAndConditions', 'privacy']),
  staticEntry('sportRules', '2026-06-01T00:00:00.000Z', ['teamsAndConditions', 'faq']),
  staticEntry('faq', '2026-11-01T00:00:00.000Z', ['help-guide', 'help-deposit-withdrawal']),
  { code: 'help-guide', category: 'HELP', layout: 'ARTICLE', link: '/help/guide', updatedAt: '2026-11-01T00:00:00.000Z', related: ['help-deposit-withdrawal', 'faq'] },
  {
    code: 'help-deposit-withdrawal',
    category: 'HELP',
    layout: 'ARTICLE',
    link: '/help/moneyChange/about-deposit-withdrawal',
    updatedAt: '2026-11-01T00:00:00.000Z',
    related: ['help-guide', 'faq', 'moneyLaundering'],
  },
  { code: 'qpon-faq', category: 'HELP', layout: 'FAQ', link: '/q-pon/faq', updatedAt: '2026-11-25T00:00:00.000Z', related: ['qpon-terms'], unlisted: true },
  { code: 'qpon-terms', category: 'HELP', layout: 'ARTICLE', link: '/q-pon/terms', updatedAt: '2026-11-25T00:00:00.000Z', related: ['qpon-privacy', 'qpon-faq'], unlisted: true },
  { code: 'qpon-privacy', category: 'HELP', layout: 'ARTICLE', link: '/q-pon/privacy-policy', updatedAt: '2026-11-25T00:00:00.000Z', related: ['qpon-terms'], unlisted: true },
  { code: 'news-new-games', category: 'NEWS', layout: 'ARTICLE', link: '/', updatedAt: '2026-11-20T00:00:00.000Z', related: ['help-guide'] },
  { code: 'news-maintenance', category: 'NEWS', layout: 'ARTICLE', link: '/', updatedAt: '2026-11-10T00:00:00.000Z', related: ['generalTeamsOfUse'] },
];

const articleId = (code: string) => `${code.startsWith('help-') || code.startsWith('news-') ? '' : 'static-'}${code}`;

/**
 * Figures the help and FAQ pages quote, taken from the cashier's own tables (and the Q-pon pages
 * from the points rule), so the pages say what deposits, withdrawals and points do (one source for
 * each fact).
 */
function cashierFigures(locale: Locale): Record<string, string> {
  // The half-width ¥ the site's own amounts use (PRODUCT.md), also in ja-JP, where Intl writes ￥.
  const yen = (amount: number) => formatYen(amount, locale).replace('￥', '¥');
  const [bank, crypto, buy] = (['BANK', 'VIRTUAL', 'BUY_CRYPTO'] as const).map(depositChannel);
  const jpy = WITHDRAW_LIMITS.JPY!;
  const bankOut = jpy.channels.BANK!;
  const cryptoOut = jpy.channels.CRYPTO!;
  const fee = (f: { type: 'FIXED' | 'PERCENT'; value: number }) => (f.type === 'FIXED' ? yen(f.value) : `${f.value}%`);
  return {
    bankDepositMin: yen(bank!.minAmount),
    bankDepositMax: yen(bank!.maxAmount),
    bankDepositMinutes: String(bank!.settleMinutes),
    bankDepositExpiryHours: String(bank!.expiresMinutes / 60),
    cryptoDepositMin: yen(crypto!.minAmount),
    cryptoDepositMax: yen(crypto!.maxAmount),
    cryptoDepositMinutes: String(crypto!.settleMinutes),
    cryptoDepositExpiryMinutes: String(crypto!.expiresMinutes),
    buyCryptoMin: yen(buy!.minAmount),
    buyCryptoMax: yen(buy!.maxAmount),
    bankWithdrawMin: yen(bankOut.minAmount),
    bankWithdrawMax: yen(bankOut.maxAmount),
    bankWithdrawFee: fee(bankOut.fee),
    cryptoWithdrawMin: yen(cryptoOut.minAmount),
    cryptoWithdrawMax: yen(cryptoOut.maxAmount),
    cryptoWithdrawFee: fee(cryptoOut.fee),
    bankArrivalHours: String(CHANNEL_ARRIVAL_HOURS.BANK),
    cryptoArrivalHours: String(CHANNEL_ARRIVAL_HOURS.CRYPTO),
    dailyWithdrawCount: String(jpy.dailyCount),
    dailyWithdrawAmount: yen(jpy.dailyAmount),
    kycAbove: yen(bankOut.identityRequiredAbove),
    // The Q-pon pages state the points rule the server earns by.
    pointsStakePerPoint: yen(EARN_RULES.stakePerPoint),
    pointsDepositPerPoint: yen(EARN_RULES.depositPerPoint),
    pointsValidityDays: String(EARN_RULES.validityDays),
  };
}

/** A page's Markdown with the figures filled in; an unknown {{name}} is an error in the page. */
export function pageSource(name: string, locale: Locale): string {
  const figures = cashierFigures(locale);
  const source = readFileSync(new URL(`./pages/${name}.${locale}.md`, import.meta.url), 'utf8');
  return source.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!Object.hasOwn(figures, key)) throw new Error(`${name}.${locale}: unknown figure {{${key}}}`);
    return figures[key]!;
  });
}

// Read-only and the same for every session: parsed once per article and language, outside session state.
const memo = new Map<string, CmsArticle>();

function build(entry: ArticleEntry, locale: Locale): CmsArticle {
  const page = parsePage(pageSource(entry.code, locale), entry.layout, `${entry.code}.${locale}`);
  const related = entry.related.map((code) => {
    const other = ARTICLES.find((a) => a.code === code)!;
    // The title only (its first line): related pages point at each other, so building them would not end.
    return { title: pageSource(other.code, locale).split('\n', 1)[0]!.replace(/^# /, '').trim(), link: other.link };
  });
  return {
    id: articleId(entry.code),
    code: entry.code,
    category: entry.category,
    layout: entry.layout,
    title: page.title,
    summary: page.summary,
    updatedAt: entry.updatedAt,
    sections: page.sections,
    related,
  };
}

function article(entry: ArticleEntry, locale: Locale): CmsArticle {
  const key = `${entry.code}:${locale}`;
  let found = memo.get(key);
  if (!found) {
    found = build(entry, locale);
    memo.set(key, found);
  }
  return found;
}

/** The article with that code (or else that id) in the language; undefined when none has it. */
export function findArticle(locale: Locale, ask: { code?: string; id?: string }): CmsArticle | undefined {
  const entry = ask.code !== undefined ? ARTICLES.find((a) => a.code === ask.code) : ARTICLES.find((a) => articleId(a.code) === ask.id);
  return entry && article(entry, locale);
}

/** The articles of a category as list entries (STATIC, HELP, NEWS; NEWS newest first). */
export function articleSummaries(category: CmsCategory, locale: Locale): CmsArticleSummary[] {
  const entries = ARTICLES.filter((a) => a.category === category && !a.unlisted);
  if (category === 'NEWS') entries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return entries.map((entry) => {
    const full = article(entry, locale);
    return {
      id: full.id,
      code: full.code,
      category: full.category,
      title: full.title,
      summary: full.summary,
      coverImage: null,
      link: entry.link,
      startAt: null,
      endAt: null,
      updatedAt: entry.updatedAt,
    };
  });
}
