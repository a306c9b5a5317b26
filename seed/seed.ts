/**
 * Loads the demo data into the local emulators through the Admin SDK:
 * `site/jamatTimings`, `events/{id}`, the demo Auth accounts with their role claims, and the
 * `teachers/{uid}` and `students/{uid}` profiles, and the demo recordings with their audio in the
 * media store (functions/src/lib/media-store).
 *
 * Run: `npm run seed` (emulators running, e.g. from `npm start`). Idempotent: fixed document ids and
 * uids; existing accounts are updated, documents overwritten. Event dates move with the day of the
 * run (always some past, some future events).
 *
 * Safety: it writes only to emulators. `seedDemoData()` refuses to run unless
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set and the project id is a `demo-`
 * one; the command line defaults the two variables to 127.0.0.1:8080 and 127.0.0.1:9099.
 */
import { pathToFileURL } from 'node:url';
import { RECORDING_LISTINGS_COLLECTION } from '@masjid/domain/recording-listing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema } from '@masjid/domain/jamat';
import { EVENTS_COLLECTION, eventSchema } from '@masjid/domain/event';
import { EVENT_URDU, recordingUrdu } from './content/events-urdu.ts';
import { roleClaimsSchema, type RoleClaims } from '@masjid/domain/roles';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  DEEP_LINKS_COLLECTION,
  STUDENTS_COLLECTION,
  STUDENT_LINKS_COLLECTION,
  TEACHERS_COLLECTION,
  deepLinkUrl,
} from '@masjid/domain/hifz';
import { deriveToken, tokenHash } from '../functions/src/hifz/link-token.ts';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import {
  RECORDINGS_COLLECTION,
  RECORDING_CATEGORIES,
  recordingSchema,
  recordingStoragePath,
} from '@masjid/domain/recording';
import { mp3DurationSeconds } from '@masjid/domain/mp3-duration';
import { chooseMediaStore } from '../functions/src/lib/media-store/store.ts';
import { seedSiteContent, type SiteContentSummary } from './content/seed-content.ts';
import { seedMediaContent } from './content/media.ts';
import { seedJamatMonth } from './content/jamat-month.ts';
import { seedJanaza } from './content/janaza.ts';
import { seedRamadan } from './content/ramadan.ts';
import { seedEidAndJumuah } from './content/eid-jumuah.ts';
import { seedHifzPortions } from './hifz-portions.ts';
import { DEMO_SANAD, seedSanad } from './content/sanad.ts';
import { sanadVerifyUrl } from '@masjid/domain/sanad';
import { seedFees } from './fees.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_RECORDINGS,
  DEMO_PROGRESS_STUDENT,
  demoProgress,
  DEMO_PASSWORD,
  DEMO_PROJECT_ID,
  demoEvents,
  demoJamatTimings,
  type DemoAccount,
  type DemoRole,
} from './demo-data.ts';
import { CONTENT_COLLECTION, contentEntryDocSchema } from '@masjid/domain/content';
import { DEMO_CONTENT } from './content/pages.ts';
import { withDemoPictures } from './content/pictures.ts';

/**
 * The deep-link key of the emulator (`functions/.secret.local`, as the Functions emulator reads it),
 * unless DEEP_LINK_SECRET is set.
 */
export function demoDeepLinkSecret(): string {
  if (process.env.DEEP_LINK_SECRET) return process.env.DEEP_LINK_SECRET;
  const file = readFileSync(new URL('../functions/.secret.local', import.meta.url), 'utf8');
  const secret = /^DEEP_LINK_SECRET=(.+)$/m.exec(file)?.[1]?.trim();
  if (!secret) throw new Error('functions/.secret.local has no DEEP_LINK_SECRET');
  return secret;
}

/** Emulator addresses used when the command line runs without the variables (firebase.json). */
export const DEFAULT_EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
} as const;

