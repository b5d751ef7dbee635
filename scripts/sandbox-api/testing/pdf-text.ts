import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on a PDF's pages: pdf-lib reads the file and decodes its content streams (by
 * their declared length: a regular expression over the raw bytes cut a stream whose compressed
 * data ended in a carriage return, about one PDF in 256); the standard fonts' text is written as
 * hex strings, and WinAnsi matches Latin-1 for the letters checked here.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
