/**
 * The media store: where audio files live (issue 4 §1). One interface, two backends, chosen once
 * at start-up and logged:
 *
 * - Cloud Storage through firebase-admin: in production, and wherever `FIREBASE_STORAGE_EMULATOR_HOST`
 *   answers;
 * - a store on local disk, served over HTTP by the functions with byte ranges, where the functions
 *   run in the emulator and no Storage emulator answers (our machines, ENVIRONMENT.md).
 */
import { logger } from 'firebase-functions/v2';
import { cloudStorageStore } from './cloud-storage.ts';
import { localDiskStore, localMediaDir } from './local-disk.ts';

export interface StoredObject {
  /** Bytes. */
  size: number;
  contentType: string;
}

export interface MediaStore {
  readonly kind: 'cloud-storage' | 'local-disk';
  /**
   * Opens a resumable upload of `size` bytes to `path` and returns its address: the client PUTs
   * chunks to it with `Content-Range`, as Cloud Storage's resumable protocol (308 until the last
   * chunk). `origin` is the site's origin, allowed to call it from the browser.
   */
  createUploadSession(
    path: string,
    options: { contentType: string; size: number; origin?: string },
  ): Promise<string>;
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

/** True when something answers HTTP at `host` (`127.0.0.1:9199`) within a second. */
async function answers(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Chooses the backend (see the module comment). `emulated`: running on the emulator suite (the
 * Functions emulator sets `FUNCTIONS_EMULATOR`; the seed passes true). Logs the choice.
 */
export async function chooseMediaStore(
  emulated: boolean = process.env.FUNCTIONS_EMULATOR === 'true',
): Promise<MediaStore> {
  const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (storageEmulator && (await answers(storageEmulator))) {
    logger.info(`Media store: Cloud Storage emulator at ${storageEmulator}`);
    return cloudStorageStore({ emulatorHost: storageEmulator });
  }
  if (emulated) {
    const dir = localMediaDir();
    logger.info(`Media store: local disk at ${dir} (no Storage emulator answers)`);
    return localDiskStore(dir);
  }
  logger.info('Media store: Cloud Storage');
  return cloudStorageStore({});
}

let chosen: Promise<MediaStore> | undefined;

/** The media store of this process, chosen on first use. */
export function mediaStore(): Promise<MediaStore> {
  chosen ??= chooseMediaStore();
  return chosen;
}
