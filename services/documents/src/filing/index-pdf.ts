import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export type IndexLine = {
  entry: string;
  person: string;
  item: string;
  file: string;
  decision: string;
  legalisation: string;
  translation: string;
};

/** WinAnsi (the standard fonts' encoding) cannot show every character: others become "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** The pack's first document: what is in it, person by person, with each paper's decision and status. */
export async function buildIndexPdf(
  title: string,
  headers: Omit<IndexLine, 'entry'> & { entry: string },
  lines: readonly IndexLine[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = 8;
  const columns: [keyof IndexLine, number][] = [
    ['entry', 40],
    ['person', 110],
    ['item', 130],
    ['file', 150],
    ['decision', 55],
    ['legalisation', 65],
    ['translation', 65],
  ];
  let page = pdf.addPage([841.89, 595.28]);
  let y = 560;
  page.drawText(printable(title), { x: 30, y, size: 14, font: bold, color: rgb(0.76, 0.25, 0.05) });
  y -= 28;
  const row = (line: IndexLine, face = font) => {
    if (y < 40) {
      page = pdf.addPage([841.89, 595.28]);
      y = 560;
    }
    let x = 30;
    for (const [key, width] of columns) {
      const full = printable(line[key]);
      let text = full;
      while (text.length > 3 && face.widthOfTextAtSize(text, size) > width - 6)
        text = `${text.slice(0, text.endsWith('...') ? -4 : -1)}...`;
      page.drawText(text, { x, y, size, font: face });
      x += width + 6;
    }
    y -= 14;
  };
  row(headers, bold);
  for (const line of lines) row(line);
  return pdf.save();
}
