import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader's viewer extracts it (unpdf, over Mozilla's pdf.js): what the
 * invoice tests read back, so they check the document and not the code that drew it.
 */
export async function pdfTextOf(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
