/**
 * A4 pages for the statement: a cursor that runs down the page and starts a new one when the next
 * row does not fit, tables whose header repeats on every page they run onto, and "page n / N" on
 * every page once the count is known.
 */

import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
const FOOTER = 28;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const HEADER_FILL = rgb(0.92, 0.92, 0.92);

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export class PageWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  /** The running line at the top of every page after the first (site, player, month). */
  private readonly runningHead: string;

  constructor(doc: PDFDocument, font: PDFFont, runningHead: string) {
    this.doc = doc;
    this.font = font;
    this.runningHead = runningHead;
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    if (this.pages.length > 1) {
      this.text(this.runningHead, MARGIN, 8, MUTED);
      this.y -= 16;
    }
  }

  /** Room for `height` more points on this page, or a new page. Says whether it turned the page. */
  private room(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER) return false;
    this.newPage();
    return true;
  }

  private text(value: string, x: number, size: number, color = INK): void {
    this.page.drawText(value, { x, y: this.y - size, size, font: this.font, color });
  }

  /** `value` cut with an ellipsis to fit `width` at `size`. */
  fit(value: string, width: number, size: number): string {
    if (this.font.widthOfTextAtSize(value, size) <= width) return value;
    let cut = value;
    while (cut.length > 1 && this.font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  heading(value: string, size = 12): void {
    this.room(size + 30);
    this.y -= 6;
    this.text(value, MARGIN, size);
    this.y -= size + 6;
  }

  line(value: string, size = 9, color = INK): void {
    this.room(size + 4);
    this.text(value, MARGIN, size, color);
    this.y -= size + 4;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A table: the header row on the first page it starts on and again on each page it runs onto. */
  table(columns: Column[], rows: string[][], size = 8): void {
    const rowHeight = size + 6;
    const drawHeader = () => {
      this.page.drawRectangle({ x: MARGIN, y: this.y - rowHeight, width: CONTENT_WIDTH, height: rowHeight, color: HEADER_FILL });
      this.row(columns, columns.map((column) => column.title), size, rowHeight);
    };
    this.room(rowHeight * 2);
    drawHeader();
    for (const cells of rows) {
      if (this.room(rowHeight)) drawHeader();
      this.row(columns, cells, size, rowHeight);
    }
  }

  private row(columns: Column[], cells: string[], size: number, rowHeight: number): void {
    let x = MARGIN;
    columns.forEach((column, i) => {
      const value = this.fit(cells[i] ?? '', column.width - 6, size);
      const left = column.align === 'right' ? x + column.width - 3 - this.font.widthOfTextAtSize(value, size) : x + 3;
      this.page.drawText(value, { x: left, y: this.y - size - 2, size, font: this.font, color: INK });
      x += column.width;
    });
    this.y -= rowHeight;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.4, color: RULE });
  }

  /** "page n / N" at the foot of every page; call once all content is written. */
  numberPages(label: (page: number, pages: number) => string): void {
    const size = 8;
    this.pages.forEach((page, i) => {
      const value = label(i + 1, this.pages.length);
      const width = this.font.widthOfTextAtSize(value, size);
      page.drawText(value, { x: (A4.width - width) / 2, y: MARGIN / 2, size, font: this.font, color: MUTED });
    });
  }
}
