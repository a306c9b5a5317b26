/**
 * `npm run restore -- FOLDER`: brings back a backup written by `npm run backup`:
 *
 *   npm run restore -- backups/today                  # into the emulators' demo-masjid, if empty
 *   npm run restore -- backups/today --wipe           # deletes everything there first
 *   npm run restore -- backups/today --project ID     # into production (must be named)
 *   npm run restore -- backups/ahmed --project ID --student UID   # one student, nothing else
 *
 * It refuses a database (or, with `--student` / `--only PATH`, a selection) that holds documents,
 * unless `--wipe` says to delete them first (recursively, subcollections included). Documents are
 * written whole with their types; on the emulators the media store's files are copied back; in
 * production the bucket is checked against the backup's list of objects and what is missing is
 * named (restore those from the bucket's soft delete or the second bucket, docs/deploy.md).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import {
  countByCollection,
  deleteDatabase,
  readDatabase,
  selected,
  writeDocuments,
  type BackupDocument,
  type Selection,
} from './backup/firestore-dump.ts';
import {
  copyLocalMedia,
  listBucket,
  listLocalMedia,
  missingFiles,
  wipeLocalMedia,
} from './backup/media-files.ts';
import {
  TARGET_OPTIONS,
  assertReachable,
  backupFiles,
  openTarget,
  parseSelection,
  readBackup,
  type Manifest,
  type Output,
  type Target,
} from './backup/target.ts';

/** A reason to stop, printed as it is. */
class Stop extends Error {}

function stop(message: string): never {
  throw new Stop(message);
}

/** Runs the command with `argv` (its arguments), printing to `out`; the exit status. */
export async function restoreCommand(argv: string[], out: Output = console): Promise<number> {
  try {
    await restore(argv, out);
    return 0;
  } catch (error) {
    out.error(
      error instanceof Stop ? error.message : `Restore failed: ${(error as Error).message}`,
    );
    return 1;
  }
}

async function restore(argv: string[], print: Output): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, wipe: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (!folder || positionals.length > 1)
    stop(
      'Usage: npm run restore -- FOLDER [--project ID] [--database DB] [--wipe] [--student UID] [--only PATH]',
    );
  const { manifest, documents: all } = await readBackup(folder);
  const selection = parseSelection(values);
  const documents = all.filter((doc) => selected(selection, doc));
  const target = openTarget(values);
  try {
    await assertReachable(target);
    await restoreInto(
      target,
      folder,
      manifest,
      documents,
      all.length,
      selection,
      values.wipe,
      print,
    );
  } finally {
    await deleteApp(target.app);
  }
}

/** Restores `documents` (of a backup of `total`) into `target`; see the module comment. */
async function restoreInto(
  target: Target,
  folder: string,
  manifest: Manifest,
  documents: BackupDocument[],
  total: number,
  selection: Selection | undefined,
  wipe: boolean | undefined,
  print: Output,
): Promise<void> {
  const what = selection ? 'the selected documents' : 'the database';
  print.log(
    `Restoring ${folder} (project ${manifest.project}, ${manifest.createdAt}) into ${target.label}: ` +
      `${documents.length} of its ${total} documents`,
  );

  // Empty, or wiped when asked.
  const present = selection
    ? (await readDatabase(target.db, selection)).length
    : (await target.db.listCollections()).length;
  const mediaPresent =
    !selection && target.mediaDir ? (await listLocalMedia(target.mediaDir)).length : 0;
  if ((present || mediaPresent) && !wipe)
    stop(
      `Refusing to restore: ${what} of ${target.label} is not empty ` +
        `(${present} ${selection ? 'documents' : 'collections'}, ${mediaPresent} stored files). ` +
        'Add --wipe to delete them first. Nothing was changed.',
    );
  if (present) {
    await deleteDatabase(target.db, selection);
    print.log(`  wiped ${what} (${present} ${selection ? 'documents' : 'collections'})`);
  }

  const written = await writeDocuments(target.db, documents);
  for (const [path, count] of Object.entries(countByCollection(documents)))
    print.log(`  ${path}: ${count}`);
  print.log(`  ${written} documents written`);

  if (!selection && target.mediaDir) {
    if (mediaPresent) await wipeLocalMedia(target.mediaDir);
    if (manifest.media.files.length)
      await copyLocalMedia(backupFiles(folder).media, target.mediaDir);
    const lost = missingFiles(manifest.media.files, await listLocalMedia(target.mediaDir));
    if (lost.length) stop(`  ${lost.length} stored files did not come back: ${lost[0]?.name} …`);
    print.log(`  ${manifest.media.files.length} stored files copied to ${target.mediaDir}`);
  } else if (!selection && manifest.media.kind === 'cloud-storage') {
    const lost = missingFiles(manifest.media.files, await listBucket(target.app, target.bucket));
    print.log(
      lost.length
        ? `  ${lost.length} of the backup's ${manifest.media.files.length} stored files are missing or changed in gs://${target.bucket}:\n` +
            lost.map((f) => `    ${f.name}`).join('\n') +
            '\n  Restore them from soft delete or the backup bucket (docs/deploy.md, section 10).'
        : `  all ${manifest.media.files.length} stored files are in gs://${target.bucket}`,
    );
  }
  print.log('Restore done.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await restoreCommand(process.argv.slice(2));
