/**
 * Reading lists of stored documents through `docConverter`: the converter throws
 * `StoredDataError` for a document that does not match its schema; in a list that one document
 * is left out (and logged) rather than failing the whole page.
 */
import { StoredDataError } from '@masjid/domain/firestore-converter';

/** What a converted snapshot offers: its data, parsed by the converter. */
interface ConvertedSnapshot<T> {
  data(): T;
}

/** The parsed data of `docs`, the malformed ones left out. */
export function readableDocs<T>(docs: readonly ConvertedSnapshot<T>[]): T[] {
  return docs.flatMap((doc) => {
    try {
      return [doc.data()];
    } catch (error) {
      if (!(error instanceof StoredDataError)) throw error;
      console.warn(error.message);
      return [];
    }
  });
}
