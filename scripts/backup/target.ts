/**
 * Where `npm run backup` and `npm run restore` work, and the backup folder's files.
 *
 * Without `--project`, or with a `demo-` project id: the local emulators (FIRESTORE_EMULATOR_HOST,
 * default 127.0.0.1:8080; project demo-masjid) and the local-disk media store (MEDIA_STORE_DIR or
 * `--media-dir`, default `.emulators/media`, where `npm start` keeps it). Any other `--project`:
 * that production project through the Application Default Credentials, and only when no emulator
 * variable is set, so a real project is never reached by accident nor an emulator mistaken for one.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp, type App } from 'firebase-admin/app';
import * as z from 'zod/mini';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { BackupDocument, Selection } from './firestore-dump.ts';
import { studentSelection } from './firestore-dump.ts';
import { restValueSchema } from './firestore-values.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The options both commands take (node:util parseArgs). */
export const TARGET_OPTIONS = {
  project: { type: 'string' },
  database: { type: 'string', default: '(default)' },
  only: { type: 'string', multiple: true },
  student: { type: 'string' },
  'media-dir': { type: 'string' },
  bucket: { type: 'string' },
} as const;

/** Where a command prints (console, or a test's collector). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Where a command works. */
export interface Target {
  projectId: string;
  database: string;
  /** `host:port` of the Firestore emulator, or undefined in production. */
  emulator?: string;
  /** The local-disk media store's folder (emulators only). */
  mediaDir?: string;
  bucket?: string;
  app: App;
  db: Firestore;
  /** How the target is named in what the commands print. */
  label: string;
}

/** The target of the parsed options; throws when a production project meets an emulator variable. */
export function openTarget(values: {
  project?: string;
  database?: string;
  'media-dir'?: string;
  bucket?: string;
}): Target {
  const projectId = values.project ?? 'demo-masjid';
  const database = values.database ?? '(default)';
  const emulated = projectId.startsWith('demo-');
  if (emulated) {
    process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  } else if (process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      `FIRESTORE_EMULATOR_HOST is set, but ${projectId} is a production project: unset it to ` +
        'work on production, or use a demo- project id for the emulators.',
    );
  }
  // Emulators: keep the Google client from probing the GCE metadata server.
  if (emulated) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(
    { projectId, ...(values.bucket ? { storageBucket: values.bucket } : {}) },
    `backup-${Date.now()}`,
  );
  const db = getFirestore(app, database);
  db.settings({ useBigInt: true });
  const emulator = emulated ? process.env.FIRESTORE_EMULATOR_HOST : undefined;
  const mediaDir = emulated
    ? (values['media-dir'] ?? process.env.MEDIA_STORE_DIR ?? join(ROOT, '.emulators', 'media'))
    : undefined;
  const bucket = emulated ? undefined : (values.bucket ?? `${projectId}.firebasestorage.app`);
  const where = emulator ? `the emulator at ${emulator}` : 'production';
  return {
    projectId,
    database,
    ...(emulator ? { emulator } : {}),
    ...(mediaDir ? { mediaDir } : {}),
    ...(bucket ? { bucket } : {}),
    app,
    db,
    label: `project ${projectId}, database ${database} (${where})`,
  };
}

/** Throws, with a hint, when the target's Firestore emulator does not answer within 3 s. */
export async function assertReachable(target: Target): Promise<void> {
  if (!target.emulator) return;
  try {
    await fetch(`http://${target.emulator}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The Firestore emulator does not answer at ${target.emulator}. Start it first (npm start).`,
    );
  }
}

/** The selection of `--only PATH` (repeatable) and `--student UID`, or undefined for all. */
export function parseSelection(values: {
  only?: string[];
  student?: string;
}): Selection | undefined {
  if (!values.only?.length && !values.student) return undefined;
  const student = values.student ? studentSelection(values.student) : { paths: [] };
  const paths = [...student.paths, ...(values.only ?? [])];
  for (const path of paths)
    if (path.split('/').length % 2 !== 0 || path.split('/').some((s) => !s))
      throw new Error(`--only takes a document path (collection/id[/sub/id…]), not "${path}"`);
  return { ...student, paths };
}

const storedFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  sha256: z.optional(z.string()),
  md5: z.optional(z.string()),
});

/** `manifest.json` of a backup folder. */
const manifestSchema = z.object({
  project: z.string(),
  database: z.string(),
  createdAt: z.string(),
  selection: z.optional(
    z.object({ paths: z.array(z.string()), studentId: z.optional(z.string()) }),
  ),
  documents: z.number(),
  /** Documents per collection path. */
  collections: z.record(z.string(), z.number()),
  media: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local-disk'), files: z.array(storedFileSchema) }),
    z.object({
      kind: z.literal('cloud-storage'),
      bucket: z.string(),
      files: z.array(storedFileSchema),
    }),
  ]),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** One line of `firestore.ndjson`. */
const documentSchema = z.object({
  path: z.string(),
  fields: z.record(z.string(), restValueSchema),
});

/** The files of a backup folder. */
export const backupFiles = (dir: string) => ({
  manifest: join(dir, 'manifest.json'),
  documents: join(dir, 'firestore.ndjson'),
  media: join(dir, 'media'),
});

/** Writes the manifest and the documents (one JSON line each). */
export async function writeBackup(
  dir: string,
  manifest: Manifest,
  documents: BackupDocument[],
): Promise<void> {
  const files = backupFiles(dir);
  await writeFile(files.documents, documents.map((d) => JSON.stringify(d) + '\n').join(''));
  await writeFile(files.manifest, JSON.stringify(manifest, null, 2) + '\n');
}

/** Reads a backup folder written by `writeBackup`; throws when it is not one. */
export async function readBackup(
  dir: string,
): Promise<{ manifest: Manifest; documents: BackupDocument[] }> {
  const files = backupFiles(dir);
  if (!existsSync(files.manifest) || !existsSync(files.documents))
    throw new Error(`${dir} is not a backup folder (no manifest.json and firestore.ndjson)`);
  const manifest = z.parse(manifestSchema, JSON.parse(await readFile(files.manifest, 'utf8')));
  const documents = (await readFile(files.documents, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line): BackupDocument => z.parse(documentSchema, JSON.parse(line)));
  if (documents.length !== manifest.documents)
    throw new Error(
      `${dir}: the manifest counts ${manifest.documents} documents, firestore.ndjson holds ${documents.length}`,
    );
  return { manifest, documents };
}
