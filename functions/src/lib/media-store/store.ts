/**
 * The media store: where audio files live. One interface (types.ts), two backends, chosen once
 * at start-up and logged:
 *
 * - Cloud Storage through firebase-admin: in production, and wherever `FIREBASE_STORAGE_EMULATOR_HOST`
 *   answers;
 * - a store on local disk, served over HTTP by the functions with byte ranges, where the functions
 *   run in the emulator and no Storage emulator answers (as on our machines).
 */
import { logger } from 'firebase-functions/v2';
import { platform } from '../config.ts';
import { cloudStorageStore } from './cloud-storage.ts';
import { localDiskStore } from './local-disk.ts';
import type { MediaStore } from './types.ts';

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
  emulated: boolean = platform().emulated,
): Promise<MediaStore> {
  const storageEmulator = platform().storageEmulatorHost;
  if (storageEmulator && (await answers(storageEmulator))) {
    logger.info(`Media store: Cloud Storage emulator at ${storageEmulator}`);
    return cloudStorageStore({ emulatorHost: storageEmulator });
  }
  if (emulated) {
    const dir = platform().mediaStoreDir;
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
