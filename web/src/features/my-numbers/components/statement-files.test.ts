import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { MonthlyStatement } from '#web/api/my-numbers.ts';
import { statementCsv } from './statement-files';

const statement: MonthlyStatement = {
  month: '2026-11',
  money: [
    { id: 'T-000001:COMMON', time: '2026-11-30T15:30:05.000Z', kind: 'deposit', walletType: 'COMMON', currency: 'JPY', amount: 10_000, balanceAfter: 10_000, ref: 'D-000001' },
    { id: 'T-000002:COMMON', time: '2026-11-30T15:31:00.000Z', kind: 'bet', walletType: 'COMMON', currency: 'JPY', amount: -1_234.5, balanceAfter: 8_765.5, ref: null },
  ],
  wallets: [],
  points: [{ id: 'P-000001', time: '2026-11-30T15:31:00.000Z', kind: 'play', points: 12, balanceAfter: 12 }],
  pointsTotals: { opening: 0, closing: 12, credits: 12, debits: 0 },
};
const csvWords = { section: '区分', money: 'お金', points: 'ポイント', currency: '通貨' };

describe('the statement as CSV', () => {
  it('is UTF-8 with a BOM, a heading row in the language, and one row per movement with plain numbers in the player time zone', () => {
    const csv = statementCsv({ statement, language: 'ja-JP', player: 'player01', timeZone: 'Asia/Tokyo', csvWords });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['区分', '日時', '種別', 'ウォレット', '通貨', '金額', '残高', '参照'],
      // 15:30 UTC on the 30th is 00:30 on 1 December in Tokyo: the time is the player's.
      ['お金', '2026-12-01 00:30:05', '入金', 'メイン', 'JPY', '10000', '10000', 'D-000001'],
      ['お金', '2026-12-01 00:31:00', 'ベット', 'メイン', 'JPY', '-1234.5', '8765.5', ''],
      ['ポイント', '2026-12-01 00:31:00', 'プレイ', '', '', '12', '12', 'P-000001'],
    ]);
  });

  it('quotes what would break a row, in English too', () => {
    const csv = statementCsv({ statement: { ...statement, points: [], money: [{ ...statement.money[0]!, ref: 'A, "B"' }] }, language: 'en-US', player: 'player01', timeZone: 'UTC', csvWords: { section: 'Section', money: 'Money', points: 'Points', currency: 'Currency' } });
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Section', 'Date and time', 'Kind', 'Wallet', 'Currency', 'Amount', 'Balance after', 'Reference']);
    expect(rows[1]).toEqual(['Money', '2026-11-30 15:30:05', 'Deposit', 'Main', 'JPY', '10000', '10000', 'A, "B"']);
  });
});
