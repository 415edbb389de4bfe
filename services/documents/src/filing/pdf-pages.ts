import { PDFDocument } from 'pdf-lib';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;

/** An image (JPEG or PNG) as a one-page A4 PDF, scaled to fit with its proportions kept. */
export async function imageAsPdf(bytes: Uint8Array, mimeType: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = mimeType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const page = pdf.addPage([A4.width, A4.height]);
  const scale = Math.min(
    (A4.width - 2 * MARGIN) / image.width,
    (A4.height - 2 * MARGIN) / image.height,
    1,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (A4.width - width) / 2, y: (A4.height - height) / 2, width, height });
  return pdf.save();
}
