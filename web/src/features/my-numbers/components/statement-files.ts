/**
 * The monthly statement as files the player keeps: a CSV a spreadsheet opens (UTF-8 with a byte
 * order mark, so Excel in Japan reads it as UTF-8; amounts as plain numbers a spreadsheet can
 * sum) and the printable PDF. Imported only when the player asks for a file, so papaparse,
 * pdf-lib and the font never weigh on the page's load.
 */
import Papa from 'papaparse';
import type { MonthlyStatement } from '#web/api/my-numbers.ts';
import { isoDateTimeIn } from '#web/lib/time/date-range.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { statementStrings, type StatementLanguage } from '../statement-pdf/printable-text';

/** What a file of the statement needs besides the statement itself. */
export interface StatementFileInput {
  statement: MonthlyStatement;
  language: StatementLanguage;
  /** The login name as the site shows it. */
  player: string;
  timeZone: string;
  /** The CSV's own column headings: which ledger a row is from, and its currency. */
  csvWords: { section: string; money: string; points: string; currency: string };
}

/** One row per movement, money first then points, each oldest first, under headings in the player's language. */
export function statementCsv({ statement, language, timeZone, csvWords }: StatementFileInput): string {
  const words = statementStrings[language];
  const columns = words.columns;
  const header = [csvWords.section, columns.time, columns.kind, columns.wallet, csvWords.currency, columns.amount, columns.balanceAfter, columns.ref];
  const money = statement.money.map((line) => [csvWords.money, isoDateTimeIn(Date.parse(line.time), timeZone, { seconds: true }), words.moneyKinds[line.kind], words.wallets[line.walletType], line.currency, line.amount, line.balanceAfter, line.ref ?? '']);
  const points = statement.points.map((line) => [csvWords.points, isoDateTimeIn(Date.parse(line.time), timeZone, { seconds: true }), words.pointsKinds[line.kind], '', '', line.points, line.balanceAfter, line.id]);
  // The BOM tells Excel the file is UTF-8; CRLF line ends as RFC 4180 writes them.
  return `\uFEFF${Papa.unparse([header, ...money, ...points], { newline: '\r\n' })}`;
}

/** Hands `bytes` to the browser as a download named `name`. */
function save(bytes: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadStatementCsv(input: StatementFileInput): void {
  save(statementCsv(input), 'text/csv;charset=utf-8', `statement-${input.statement.month}.csv`);
}

export async function downloadStatementPdf(input: StatementFileInput): Promise<void> {
  // pdf-lib and the font are half a megabyte: a CSV does not wait for them (a chunk of their own).
  const { statementPdf } = await import('../statement-pdf/statement-pdf');
  const bytes = await statementPdf({ statement: input.statement, language: input.language, player: input.player, timeZone: input.timeZone, generatedAt: new Date(serverNow()) });
  save(bytes as Uint8Array<ArrayBuffer>, 'application/pdf', `statement-${input.statement.month}.pdf`);
}
