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
