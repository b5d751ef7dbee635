import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages: pdf-lib writes the standard fonts' text as hex strings in
 * Flate-compressed content streams; WinAnsi matches Latin-1 for the letters checked here.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
