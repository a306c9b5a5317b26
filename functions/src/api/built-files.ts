/**
 * Files the API builds from data (the timetable's and the month report's PDFs) are built once per
 * version: a version is the hash of everything the file is made from (its `inputs`, and the code
 * that lays it out: the deployed revision), so the same data is never laid out twice, and a change
 * of the data makes a new version by itself. A version is kept in this instance's memory (the
 * last `MEMORY_FILES`) and, when `keep` says so, in the media store under `built/{kind}/{hash}`
 * (Cloud Storage in production, where storage.rules let no client read it; the local-disk store on
 * the emulators), so other instances and later requests serve it without building. Building is
 * throttled: each build counts against the caller's `builder` key (429 past `maxBuilds` in the
 * throttle window); a version served from memory or the store counts nothing. Two requests for a
 * version being built share the one build.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { mediaStore } from '../lib/media-store/store.ts';
import { checkThrottle, throttleKey } from './throttle.ts';

/** Built files this instance keeps in memory (a PDF is about 50 KB). */
export const MEMORY_FILES = 64;

/**
 * The code's identity in a version: Cloud Run's revision name where deployed, else the time this
 * bundle was built (the emulators' store outlives a rebuild with another layout).
 */
function codeIdentity(): string {
  if (process.env.K_REVISION) return process.env.K_REVISION;
  try {
    return String(statSync(fileURLToPath(import.meta.url)).mtimeMs);
  } catch {
    return 'unknown';
  }
}
const CODE = codeIdentity();

const memory = new Map<string, Buffer>();
const building = new Map<string, Promise<Buffer>>();

/** Keeps `bytes` as the newest of the files in memory, forgetting the oldest past MEMORY_FILES. */
function remember(version: string, bytes: Buffer): void {
  memory.delete(version);
  memory.set(version, bytes);
  while (memory.size > MEMORY_FILES) memory.delete(memory.keys().next().value!);
}

/** What a file is, how to build it and who pays for a build. */
export interface BuiltFile {
  /** Its kind, a folder name: `timetable`, `report`. */
  kind: string;
  /** Everything the file is made from, as JSON (the same data gives the same version). */
  inputs: unknown;
  /** Its content type in the store. */
  contentType: string;
  /** Builds the file. */
  build(): Promise<Buffer>;
  /** Whom a build is counted against (a client address, a caller's uid). */
  builder: string;
  /** Builds one builder may make within the throttle window (15 minutes). */
  maxBuilds: number;
  /** Keeps versions in the media store too (public data only: no child's report there). */
  keep: boolean;
}

/** The version of a file: a hash of its kind, inputs and the code. */
export function fileVersion(file: Pick<BuiltFile, 'kind' | 'inputs'>): string {
  return createHash('sha256')
    .update(JSON.stringify([file.kind, CODE, file.inputs]))
    .digest('hex')
    .slice(0, 40);
}

/** Reads the stored version, or undefined when there is none or the store fails. */
async function fromStore(path: string): Promise<Buffer | undefined> {
  try {
    const store = await mediaStore();
    const stat = await store.stat(path);
    return stat ? Buffer.from(await store.readStart(path, stat.size)) : undefined;
  } catch (err) {
    logger.warn(`built files: ${path} could not be read`, { err: String(err) });
    return undefined;
  }
}

/** Stores a version; a failure is logged (the file was built and is served all the same). */
async function toStore(path: string, bytes: Buffer, contentType: string): Promise<void> {
  try {
    await (await mediaStore()).put(path, bytes, contentType);
  } catch (err) {
    logger.warn(`built files: ${path} could not be kept`, { err: String(err) });
  }
}

/**
 * The file's bytes for this version: from memory, from the store, or built (counted against its
 * builder: ApiError 429 with `Retry-After` set on `res` past `maxBuilds`).
 */
export async function builtFile(res: Response, file: BuiltFile): Promise<Buffer> {
  const version = fileVersion(file);
  const kept = memory.get(version);
  if (kept) {
    remember(version, kept);
    return kept;
  }
  let pending = building.get(version);
  if (!pending) {
    pending = fromStoreOrBuild(res, file, version);
    building.set(version, pending);
    void pending.then(
      () => building.delete(version),
      () => building.delete(version),
    );
  }
  const bytes = await pending;
  remember(version, bytes);
  return bytes;
}

async function fromStoreOrBuild(res: Response, file: BuiltFile, version: string): Promise<Buffer> {
  const path = `built/${file.kind}/${version}`;
  const stored = file.keep ? await fromStore(path) : undefined;
  if (stored) return stored;
  const counters = await checkThrottle(
    [{ key: throttleKey(`build-${file.kind}`, file.builder), max: file.maxBuilds }],
    () => 'Too many files made; try again later',
    (s) => res.set('Retry-After', String(s)),
  );
  await counters.record();
  const bytes = await file.build();
  if (file.keep) await toStore(path, bytes, file.contentType);
  return bytes;
}
