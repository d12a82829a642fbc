/**
 * The monthly statement as an A4 PDF for printing, in the player's language. The page imports this
 * module only when the player asks for a PDF, so pdf-lib and the font never weigh on start-up; the
 * font (a subset holding only what a statement can print) is fetched at that moment too.
 */

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { MonthlyStatementResponseData, StatementMoneyLine, StatementPointsLine, StatementWallet } from '#generated/throne/play-records.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import { isoDateTimeIn } from '#web/lib/time/date-range.ts';
import jpFontUrl from './fonts/statement-jp.ttf?url';
import scFontUrl from './fonts/statement-sc.ttf?url';
import { CONTENT_WIDTH, PageWriter, type Column } from './pdf-pages';
import { fontOfLanguage, statementStrings, type StatementFont, type StatementLanguage, type StatementStrings } from './printable-text';

export interface StatementPdfInput {
  statement: MonthlyStatementResponseData;
  language: StatementLanguage;
  /** The login name, as the site shows it. */
  player: string;
  /** The player's time zone: every date and time is written in it. */
  timeZone: string;
  generatedAt: Date;
}

/** Where the font's bytes come from: fetched from the built asset by default, read from disk in tests. */
export type LoadStatementFont = (font: StatementFont) => Promise<Uint8Array>;

const FONT_URLS: Record<StatementFont, string> = { jp: jpFontUrl, sc: scFontUrl };

const fetchFont: LoadStatementFont = async (font) => {
  const response = await fetch(FONT_URLS[font]);
  if (!response.ok) throw new Error(`The statement font could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
};

export async function statementPdf(input: StatementPdfInput, loadFont: LoadStatementFont = fetchFont): Promise<Uint8Array> {
  const { statement, language, player, timeZone, generatedAt } = input;
  const strings = statementStrings[language];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(fontOfLanguage[language]), { subset: true });
  doc.setTitle(`${strings.siteName} ${strings.title} ${statement.month}`);
  doc.setLanguage(language);
  doc.setCreationDate(generatedAt);

  // The same digits in every language, and nothing the font lacks.
  const when = (iso: string) => isoDateTimeIn(Date.parse(iso), timeZone);
  const writer = new PageWriter(doc, font, `${strings.siteName} · ${strings.title} · ${player} · ${statement.month}`);
  writer.line(strings.siteName, 10);
  writer.heading(strings.title, 18);
  writer.line(`${strings.player}: ${player}`);
  writer.line(`${strings.month}: ${statement.month}`);
  writer.line(`${strings.generatedAt}: ${when(generatedAt.toISOString())} (${strings.timeZone}: ${timeZone})`);

  writeWallets(writer, strings, language, statement.wallets);
  writePointsTotals(writer, strings, language, statement.pointsTotals);
  writeMoney(writer, strings, language, statement.money, when);
  writePoints(writer, strings, language, statement.points, when);

  writer.numberPages((page, pages) => interpolate(strings.page, { page, pages }));
  return doc.save();
}

function writeWallets(writer: PageWriter, strings: StatementStrings, language: StatementLanguage, wallets: StatementWallet[]): void {
  writer.heading(strings.walletsHeading);
  if (wallets.length === 0) {
    writer.line(strings.noWallets);
    return;
  }
  const columns = columnsOf([strings.columns.kind, 2], [strings.credits, 1, 'right'], [strings.debits, 1, 'right']);
  for (const wallet of wallets) {
    const money = (amount: number, signed = false) => formatFullAmount(amount, wallet.currency, language, { signed });
    writer.gap(4);
    writer.line(`${strings.wallets[wallet.walletType]} (${wallet.currency})`, 10);
    writer.line(`${strings.opening}: ${money(wallet.opening)}`);
    const credits = wallet.byKind.reduce((sum, total) => sum + total.credits, 0);
    const debits = wallet.byKind.reduce((sum, total) => sum + total.debits, 0);
    writer.table(columns, [
      ...wallet.byKind.map((total) => [strings.moneyKinds[total.kind], money(total.credits, true), money(total.debits, true)]),
      [strings.total, money(credits, true), money(debits, true)],
    ]);
    writer.line(`${strings.closing}: ${money(wallet.closing)}`);
  }
}

function writePointsTotals(writer: PageWriter, strings: StatementStrings, language: StatementLanguage, totals: MonthlyStatementResponseData['pointsTotals']): void {
  writer.heading(strings.pointsHeading);
  writer.table(columnsOf([strings.opening, 1, 'right'], [strings.credits, 1, 'right'], [strings.debits, 1, 'right'], [strings.closing, 1, 'right']), [
    [points(totals.opening, language), points(totals.credits, language, true), points(totals.debits, language, true), points(totals.closing, language)],
  ]);
}

function writeMoney(writer: PageWriter, strings: StatementStrings, language: StatementLanguage, lines: StatementMoneyLine[], when: (iso: string) => string): void {
  writer.heading(strings.moneyHeading);
  if (lines.length === 0) {
    writer.line(strings.noMovements);
    return;
  }
  const { columns: c } = strings;
  const columns = columnsOf([c.time, 1.4], [c.kind, 1.1], [c.wallet, 1.3], [c.amount, 1.3, 'right'], [c.balanceAfter, 1.3, 'right'], [c.ref, 1.6]);
  writer.table(
    columns,
    lines.map((line) => [
      when(line.time),
      strings.moneyKinds[line.kind],
      `${strings.wallets[line.walletType]} (${line.currency})`,
      formatFullAmount(line.amount, line.currency, language, { signed: true }),
      formatFullAmount(line.balanceAfter, line.currency, language),
      line.ref ?? '-',
    ]),
  );
}

function writePoints(writer: PageWriter, strings: StatementStrings, language: StatementLanguage, lines: StatementPointsLine[], when: (iso: string) => string): void {
  writer.heading(strings.pointsMovementsHeading);
  if (lines.length === 0) {
    writer.line(strings.noPointsMovements);
    return;
  }
  const { columns: c } = strings;
  writer.table(
    columnsOf([c.time, 1.4], [c.kind, 1.4], [c.points, 1, 'right'], [c.balanceAfter, 1, 'right']),
    lines.map((line) => [when(line.time), strings.pointsKinds[line.kind], points(line.points, language, true), points(line.balanceAfter, language)]),
  );
}

/** Columns sharing the page's width by weight. */
function columnsOf(...specs: [title: string, weight: number, align?: Column['align']][]): Column[] {
  const weights = specs.reduce((sum, [, weight]) => sum + weight, 0);
  return specs.map(([title, weight, align]) => ({ title, width: (CONTENT_WIDTH * weight) / weights, align }));
}

function points(value: number, language: StatementLanguage, signed = false): string {
  const number = numberFormat(language, 0, 0).format(value);
  return signed && value > 0 ? `+${number}` : number;
}

function interpolate(template: string, values: Record<string, number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
