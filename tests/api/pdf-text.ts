/**
 * The text of a PDF as a reader's software gets it: pdfjs's text content of every page, items
 * joined in the order the page draws them (pdfjs turns right-to-left runs back into reading
 * order).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs 6 uses Promise.withResolvers, which Node 22 has and Node 20 (our machines) lacks.
if (!('withResolvers' in Promise))
  Object.defineProperty(Promise, 'withResolvers', { value: withResolvers });
function withResolvers<T>() {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every page's text of the PDF `bytes`, pages one after another. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.cleanup();
  return pages.join('\n');
}
