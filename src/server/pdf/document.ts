import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { runtime } from '@runtime/runtime';

/**
 * The one way the server writes a PDF (decision 087): pdfkit, with Noto Sans Devanagari embedded
 * (subset) so ₹ and Devanagari names print. A document is a title, key-value sections, tables and
 * wrapping text on A4, with "Page n of m" and a footer line on every page. fontkit (inside pdfkit)
 * shapes Devanagari: conjuncts, reph and the i-matra's reordering.
 */

const FONT_FILES = {
  regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** Read once from the fonts tree: node_modules in a checkout, the binary's cache in the single executable. */
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(path.join(runtime.dir('fonts'), FONT_FILES.regular)),
    bold: fs.readFileSync(path.join(runtime.dir('fonts'), FONT_FILES.bold)),
  };
  return fonts;
}

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const BODY_SIZE = 10;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export type Column = { header: string; width: number; align?: 'left' | 'right' };

export class PdfBuilder {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly meta: { title: string; footer: string }) {
    const { regular, bold } = loadFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
      bufferPages: true,
      // No standard font: those are read from pdfkit's own folder, which the single executable lacks.
      font: regular as unknown as string,
      info: { Title: meta.title, Producer: 'Collab Marketplace', Creator: 'Collab Marketplace' },
      lang: 'en-IN',
    });
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  /** A new page when less than `height` is left on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  title(text: string, subtitle?: string) {
    this.doc.font('bold').fontSize(18).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width });
    if (subtitle)
      this.doc.font('regular').fontSize(BODY_SIZE).fillColor(MUTED).text(subtitle, { width: this.width });
    this.doc.moveDown(0.8).fillColor(INK);
    return this;
  }

  heading(text: string) {
    this.room(40);
    this.doc.moveDown(0.4);
    this.doc.font('bold').fontSize(12).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3).font('regular').fontSize(BODY_SIZE);
    return this;
  }

  /** Wrapping text; `bold` for a line that stands out. */
  paragraph(text: string, opts: { bold?: boolean; muted?: boolean; size?: number } = {}) {
    this.doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(opts.size ?? BODY_SIZE)
      .fillColor(opts.muted ? MUTED : INK)
      .text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
    return this;
  }

  space(lines = 0.6) {
    this.doc.moveDown(lines);
    return this;
  }

  /** Label and value pairs, one pair a line, the label in a narrow column. */
  keyValues(rows: readonly (readonly [string, string])[]) {
    const labelWidth = Math.round(this.width * 0.32);
    const valueWidth = this.width - labelWidth - 8;
    for (const [label, value] of rows) {
      this.doc.font('regular').fontSize(BODY_SIZE);
      const height = Math.max(
        this.doc.heightOfString(label, { width: labelWidth }),
        this.doc.heightOfString(value || '-', { width: valueWidth }),
      );
      this.room(height + 4);
      const y = this.doc.y;
      this.doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
      this.doc.fillColor(INK).text(value || '-', MARGIN + labelWidth + 8, y, { width: valueWidth });
      this.doc.x = MARGIN;
      this.doc.y = y + height + 4;
    }
    this.doc.moveDown(0.3);
    return this;
  }

  /** A table: `width`s are fractions of the line; the header repeats on a new page. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]) {
    const pad = 4;
    const widths = columns.map((c) => c.width * this.width);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const line = (cells: readonly string[], bold: boolean) => {
      this.doc.font(bold ? 'bold' : 'regular').fontSize(BODY_SIZE - 1);
      const height =
        Math.max(...cells.map((t, i) => this.doc.heightOfString(t, { width: widths[i]! - pad * 2 }))) +
        pad * 2;
      return height;
    };
    const draw = (cells: readonly string[], bold: boolean) => {
      const height = line(cells, bold);
      if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
        this.doc.addPage();
        if (!bold)
          draw(
            columns.map((c) => c.header),
            true,
          );
      }
      const y = this.doc.y;
      this.doc.font(bold ? 'bold' : 'regular').fontSize(BODY_SIZE - 1);
      cells.forEach((t, i) =>
        this.doc.fillColor(INK).text(t, xs[i]! + pad, y + pad, {
          width: widths[i]! - pad * 2,
          align: columns[i]!.align ?? 'left',
        }),
      );
      this.doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + this.width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = MARGIN;
      this.doc.y = y + height;
    };
    draw(
      columns.map((c) => c.header),
      true,
    );
    for (const row of rows) draw(row, false);
    this.doc.font('regular').fontSize(BODY_SIZE).moveDown(0.6);
    return this;
  }

  /** The finished file: every page gets the footer line and "Page n of m". */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const bottom = this.doc.page.margins.bottom;
      // Writing into the bottom margin must not start a new page.
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 12;
      this.doc
        .moveTo(MARGIN, y - 6)
        .lineTo(MARGIN + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.font('regular').fontSize(8).fillColor(MUTED);
      this.doc.text(this.meta.footer, MARGIN, y, { width: this.width - 80, lineBreak: false });
      this.doc.text(`Page ${i - start + 1} of ${count}`, MARGIN + this.width - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }
}

/** Rupees with paise, Indian grouping: ₹1,23,456.50. */
export const pdfRupees = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A date and time in India, for documents: "28 Nov 2026, 14:05 IST". */
export function pdfDateTime(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d)} IST`;
}

/** A date in India: "28 Nov 2026". */
export function pdfDate(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(d);
}

/** The answer headers of every PDF: a download, never cached. */
export function pdfHeaders(fileName: string) {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
