/**
 * The media store's interface, apart from its backends (cloud-storage.ts, local-disk.ts) and the
 * choice between them (store.ts), so the backends depend on it and nothing depends back on them.
 */

/** An object's size and content type. */
export interface StoredObject {
  /** Bytes. */
  size: number;
  contentType: string;
}

/** A resumable upload's announced type and size (bytes) and the site origin allowed to send it. */
export interface UploadSessionOptions {
  contentType: string;
  size: number;
  origin: string;
}

/** What every backend does. */
interface MediaStoreBase {
  /**
   * Opens a resumable upload of exactly `size` bytes to `path` and returns its address: the client
   * PUTs chunks to it with `Content-Range`, as Cloud Storage's resumable protocol (308 until the
   * last chunk); bytes beyond `size` are refused. `origin` is the site's configured origin, the
   * only one whose browser pages may call it.
   */
  createUploadSession(path: string, options: UploadSessionOptions): Promise<string>;
  /** Writes a whole object at once (multipart uploads, the seed). */
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's size and type, or undefined when there is none. */
  stat(path: string): Promise<StoredObject | undefined>;
  /** The first `length` bytes (fewer when the object is shorter). */
  readStart(path: string, length: number): Promise<Uint8Array>;
  /** Deletes the object and anything left of an unfinished upload to it; no error when absent. */
  delete(path: string): Promise<void>;
  /** The address the audio player loads, absolute or same-origin (`/api/media/...`). */
  downloadUrl(path: string): string;
}

/**
 * What a chunk PUT answers (Cloud Storage's resumable protocol): 308 with the bytes taken so far,
 * 201 when this chunk completed the upload, 200 to any request once it is complete.
 */
export type ChunkResult =
  | { status: 308; received: number }
  | { status: 200 | 201; size: number }
  | { status: 400 | 403 | 404 | 413; message: string };

/** The local-disk backend: also serves its files and takes the chunks of an upload. */
export interface LocalDiskStore extends MediaStoreBase {
  readonly kind: 'local-disk';
  readonly dir: string;
  /** Absolute file of an object, checked to stay inside the store. */
  file(path: string): string;
  /**
   * Takes one chunk of a resumable upload (`Content-Range: bytes a-b/total`, or `bytes *\/total` to
   * ask the state). `requestOrigin` is the request's `Origin` header: a browser page of another
   * origin than the session's is refused (403), as Cloud Storage's CORS answer refuses it there.
   */
  acceptChunk(
    session: string,
    contentRange: string | undefined,
    bytes: Uint8Array,
    requestOrigin?: string,
  ): Promise<ChunkResult>;
}

/** The Cloud Storage backend. */
export interface CloudStorageStore extends MediaStoreBase {
  readonly kind: 'cloud-storage';
}

/** A media store: `kind` tells the backends apart. */
export type MediaStore = CloudStorageStore | LocalDiskStore;
