/**
 * Reading a PDF back for tests: its page count and text, with pdfjs-dist (legacy build, for Node).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs-dist 5 expects Node 22's Promise.withResolvers; our machines run Node 20.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

/** The number of pages and the text of every page, items joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: pdf.numPages, text: texts.join('\n') };
}

/** A piece of text on a PDF's page, where it is drawn: in points, from the page's bottom left. */
export interface PdfTextItem {
  text: string;
  /** The left end of its baseline. */
  x: number;
  /** The baseline's height above the page's bottom. */
  baseline: number;
  width: number;
  /** Its font size. */
  height: number;
}

/** The text items of a PDF's first page, in the order it draws them, each with its place. */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.cleanup();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            text: item.str,
            x: Number(item.transform[4]),
            baseline: Number(item.transform[5]),
            width: item.width,
            height: item.height,
          },
        ]
      : [],
  );
}

/**
 * The text of a PDF as a reader's software gets it: every page's text items joined with nothing
 * between them, in the order the page draws them (pdfjs turns right-to-left runs back into
 * reading order), pages one after another.
 */
export async function pdfReadingText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.cleanup();
  return pages.join('\n');
}
