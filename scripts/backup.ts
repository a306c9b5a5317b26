/**
 * `npm run backup`: writes the Firestore database (every collection and subcollection, each value
 * with its type: scripts/backup/firestore-values.ts) and the media store's objects to a folder:
 *
 *   npm run backup                                   # the emulators (npm start), project demo-masjid
 *   npm run backup -- --out backups/today            # the folder (default backups/<project>-<time>)
 *   npm run backup -- --project ID                   # production, Application Default Credentials
 *   npm run backup -- --project ID --database restored --student UID   # one student's documents
 *
 * The folder holds `manifest.json` (counts per collection, the stored objects with their hashes),
 * `firestore.ndjson` (one document a line) and, from the emulators, `media/` (the local-disk
 * store's files). In production the bucket's objects are listed, not copied: the managed backups
 * and the bucket's own copies (docs/deploy.md, section 10) are the production backup; this
 * command is for a copy on a computer, a move between projects, and one student's documents.
 * `--only PATH` (repeatable) keeps the documents under those paths; see scripts/backup/target.ts.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { countByCollection, readDatabase, type Selection } from './backup/firestore-dump.ts';
import { copyLocalMedia, listBucket, listLocalMedia } from './backup/media-files.ts';
import {
  TARGET_OPTIONS,
  assertReachable,
  backupFiles,
  openTarget,
  parseSelection,
  writeBackup,
  type Manifest,
  type Output,
  type Target,
} from './backup/target.ts';

/** Runs the command with `argv` (its arguments), printing to `out`; the exit status. */
export async function backupCommand(argv: string[], out: Output = console): Promise<number> {
  try {
    return await backup(argv, out);
  } catch (error) {
    out.error(`Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

async function backup(argv: string[], print: Output): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, out: { type: 'string' } },
  });
  const selection = parseSelection(values);
  const target = openTarget(values);
  try {
    await assertReachable(target);
    await backupOf(target, values.out, selection, print);
    return 0;
  } finally {
    await deleteApp(target.app);
  }
}

/** Writes the backup of `target` (or of its selected documents) to `outDir`. */
async function backupOf(
  target: Target,
  outDir: string | undefined,
  selection: Selection | undefined,
  print: Output,
): Promise<void> {
  const createdAt = new Date().toISOString();
  const out = outDir ?? join('backups', `${target.projectId}-${createdAt.replace(/[:.]/g, '-')}`);
  await mkdir(out, { recursive: true });
  print.log(`Backing up ${target.label}${selection ? ', the selected documents' : ''} to ${out}`);

  const documents = await readDatabase(target.db, selection);
  const collections = countByCollection(documents);
  let media: Manifest['media'];
  if (selection) {
    media = { kind: 'local-disk', files: [] };
  } else if (target.mediaDir) {
    media = { kind: 'local-disk', files: await listLocalMedia(target.mediaDir) };
    if (media.files.length) await copyLocalMedia(target.mediaDir, backupFiles(out).media);
  } else {
    const bucket = target.bucket ?? '';
    media = { kind: 'cloud-storage', bucket, files: await listBucket(target.app, bucket) };
  }
  await writeBackup(
    out,
    {
      project: target.projectId,
      database: target.database,
      createdAt,
      ...(selection ? { selection } : {}),
      documents: documents.length,
      collections,
      media,
    },
    documents,
  );

  for (const [path, count] of Object.entries(collections)) print.log(`  ${path}: ${count}`);
  const bytes = media.files.reduce((sum, f) => sum + f.size, 0);
  print.log(
    `${documents.length} documents in ${Object.keys(collections).length} collections; ` +
      `${media.files.length} stored files (${(bytes / 1e6).toFixed(1)} MB) ` +
      (media.kind === 'local-disk'
        ? `copied from ${target.mediaDir ?? 'the media store'}`
        : `listed in gs://${media.bucket}, not copied`) +
      `.\nBackup written to ${out}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await backupCommand(process.argv.slice(2));
