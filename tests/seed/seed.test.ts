/**
 * The demo seed against the emulators: idempotent, every document valid, accounts sign
 * in with the demo password and carry their role claims in the ID token.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { eventSchema } from '@masjid/domain/event';
import {
  CONTENT_COLLECTION,
  CONTENT_PAGES,
  contentEntryDocSchema,
  type ContentEntryData,
  type LocalText,
} from '@masjid/domain/content';
import { jamatTimingsSchema } from '@masjid/domain/jamat';
import { parseRoleClaims } from '@masjid/domain/roles';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_RECORDINGS,
  EVENT_IMAGES,
  demoEvents,
  karachiInstant,
} from '../../seed/demo-data.ts';
import { DEMO_CONTENT } from '../../seed/content/pages.ts';
import { EVENT_URDU, recordingUrdu } from '../../seed/content/events-urdu.ts';
import { formatSummary, seedDemoData, type SeedSummary } from '../../seed/seed.ts';
import { DEMO_SANAD } from '../../seed/content/sanad.ts';
import { SANADS_COLLECTION, sanadSchema } from '@masjid/domain/sanad';
import { sanadCodeHash } from '../../functions/src/hifz/sanad/codes.ts';
import { DEMO_BOOKS, DEMO_SLIDES } from '../../seed/content/media.ts';
import { BOOKS_COLLECTION, bookPaths, bookSchema } from '@masjid/domain/book';
import { SLIDES_COLLECTION, slideSchema } from '@masjid/domain/slide';
import { imagePaths } from '@masjid/domain/media-image';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { AUTH, DEMO_PROJECT_ID } from '../emulators.ts';

/** Signs in through the Auth emulator's REST API; returns the ID token's payload. */
async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('karachiInstant', () => {
  it('gives the Karachi wall-clock time as UTC (UTC+5, no daylight saving)', () => {
    const now = new Date('2026-01-10T20:30:00.000Z'); // 01:30 on 11 January in Karachi
    expect(karachiInstant(now, 0, '19:00')).toBe('2026-01-11T14:00:00.000Z');
    expect(karachiInstant(now, -11, '05:45')).toBe('2025-12-31T00:45:00.000Z');
    expect(karachiInstant(now, 3, '00:30')).toBe('2026-01-13T19:30:00.000Z');
  });
});

