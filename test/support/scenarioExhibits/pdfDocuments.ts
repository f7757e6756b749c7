import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** A PDF with fixed metadata, so regenerating the exhibits gives the same bytes. */
export async function newDocument(title: string): Promise<{ doc: PDFDocument; font: PDFFont; bold: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Moot project (fictional exhibit)');
  doc.setProducer('Moot exhibit generator');
  doc.setCreator('Moot exhibit generator');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return { doc, font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

export async function save(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Wraps text to a width and draws it; returns the y below the last line. */
export function paragraph(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number, width: number): number {
  const words = text.split(/\s+/);
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      page.drawText(line, { x, y, size, font });
      y -= size * 1.35;
      line = word;
    } else line = next;
  }
  if (line) {
    page.drawText(line, { x, y, size, font });
    y -= size * 1.35;
  }
  return y;
}

/** A one-page text document: a heading, a fictional-exhibit note, then paragraphs. */
export async function textDocument(title: string, label: string, paragraphs: string[]): Promise<Buffer> {
  const { doc, font, bold } = await newDocument(title);
  const page = doc.addPage([612, 792]);
  page.drawText(label, { x: 500, y: 750, size: 12, font: bold });
  page.drawText(title, { x: 56, y: 720, size: 14, font: bold });
  page.drawText('Fictional exhibit for teaching. Any resemblance to real people or events is coincidental.', {
    x: 56, y: 702, size: 8, font, color: rgb(0.4, 0.4, 0.4),
  });
  let y = 676;
  for (const p of paragraphs) y = paragraph(page, font, p, 56, y, 10, 500) - 6;
  return save(doc);
}

/** A one-page table: header row, then rows, fixed column x positions. */
export async function tableDocument(title: string, label: string, intro: string, columns: [string, number][], rows: string[][], note: string): Promise<Buffer> {
  const { doc, font, bold } = await newDocument(title);
  const page = doc.addPage([612, 792]);
  page.drawText(label, { x: 500, y: 750, size: 12, font: bold });
  page.drawText(title, { x: 56, y: 720, size: 13, font: bold });
  let y = paragraph(page, font, intro, 56, 700, 9, 500) - 8;
  for (const [name, x] of columns) page.drawText(name, { x, y, size: 9, font: bold });
  y -= 4;
  page.drawLine({ start: { x: 56, y }, end: { x: 556, y }, thickness: 0.5 });
  y -= 14;
  for (const row of rows) {
    row.forEach((cell, i) => page.drawText(cell, { x: columns[i]![1], y, size: 9, font }));
    y -= 14;
  }
  paragraph(page, font, note, 56, y - 10, 8, 500);
  return save(doc);
}
