import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { MonthlyStatementResponseData, StatementMoneyLine, StatementPointsLine } from '#generated/throne/play-records.ts';
import { statementStrings, type StatementLanguage } from './printable-text';
import { statementPdf } from './statement-pdf';
import { loadFontFromDisk } from './test-fonts';

const LANGUAGES: StatementLanguage[] = ['ja-JP', 'en-US', 'zh-CN'];

function moneyLines(count: number): StatementMoneyLine[] {
  let balance = 50_000;
  return Array.from({ length: count }, (_, i) => {
    const kind = (['deposit', 'bet', 'win', 'bonus', 'withdrawal'] as const)[i % 5] ?? 'bet';
    const amount = kind === 'bet' || kind === 'withdrawal' ? -(1_000 + i) : 2_000 + i;
    balance += amount;
    const day = String(1 + (i % 28)).padStart(2, '0');
    return { id: `m${i}`, time: `2026-10-${day}T15:30:00Z`, kind, walletType: 'COMMON', currency: 'JPY', amount, balanceAfter: balance, ref: `bet_${i}` };
  });
}

const points: StatementPointsLine[] = [
  { id: 'p1', time: '2026-10-05T03:00:00Z', kind: 'play', points: 120, balanceAfter: 1_120 },
  { id: 'p2', time: '2026-10-20T03:00:00Z', kind: 'exchange', points: -500, balanceAfter: 620 },
];

function statement(money: StatementMoneyLine[]): MonthlyStatementResponseData {
  return {
    month: '2026-10',
    money,
    wallets: [
      {
        walletType: 'COMMON',
        currency: 'JPY',
        opening: 50_000,
        closing: money.at(-1)?.balanceAfter ?? 50_000,
        byKind: [
          { kind: 'deposit', credits: 30_000, debits: 0 },
          { kind: 'bet', credits: 0, debits: -4_321 },
        ],
      },
    ],
    points: money.length ? points : [],
    pointsTotals: money.length ? { opening: 1_000, closing: 620, credits: 120, debits: -500 } : { opening: 0, closing: 0, credits: 0, debits: 0 },
  };
}

async function readBack(language: StatementLanguage, money: StatementMoneyLine[]) {
  const pdf = await statementPdf(
    { statement: statement(money), language, player: 'taro2026', timeZone: 'Asia/Tokyo', generatedAt: new Date('2026-11-01T01:02:00Z') },
    loadFontFromDisk,
  );
  const bytes = pdf.byteLength; // read first: pdf.js takes the buffer over
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  // pdf.js may split a run of text at any glyph; spaces between table cells are what separate words
  return { bytes, totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')) };
}

describe('statementPdf', () => {
  it.each(LANGUAGES)('%s: a short month reads back with its header, kinds, amounts and page number', async (language) => {
    const strings = statementStrings[language];
    const { totalPages, pages } = await readBack(language, moneyLines(6));
    expect(totalPages).toBe(1);
    const [page = ''] = pages;
    for (const expected of [strings.siteName, strings.title, 'taro2026', '2026-10', strings.moneyKinds.deposit, strings.moneyKinds.bet, strings.pointsKinds.exchange, strings.columns.balanceAfter]) {
      expect(page).toContain(expected);
    }
    // generated 01:02 UTC is 10:02 in Tokyo; the first line (15:30 UTC on the 1st) is 00:30 on the 2nd there
    expect(page).toContain('2026-11-01 10:02');
    expect(page).toContain('2026-10-02 00:30');
    expect(page).toContain('+¥2,000');
    expect(page).toContain('-¥1,001');
    expect(page).toContain('-¥4,321');
    expect(page).toContain('bet_5');
    expect(page).toContain(strings.page.replace('{{page}}', '1').replace('{{pages}}', '1'));
  });

  it.each(LANGUAGES)('%s: 90 movements run onto more pages, each with the table header and its page number', async (language) => {
    const strings = statementStrings[language];
    const { bytes, totalPages, pages } = await readBack(language, moneyLines(90));
    // page 1 holds the header, the totals and about 30 movements; a later page about 50 rows
    expect(totalPages).toBe(3);
    // the font goes in as a subset of what this statement prints, not whole
    expect(bytes).toBeLessThan(100_000);
    expect(pages).toHaveLength(totalPages);
    pages.forEach((page, i) => {
      expect(page).toContain(strings.page.replace('{{page}}', String(i + 1)).replace('{{pages}}', String(totalPages)));
      expect(page).toContain(strings.columns.ref);
    });
    const all = pages.join(' ');
    expect(all).toContain('bet_0');
    expect(all).toContain('bet_89');
    expect(all).toContain(strings.pointsMovementsHeading);
  });

  it.each(LANGUAGES)('%s: an empty month says so', async (language) => {
    const strings = statementStrings[language];
    const { totalPages, pages } = await readBack(language, []);
    expect(totalPages).toBe(1);
    expect(pages[0]).toContain(strings.noMovements);
    expect(pages[0]).toContain(strings.noPointsMovements);
  });
});
