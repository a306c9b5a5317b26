/**
 * Issue 41 §3, a restore that is proven: the demo data, seeded into a project of its own
 * (`demo-masjid-restore`, its media in a folder of its own) with a document of every value type
 * beside it, is backed up with `npm run backup`, damaged, refused by `npm run restore` without
 * `--wipe`, restored with it, and then every collection (subcollections included) has the same
 * documents with the same typed values, and every stored file the same bytes. One deleted student
 * then comes back with `--student` while a change made since the backup stays.
 *
 * The comparison reads the emulator's REST API (a query over every collection), not the Admin SDK
 * the commands use, so a type the commands lose (a Timestamp turned into a string, a whole double
 * turned into an integer) shows as a different hash.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { backupCommand } from '../../scripts/backup.ts';
import { restoreCommand } from '../../scripts/restore.ts';
import { FIRESTORE } from '../emulators.ts';

const PROJECT = 'demo-masjid-restore';
const work = mkdtempSync(join(tmpdir(), 'masjid-restore-'));
const mediaDir = join(work, 'media');
const backupDir = join(work, 'backup');
const app = initializeApp({ projectId: PROJECT }, 'backup-restore-test');
const db = getFirestore(app);
const savedMediaDir = process.env.MEDIA_STORE_DIR;

/** Runs a command in this process as `npm run` would; its exit status and what it printed. */
async function run(command: typeof backupCommand, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await command(args, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

/** `npm run backup` / `npm run restore` on the test's project and media folder. */
const backup = () =>
  run(backupCommand, ['--project', PROJECT, '--media-dir', mediaDir, '--out', backupDir]);
const restore = (...args: string[]) =>
  run(restoreCommand, [backupDir, '--project', PROJECT, '--media-dir', mediaDir, ...args]);

/** JSON with object keys sorted, so equal values print alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The REST API's `runQuery` answer: the documents found, each with its typed fields. */
const RUN_QUERY_ANSWER = z.array(
  z.object({
    document: z.optional(z.object({ name: z.string(), fields: z.optional(z.unknown()) })),
  }),
);

/**
 * Every document of the project, read through the emulator's REST API as typed values: per
 * collection path, the number of documents and a hash of their ids and fields.
 */
async function fingerprint(): Promise<Record<string, { count: number; hash: string }>> {
  const root = `projects/${PROJECT}/databases/(default)/documents`;
  const res = await fetch(`http://${FIRESTORE.host}:${FIRESTORE.port}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  expect(res.status).toBe(200);
  const rows = z.parse(RUN_QUERY_ANSWER, await res.json());
  const lines: Record<string, string[]> = {};
  for (const { document } of rows) {
    if (!document) continue;
    const path = document.name.slice(root.length + 1);
    const collection = path.slice(0, path.lastIndexOf('/'));
    (lines[collection] ??= []).push(`${path}\t${canonical(document.fields ?? {})}`);
  }
  return Object.fromEntries(
    Object.entries(lines).map(([collection, docs]) => [
      collection,
      {
        count: docs.length,
        hash: createHash('sha256').update(docs.sort().join('\n')).digest('hex'),
      },
    ]),
  );
}

/** Every file of the media folder (objects and their `.meta.json`) with the SHA-256 of its bytes. */
function mediaFiles(): Record<string, string> {
  const objects = join(mediaDir, 'objects');
  const names = readdirSync(objects, { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    names
      .filter((name) => statSync(join(objects, name)).isFile())
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(objects, name)))
          .digest('hex'),
      ]),
  );
}

const STUDENT = DEMO_PROGRESS_STUDENT;
let seeded: Awaited<ReturnType<typeof fingerprint>>;
let seededFiles: Record<string, string>;

beforeAll(async () => {
  process.env.MEDIA_STORE_DIR = mediaDir;
  await db.recursiveDelete(db.collection('drill')).catch(() => undefined);
  await seedDemoData({ projectId: PROJECT, accounts: false });
  // A value of every type the backup must keep, a document under a parent that does not exist,
  // and a subcollection two levels under a student.
  await db.doc('drill/types').set({
    at: new Timestamp(1_764_400_000, 123_456_789),
    where: new GeoPoint(24.8607, 67.0011),
    bytes: Buffer.from([0, 1, 254, 255]),
    ref: db.doc(`students/${STUDENT}`),
    nothing: null,
    yes: true,
    count: 42,
    ratio: 0.25,
    big: BigInt('9007199254740993'),
    nested: { deep: { list: [1, 'two', { three: 3.5, none: [] }, {}] }, empty: {} },
    text: 'سبق',
  });
  await db.doc('drill/no-parent/child/leaf').set({ at: Timestamp.fromMillis(0) });
  await db.doc(`students/${STUDENT}/drill/a/deeper/b`).set({ level: 3 });
  seeded = await fingerprint();
  seededFiles = mediaFiles();
}, 60_000);

afterAll(async () => {
  if (savedMediaDir === undefined) delete process.env.MEDIA_STORE_DIR;
  else process.env.MEDIA_STORE_DIR = savedMediaDir;
  await deleteApp(app);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore (issue 41, a restore that is proven)', () => {
  it('restores every document with its types and every stored file, after refusing to overwrite', async () => {
    expect(seeded['drill']?.count).toBe(1);
    expect(seeded[`students/${STUDENT}/progress`]?.count).toBeGreaterThan(10);
    expect(Object.keys(seededFiles).length).toBeGreaterThan(40);

    const saved = await backup();
    expect(saved.status, saved.err).toBe(0);
    expect(saved.out).toContain(
      `${STUDENT}/progress: ${seeded[`students/${STUDENT}/progress`]?.count}`,
    );

    // A bad day: a student and a file lost, a value changed in type, a stray document and file.
    await db.recursiveDelete(db.doc(`students/${STUDENT}`));
    await db.doc('drill/types').update({ at: '2025-11-29T07:06:40.123Z' });
    await db.doc('events/stray').set({ title: 'not in the backup' });
    const [lostFile] = Object.keys(seededFiles).filter((f) => f.endsWith('.mp3'));
    rmSync(join(mediaDir, 'objects', lostFile ?? ''));
    writeFileSync(join(mediaDir, 'objects', 'stray.bin'), 'x');
    const damaged = await fingerprint();
    expect(damaged).not.toEqual(seeded);

    const refused = await restore();
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(
      /Refusing to restore: .* is not empty .*--wipe.*Nothing was changed/s,
    );
    expect(await fingerprint()).toEqual(damaged);

    const restored = await restore('--wipe');
    expect(restored.status, restored.err).toBe(0);
    expect(restored.out).toContain('documents written');
    expect(await fingerprint()).toEqual(seeded);
    expect(mediaFiles()).toEqual(seededFiles);
  });

  it('brings back one deleted student from the backup and leaves every other document as it is now', async () => {
    await db.doc('events/after-backup').set({ title: 'made after the backup' });
    const now = await fingerprint();
    const links = await db.collection('deepLinks').where('studentId', '==', STUDENT).get();
    expect(links.size).toBe(1);
    await db.recursiveDelete(db.doc(`students/${STUDENT}`));
    await Promise.all([
      db.doc(`studentLinks/${STUDENT}`).delete(),
      ...links.docs.map((d) => d.ref.delete()),
    ]);
    expect(await fingerprint()).not.toEqual(now);

    const one = await restore('--student', STUDENT);
    expect(one.status, one.err).toBe(0);
    expect(await fingerprint()).toEqual(now);
  });
});