/** What one seed run wrote. */
export interface SeedSummary {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  jamatTimings: typeof demoJamatTimings;
  events: Array<{ id: string; title: string; date: string; isUpcoming: boolean }>;
  /** Videos and announcements written (seed/content). */
  content: SiteContentSummary;
  /** Each demo student's deep-link token, by uid. */
  deepLinks: Record<string, string>;
  /** The demo sanad's verify code (content/sanad.ts). */
  sanadCode: string;
  /** Recordings written per category, and the media store that holds their audio. */
  recordings: { store: string; friday: number; morningdars: number };
  /** Demo books and slides written (seed/content/media.ts). */
  media: { books: number; slides: number };
  accounts: Array<{
    uid: string;
    email: string;
    password: string;
    displayName: string;
    role: DemoRole;
    /** Display name of a student's qari. */
    teacher?: string;
    /** Whether the account was created (false: it existed and was updated). */
    created: boolean;
  }>;
}

/** Custom claims of a demo role, in the shape of `@masjid/domain/roles` (validated). */
export function claimsFor(role: DemoRole): RoleClaims {
  const claims: RoleClaims = role === 'siteAdmin' ? { siteAdmin: true } : { role };
  return roleClaimsSchema.parse(claims);
}

/** Sets the emulator variables to the firebase.json addresses where they are unset. */
export function defaultEmulatorEnv(): void {
  for (const [name, value] of Object.entries(DEFAULT_EMULATOR_HOSTS)) {
    process.env[name] ||= value;
  }
}

/** Throws unless every write of the seed is bound for the emulators of a `demo-` project. */
function assertEmulatorTarget(projectId: string): { firestoreHost: string; authHost: string } {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must both be set ' +
        '(the seed writes to the local emulators only).',
    );
  }
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Refusing to seed project "${projectId}": only demo- projects are seeded.`);
  }
  return { firestoreHost, authHost };
}

/** Fails fast, with a hint, when an emulator does not answer at `host` (`host:port`). */
async function assertAnswers(name: string, host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The ${name} emulator does not answer at ${host}. Start the emulators first (npm start).`,
    );
  }
}

/**
 * Creates the account with its fixed uid, or updates it when it exists; an account of another uid
 * holding the same email is deleted first. Sets the role claims. Returns true when created.
 */
async function upsertAccount(auth: Auth, account: DemoAccount): Promise<boolean> {
  const fields = {
    email: account.email,
    emailVerified: true,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    disabled: false,
  };
  let created = false;
  try {
    await auth.getUser(account.uid);
    await auth.updateUser(account.uid, fields);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    try {
      const other = await auth.getUserByEmail(account.email);
      await auth.deleteUser(other.uid);
    } catch (lookupErr) {
      if ((lookupErr as { code?: string }).code !== 'auth/user-not-found') throw lookupErr;
    }
    await auth.createUser({ uid: account.uid, ...fields });
    created = true;
  }
  await auth.setCustomUserClaims(account.uid, claimsFor(account.role));
  return created;
}

/**
 * Writes the demo data into the emulators and returns what it wrote. `now` fixes the event dates
 * (events lie `now` ± days, Karachi time). Validates every document with the domain schemas first.
 * `accounts: false` leaves Auth alone (the documents only, as the backup drill needs).
 */