describe('the demo content in Urdu (issue 39)', () => {
  const LATIN = /[A-Za-z]/;
  /** Every `{ en, ur? }` text of an entry, by its field's name. */
  const texts = ({ title, summary, body, details, image, link }: ContentEntryData) =>
    Object.entries({ title, summary, body, details, alt: image?.alt, label: link?.label }).filter(
      (field): field is [string, LocalText] => field[1] !== undefined,
    );

  it('gives the services, the About page and its cards their Urdu versions, in Urdu letters', () => {
    const entries = DEMO_CONTENT.filter(
      ({ data }) =>
        data.kind === 'service' ||
        data.kind === 'about' ||
        (data.kind === 'page' && data.slug === 'about'),
    );
    expect(entries.length).toBe(9);
    for (const { id, data } of entries) {
      // Validated as stored, once its picture is uploaded ('stores the text pages' below).
      for (const [field, text] of texts(data)) {
        expect(text.ur?.trim(), `${id} ${field} in Urdu`).toBeTruthy();
        expect(text.ur, `${id} ${field}: no Latin letters in the Urdu`).not.toMatch(LATIN);
      }
    }
    // A service's page has the same sections in both languages.
    for (const { id, data } of entries.filter((e) => e.data.kind === 'service')) {
      const sections = (body = '') => body.match(/^##/gm)?.length;
      expect(sections(data.body?.ur), id).toBe(sections(data.body?.en));
    }
  });

  it('writes every event in Urdu but one, kept English only to show that case', () => {
    for (const { id, data } of demoEvents(new Date())) {
      const urdu = EVENT_URDU[id];
      expect(eventSchema.safeParse({ ...data, ...urdu }).success, id).toBe(true);
      if (id === 'blood-donation-camp') expect(urdu, id).toBeUndefined();
      else {
        expect(urdu?.titleUr, id).toMatch(/[\u0600-\u06ff]/);
        expect(`${urdu?.titleUr} ${urdu?.descriptionUr}`, id).not.toMatch(LATIN);
      }
    }
  });

  it('gives every demo bayan and dars an Urdu title', () => {
    for (const { id, title } of DEMO_RECORDINGS) {
      expect(recordingUrdu(title).titleUr, id).toMatch(/^[^A-Za-z]+$/);
    }
  });
});

describe('seedDemoData', () => {
  let app: App;
  let first: SeedSummary;
  let second: SeedSummary;
  const now = new Date();

  // Two whole seeds (about 12 s each on an idle machine, 25 s on a busy CI one): the 30 s of a
  // hook (vitest.config.ts) ran out on CI, and a hook is not retried.
  beforeAll(async () => {
    app = initializeApp({ projectId: DEMO_PROJECT_ID }, `seed-test-${Date.now()}`);
    first = await seedDemoData({ now });
    second = await seedDemoData({ now });
  }, 180_000);
  afterAll(async () => {
    await deleteApp(app);
  });

  it('refuses a project that is not a demo- project', async () => {
    await expect(seedDemoData({ projectId: 'masjid-production' })).rejects.toThrow(/demo-/);
  });

  it('is idempotent: the second run updates the same accounts and documents', async () => {
    expect(second.accounts.every((a) => !a.created)).toBe(true);
    expect(second.events).toEqual(first.events);
    const users = await getAuth(app).listUsers(1000);
    for (const account of DEMO_ACCOUNTS) {
      expect(users.users.filter((u) => u.email === account.email)).toHaveLength(1);
    }
  });

  it('stores valid jamat timings and at least ten valid events, past and upcoming', async () => {
    const db = getFirestore(app);
    const timings = (await db.doc('site/jamatTimings').get()).data();
    expect(Object.keys(jamatTimingsSchema.parse(timings))).toHaveLength(6);

    const ids = first.events.map((e) => e.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const snaps = await db.getAll(...ids.map((id) => db.collection('events').doc(id)));
    const events = snaps.map((s) => eventSchema.parse(s.data()));
    const images = new Set<string>(Object.values(EVENT_IMAGES));
    for (const event of events) {
      expect(images.has(event.imageUrl), event.imageUrl).toBe(true);
      expect(event.isUpcoming).toBe(new Date(event.date) > now);
      expect(event.registrationLink).toMatch(/^https:\/\//);
    }
    expect(events.filter((e) => e.isUpcoming).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => !e.isUpcoming).length).toBeGreaterThanOrEqual(3);
    expect(
      events.filter((e) => e.videoUrl?.startsWith('https://www.youtube.com/watch?v=')).length,
    ).toBeGreaterThan(0);
  });

  it('stores the text pages: every page, three blog posts, the four services of the spec', async () => {
    // The seed's own entries: media-content.test.ts, in the other API lane (vitest.config.ts), may
    // add a blog post of its own meanwhile.
    const seeded = new Set(DEMO_CONTENT.map((entry) => entry.id));
    const snap = await getFirestore(app).collection(CONTENT_COLLECTION).get();
    const entries = snap.docs
      .filter((d) => seeded.has(d.id))
      .map((d) => contentEntryDocSchema.parse(d.data()));
    const slugs = (kind: string) => entries.filter((e) => e.kind === kind).map((e) => e.slug);
    expect(slugs('page').sort()).toEqual([...CONTENT_PAGES].sort());
    expect(slugs('blog')).toHaveLength(3);
    expect(slugs('service').sort()).toEqual([
      'funeral',
      'helpingpoor',
      'mosquedev',
      'quranclasses',
    ]);
  });

  it('stores the demo books and slides with their files in the media store', async () => {
    expect(first.media).toEqual({ books: DEMO_BOOKS.length, slides: DEMO_SLIDES.length });
    const db = getFirestore(app);
    const books = (await db.collection(BOOKS_COLLECTION).orderBy('order').get()).docs
      .filter((d) => d.id.startsWith('demo-book-'))
      .map((d) => bookSchema.parse(d.data()));
    expect(books.map((b) => b.title)).toEqual(DEMO_BOOKS.map((b) => b.title));
    const slides = (await db.collection(SLIDES_COLLECTION).orderBy('order').get()).docs
      .filter((d) => d.id.startsWith('demo-slide-'))
      .map((d) => slideSchema.parse(d.data()));
    expect(slides.map((s) => s.altEn)).toEqual(DEMO_SLIDES.map((s) => s.altEn));
    for (const path of [...books.flatMap(bookPaths), ...slides.flatMap((s) => imagePaths(s.image))])
      expect(existsSync(join(localMediaDir(), 'objects', path)), path).toBe(true);
  });

  it('writes teacher and student profiles; every student has one of the qaris', async () => {
    const db = getFirestore(app);
    const qaris = DEMO_ACCOUNTS.filter((a) => a.role === 'qari');
    const students = DEMO_ACCOUNTS.filter((a) => a.role === 'student');
    expect(students.length).toBeGreaterThanOrEqual(11);
    for (const qari of qaris) {
      expect((await db.collection('teachers').doc(qari.uid).get()).data()).toEqual({
        name: qari.displayName,
        email: qari.email,
        disabled: false,
      });
      expect(students.filter((s) => s.teacherUid === qari.uid).length).toBeGreaterThan(0);
    }
    const profiles = await db.getAll(...students.map((s) => db.collection('students').doc(s.uid)));
    expect(profiles.map((p) => p.data())).toEqual(
      students.map((s) => ({
        name: s.displayName,
        email: s.email,
        teacherId: s.teacherUid,
        disabled: false,
      })),
    );
    // Every student has a parent's link: its nonce, and the hash that resolves to the student.
    const links = await db.getAll(...students.map((s) => db.collection('studentLinks').doc(s.uid)));
    for (const [i, link] of links.entries()) {
      const hash = link.get('tokenHash') as string;
      expect((await db.collection('deepLinks').doc(hash).get()).get('studentId')).toBe(
        students[i]!.uid,
      );
    }
    const ahmed = DEMO_ACCOUNTS.find((a) => a.email === 'student@demo.test');
    expect(ahmed?.teacherUid).toBe(DEMO_ACCOUNTS.find((a) => a.email === 'qari@demo.test')?.uid);
  });

  it('writes one completed student with his sanad, whose printed verify link finds it', async () => {
    const db = getFirestore(app);
    const sanad = sanadSchema.parse(
      (await db.collection(SANADS_COLLECTION).doc(DEMO_SANAD.id).get()).data(),
    );
    expect(sanad).toMatchObject({ studentId: DEMO_SANAD.studentId, revoked: false });
    // The same code on every run, found by its hash.
    expect(second.sanadCode).toBe(first.sanadCode);
    expect(sanad.codeHash).toBe(sanadCodeHash(second.sanadCode));
    expect(formatSummary(second)).toContain(
      `sanad of Hamza Qureshi (verify): http://127.0.0.1:5000/verify/${second.sanadCode}`,
    );
  });

  it.each([
    ['siteadmin@demo.test', { siteAdmin: true }],
    ['owner@demo.test', { role: 'admin' }],
    ['qari@demo.test', { role: 'qari' }],
    ['qari2@demo.test', { role: 'qari' }],
    ['student@demo.test', { role: 'student' }],
  ])('%s signs in with the demo password and has the claims %j', async (email, claims) => {
    const token = await signIn(email, DEMO_PASSWORD);
    expect(parseRoleClaims(token)).toEqual(claims);
    expect(token.name).toBe(DEMO_ACCOUNTS.find((a) => a.email === email)?.displayName);
  });

  it('refuses a wrong password', async () => {
    await expect(signIn('student@demo.test', 'wrong-password')).rejects.toThrow(/sign-in/);
  });
});
