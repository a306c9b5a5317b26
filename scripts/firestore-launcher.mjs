// Builds a manifest-only launcher JAR for Debian's Firestore emulator package and returns its path
// (see ../shared/ENVIRONMENT.md: the package's JAR has no Main-Class, firebase-tools runs
// `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`). Where the package is missing, returns undefined and
// firebase-tools downloads its own emulator as usual.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Path of the Debian package's emulator JAR, or undefined when the package is not installed. */
function findPackageJar() {
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return files.split('\n').find((f) => f.endsWith('emulator.jar') && existsSync(f));
  } catch {
    return undefined;
  }
}

/** Builds (once) `.emulators/firestore-launcher.jar`; returns its path or undefined. */
export function ensureFirestoreLauncher() {
  const target = findPackageJar();
  if (!target) return undefined;
  const dir = join(root, '.emulators');
  const launcher = join(dir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${target}\n`);
  execFileSync('jar', ['--create', '--file', launcher, '--manifest', manifest]);
  return launcher;
}

/**
 * Environment for firebase-tools: the launcher when there is one; `MEDIA_STORE_DIR`, the local
 * media store of the functions and the seed (functions/src/lib/media-store); `PUSH_OUTBOX_DIR`, where
 * the emulator's stand-in for FCM's send API writes (functions/src/lib/fcm.ts). Both are emptied
 * here because each emulator run starts with empty data. Also set in this process (the seed and
 * the tests run here).
 */
export function emulatorEnv() {
  process.env.MEDIA_STORE_DIR ||= join(root, '.emulators', 'media');
  process.env.PUSH_OUTBOX_DIR ||= join(root, '.emulators', 'push');
  rmSync(process.env.MEDIA_STORE_DIR, { recursive: true, force: true });
  rmSync(process.env.PUSH_OUTBOX_DIR, { recursive: true, force: true });
  const launcher = ensureFirestoreLauncher();
  return launcher
    ? { ...process.env, FIRESTORE_EMULATOR_BINARY_PATH: launcher }
    : { ...process.env };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    ensureFirestoreLauncher() ??
      'no Debian Firestore emulator package: firebase-tools will download its own',
  );
}