export async function seedDemoData(
  options: { projectId?: string; now?: Date; accounts?: boolean } = {},
): Promise<SeedSummary> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const now = options.now ?? new Date();
  const { firestoreHost, authHost } = assertEmulatorTarget(projectId);

  const jamatTimings = jamatTimingsSchema.parse(demoJamatTimings);
  const events = demoEvents(now).map(({ id, data }) => ({
    id,
    data: eventSchema.parse({ ...data, ...EVENT_URDU[id] }),
  }));

  // Emulators only: keep the Admin SDK's Google client from probing the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  await assertAnswers('Firestore', firestoreHost);
  await assertAnswers('Auth', authHost);

  const app: App = initializeApp({ projectId }, `masjid-seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);

    // Accounts are independent of each other: upsert them side by side.
    const accounts: SeedSummary['accounts'] = await Promise.all(
      (options.accounts === false ? [] : DEMO_ACCOUNTS).map(async (account) => {
        const created = await upsertAccount(auth, account);
        const teacher = DEMO_ACCOUNTS.find((a) => a.uid === account.teacherUid)?.displayName;
        return {
          uid: account.uid,
          email: account.email,
          password: DEMO_PASSWORD,
          displayName: account.displayName,
          role: account.role,
          ...(teacher ? { teacher } : {}),
          created,
        };
      }),
    );

    // Recordings: each audio file into the media store (the one the functions use), then its
    // document, validated like every published recording.
    const store = await chooseMediaStore(true);
    const recordings = await Promise.all(
      DEMO_RECORDINGS.map(async ({ id, category, title, date }) => {
        const storagePath = recordingStoragePath(id, 'audio/mpeg');
        const bytes = await readFile(new URL(`./audio/${id}.mp3`, import.meta.url));
        await store.put(storagePath, bytes, 'audio/mpeg');
        const durationSeconds = mp3DurationSeconds(bytes);
        const data = recordingSchema.parse({
          title,
          ...recordingUrdu(title),
          date,
          category,
          downloadURL: store.downloadUrl(storagePath),
          storagePath,
          contentType: 'audio/mpeg',
          size: bytes.length,
          ...(durationSeconds ? { durationSeconds } : {}),
          createdAt: `${date}T09:00:00.000Z`,
        });
        return { id, data };
      }),
    );

    const secret = demoDeepLinkSecret();
    const deepLinks: Record<string, string> = {};
    const batch = db.batch();
    for (const { id, data } of recordings)
      batch.set(db.collection(RECORDINGS_COLLECTION).doc(id), data);
    batch.set(db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id), jamatTimings);
    for (const { id, data } of events) batch.set(db.collection(EVENTS_COLLECTION).doc(id), data);
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'qari') {
        batch.set(db.collection(TEACHERS_COLLECTION).doc(account.uid), {
          name: account.displayName,
          email: account.email,
          disabled: false,
        });
      } else if (account.role === 'student') {
        batch.set(db.collection(STUDENTS_COLLECTION).doc(account.uid), {
          name: account.displayName,
          email: account.email,
          teacherId: account.teacherUid,
          disabled: false,
        });
        // A fixed nonce per demo student, so the demo parents' links survive a re-seed.
        const nonce = `demo-${account.uid}`;
        const token = deriveToken(secret, account.uid, nonce);
        batch.set(db.collection(STUDENT_LINKS_COLLECTION).doc(account.uid), {
          nonce,
          tokenHash: tokenHash(token),
          createdAt: '2026-01-01T00:00:00.000Z',
          createdBy: 'seed',
        });
        batch.set(db.collection(DEEP_LINKS_COLLECTION).doc(tokenHash(token)), {
          studentId: account.uid,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
        deepLinks[account.uid] = token;
      }
    }
    // The recordings' listing indexes (decision 43) are kept by a trigger, which may be off while
    // seeding: dropped, they are rebuilt from every recording on the first listing read.
    for (const category of RECORDING_CATEGORIES)
      batch.delete(db.collection(RECORDING_LISTINGS_COLLECTION).doc(category));
    await batch.commit();

    // Demo progress of one student: last month and this month up to yesterday.
    const progress = db.batch();
    for (const day of demoProgress(now))
      progress.set(
        db
          .collection(STUDENTS_COLLECTION)
          .doc(DEMO_PROGRESS_STUDENT)
          .collection(PROGRESS_SUBCOLLECTION)
          .doc(day.date),
        day,
      );
    await progress.commit();
    // Fees per month, concessions, a sponsor and receipts (seed/fees.ts).
    await seedFees(db, now);
    // Four months of what was recited, for three students (seed/hifz-portions.ts).
    await seedHifzPortions(db, now);
    // One student completed the Quran and has his sanad.
    const sanadCode = await seedSanad(db, secret, now);

    const content = await seedSiteContent(db, now);
    // The text pages and lists (About, blog, activities, courses, services, ...), validated as a
    // client write would be.
    const pages = db.batch();
    for (const { id, data } of await withDemoPictures(db, store, DEMO_CONTENT))
      pages.set(db.collection(CONTENT_COLLECTION).doc(id), contentEntryDocSchema.parse(data));
    await pages.commit();
    const media = await seedMediaContent(db, store);
    await seedJamatMonth(db, now);
    await seedJanaza(db, now);
    await seedRamadan(db, now);
    await seedEidAndJumuah(db, now);

    return {
      projectId,
      firestoreHost,
      authHost,
      jamatTimings: demoJamatTimings,
      recordings: {
        store: store.kind,
        friday: recordings.filter((r) => r.data.category === 'friday').length,
        morningdars: recordings.filter((r) => r.data.category === 'morningdars').length,
      },
      media,
      events: events.map(({ id, data }) => ({
        id,
        title: data.title,
        date: data.date,
        isUpcoming: data.isUpcoming,
      })),
      accounts,
      deepLinks,
      sanadCode,
      content,
    };
  } finally {
    await deleteApp(app);
  }
}

/** Where `npm start` serves the site (firebase.json, hosting). */
const DEMO_SITE_ORIGIN = 'http://127.0.0.1:5000';

/** Role labels of the accounts table. */
const ROLE_LABELS: Record<DemoRole, string> = {
  siteAdmin: 'site admin',
  admin: 'hifz admin',
  qari: 'qari',
  student: 'student',
};

/** The demo accounts as a plain-text table: email, password, role, name (and a student's qari). */
export function formatAccountsTable(accounts: SeedSummary['accounts']): string {
  const rows = [
    ['email', 'password', 'role', 'name'],
    ...accounts.map((a) => [
      a.email,
      a.password,
      ROLE_LABELS[a.role],
      a.teacher ? `${a.displayName} (qari: ${a.teacher})` : a.displayName,
    ]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, col) => cell.padEnd(widths[col]!))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** Human-readable summary of a seed run. */
export function formatSummary(summary: SeedSummary): string {
  const created = summary.accounts.filter((a) => a.created).length;
  const upcoming = summary.events.filter((e) => e.isUpcoming).length;
  const timings = Object.entries(summary.jamatTimings)
    .map(([prayer, time]) => `${prayer} ${time}`)
    .join(', ');
  return [
    `Seeded project ${summary.projectId} (Firestore ${summary.firestoreHost}, Auth ${summary.authHost})`,
    `  site/jamatTimings: ${timings}`,
    `  events: ${summary.events.length} (${upcoming} upcoming, ${summary.events.length - upcoming} past)`,
    `  recordings: ${summary.recordings.friday} Friday bayan, ${summary.recordings.morningdars} morning dars (audio in ${summary.recordings.store})`,
    `  videos: ${summary.content.videos}, announcements: ${summary.content.announcements}, site/details, site/display, donation accounts: ${summary.content.donationAccounts}, statements: ${summary.content.donationStatements}`,
    `  accounts: ${summary.accounts.length} (${created} created, ${summary.accounts.length - created} updated)`,
    `  parent's link of student@demo.test: ${deepLinkUrl(DEMO_SITE_ORIGIN, summary.deepLinks['demo-student-ahmed'] ?? '')}`,
    `  sanad of ${DEMO_SANAD.studentName} (verify): ${sanadVerifyUrl(DEMO_SITE_ORIGIN, summary.sanadCode)}`,
    '',
    formatAccountsTable(summary.accounts),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  defaultEmulatorEnv();
  seedDemoData()
    .then((summary) => console.log(formatSummary(summary)))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    });
}
