/**
 * Sanads over REST (issue 43 §3, decision 0054), through the Hosting emulator: the owner issues
 * one (completion date, teachers; an `Idempotency-Key` retry makes one), lists it with its code,
 * downloads its one-page PDF and revokes it; anyone verifies its code at `GET /api/verify/{code}`
 * (the name, the completion date and the madrasa, nothing else) and at `/verify/{code}` and
 * `/ur/verify/{code}` (the page, kept by no cache). An unknown, malformed or revoked code is 404
 * alike; wrong codes are throttled per address (429), a right one still verifies. Bad input
 * (a day after today, an unknown teacher, no teacher, a second valid sanad) is refused with its
 * field's problem and changes nothing; only the owner may issue, list, print or revoke.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import {
  SANADS_COLLECTION,
  SANAD_CODE_PATTERN,
  sanadAnswerSchema,
  sanadListSchema,
} from '@masjid/domain/sanad';
import { site } from '@masjid/domain/site';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { SITE_ORIGIN } from '../emulators.ts';
import { adminDb, closeAdmin, expectApiError, resetThrottle, sendJson } from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';
import { pdfReadingText } from './pdf-text.ts';

/** Wrong codes an address may try (functions/src/hifz/sanad/routes.ts). */
const MAX_VERIFY_MISSES = 30;

const run = randomUUID().slice(0, 8);
const uids: string[] = [];
let owner = '';
let ownerUid = '';
let qari = '';
let qariUid = '';
let secondQariUid = '';
let student = '';
let studentId = '';
const NAME = `Sanad Student ${run}`;

/** Each test file's calls from an address of its own (the Hosting emulator counts the header). */
const from = (last: number) => ({ 'x-forwarded-for': `203.0.113.${last}` });
const send = (method: string, path: string, body?: unknown, token?: string, key?: string) =>
  sendJson(method, path, body, token, {
    ...from(7),
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
const issue = (body: unknown, key?: string, token = owner) =>
  send('POST', `/students/${studentId}/sanads`, body, token, key);
const stored = async () =>
  (await adminDb().collection(SANADS_COLLECTION).where('studentId', '==', studentId).get()).docs;

beforeAll(async () => {
  const [o, q, q2, s] = await Promise.all([
    testUser('sanad-owner', { role: 'admin' }),
    testUser('sanad-qari', { role: 'qari' }),
    testUser('sanad-qari2', { role: 'qari' }),
    testUser('sanad-student', { role: 'student' }),
  ]);
  uids.push(o.uid, q.uid, q2.uid, s.uid);
  [owner, ownerUid, qari, qariUid, secondQariUid, student, studentId] = [
    o.token,
    o.uid,
    q.token,
    q.uid,
    q2.uid,
    s.token,
    s.uid,
  ];
  const db = adminDb();
  await Promise.all([
    db
      .collection(TEACHERS_COLLECTION)
      .doc(qariUid)
      .set({ name: 'Qari Sanad Usman', email: q.email }),
    db
      .collection(TEACHERS_COLLECTION)
      .doc(secondQariUid)
      .set({ name: 'قاری سند بلال', email: q2.email }),
    db
      .collection(STUDENTS_COLLECTION)
      .doc(studentId)
      .set({ name: NAME, email: s.email, teacherId: qariUid, disabled: false }),
  ]);
  await resetThrottle();
}, 30_000);

afterAll(async () => {
  const db = adminDb();
  await Promise.all([
    ...(await stored()).map((doc) => doc.ref.delete()),
    db.collection(TEACHERS_COLLECTION).doc(qariUid).delete(),
    db.collection(TEACHERS_COLLECTION).doc(secondQariUid).delete(),
    db.collection(STUDENTS_COLLECTION).doc(studentId).delete(),
  ]);
  await resetThrottle();
  await deleteUsers(uids);
  await closeAdmin();
});

const verificationSchema = z.strictObject({
  name: z.string(),
  completedOn: z.string(),
  madrasa: z.strictObject({ en: z.string(), ur: z.string() }),
});

describe('issuing, verifying and revoking a sanad', () => {
  it('issues once per Idempotency-Key, verifies its code with the three values only, and revokes it', async () => {
    const body = { completedOn: '2026-01-15', teacherIds: [qariUid, secondQariUid] };
    const key = `sanad-${run}`;
    const first = await issue(body, key);
    expect(first.status, first.text).toBe(201);
    const sanad = sanadAnswerSchema.parse(first.json);
    expect(first.headers.get('location')).toBe(`/api/sanads/${sanad.id}/sanad.pdf`);
    expect(sanad).toMatchObject({
      studentId,
      studentName: NAME,
      completedOn: '2026-01-15',
      teachers: [
        { id: qariUid, name: 'Qari Sanad Usman' },
        { id: secondQariUid, name: 'قاری سند بلال' },
      ],
      madrasa: site.madrasa,
      issuedBy: ownerUid,
      revoked: false,
    });
    expect(sanad.code).toMatch(SANAD_CODE_PATTERN);
    expect(sanad.verifyUrl).toBe(`${SITE_ORIGIN}/verify/${sanad.code}`);
    // The retry of the same request makes nothing more and answers the same sanad.
    const retry = await issue(body, key);
    expect(retry.status).toBe(201);
    expect(sanadAnswerSchema.parse(retry.json).id).toBe(sanad.id);
    const docs = await stored();
    expect(docs.map((d) => d.id)).toEqual([sanad.id]);
    // The code itself is stored nowhere: only its hash and the nonce it is derived from.
    expect(JSON.stringify(docs[0]!.data())).not.toContain(sanad.code);

    // Anyone verifies it: the name, the completion date and the madrasa, nothing else.
    const verified = await sendJson('GET', `/verify/${sanad.code}`, undefined, undefined, from(8));
    expect(verified.status, verified.text).toBe(200);
    expect(verificationSchema.parse(verified.json)).toEqual({
      name: NAME,
      completedOn: '2026-01-15',
      madrasa: site.madrasa,
    });
    expect(verified.headers.get('cache-control')).toBe('no-store');

    // The owner's list has it, with its code.
    const list = await send('GET', `/students/${studentId}/sanads`, undefined, owner);
    expect(list.status).toBe(200);
    expect(sanadListSchema.parse(list.json).map((s) => [s.id, s.code])).toEqual([
      [sanad.id, sanad.code],
    ]);

    // A second valid sanad for the same student is refused.
    expectApiError(await issue(body), 409, 'conflict', 'sanad-exists');

    // Revoked: the code verifies nothing, as an unknown one; revoking again changes nothing.
    const revoked = await send('POST', `/sanads/${sanad.id}/revoke`, undefined, owner);
    expect(revoked.status, revoked.text).toBe(200);
    expect(sanadAnswerSchema.parse(revoked.json)).toMatchObject({ id: sanad.id, revoked: true });
    expectApiError(
      await sendJson('GET', `/verify/${sanad.code}`, undefined, undefined, from(8)),
      404,
      'not-found',
      'sanad-not-found',
    );
    const again = await send('POST', `/sanads/${sanad.id}/revoke`, undefined, owner);
    expect(sanadAnswerSchema.parse(again.json).revokedAt).toBe(
      sanadAnswerSchema.parse(revoked.json).revokedAt,
    );
    expectApiError(
      await send('POST', `/sanads/NoSuchSanad${run}/revoke`, undefined, owner),
      404,
      'not-found',
      'sanad-not-found',
    );

    // Once revoked, a corrected sanad may be issued; its code is another.
    const reissued = await issue({ completedOn: '2026-01-16', teacherIds: [qariUid] });
    expect(reissued.status, reissued.text).toBe(201);
    const second = sanadAnswerSchema.parse(reissued.json);
    expect(second.code).not.toBe(sanad.code);
    expect((await stored()).length).toBe(2);
  }, 60_000);

  it('prints a one-page PDF with the student, the teachers, the madrasa and the verify address', async () => {
    const list = sanadListSchema.parse(
      (await send('GET', `/students/${studentId}/sanads`, undefined, owner)).json,
    );
    const sanad = list.find((s) => !s.revoked) ?? list[0]!;
    const res = await fetch(`${SITE_ORIGIN}/api/sanads/${sanad.id}/sanad.pdf`, {
      headers: { authorization: `Bearer ${owner}`, ...from(7) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Type \/Page\b/g),
    ).toHaveLength(1);
    // A PDF places words, it keeps no spaces between them: compared without any.
    const squash = (t: string) => t.replace(/\s+/g, '');
    const text = squash(await pdfReadingText(bytes));
    for (const expected of [
      NAME,
      'Qari Sanad Usman',
      site.madrasa.en,
      sanad.verifyUrl,
      'مسجد النور',
    ])
      expect(text).toContain(squash(expected));
    const qariPdf = await sendJson('GET', `/sanads/${sanad.id}/sanad.pdf`, undefined, qari);
    expectApiError(qariPdf, 403, 'forbidden');
  }, 60_000);
});

describe('refusals', () => {
  it('refuses bad input with the field and stores nothing', async () => {
    // Revoke what the journey left, so only the body decides.
    for (const doc of await stored()) await doc.ref.update({ revoked: true });
    const before = (await stored()).length;
    const tomorrow = new Date(Date.parse(`${karachiIsoToday()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = expectApiError(
      await issue({ completedOn: tomorrow, teacherIds: [qariUid] }),
      400,
      'bad-request',
      'invalid-input',
    );
    expect(future.error.fields?.completedOn?.code).toBe('future-day');
    const unknown = expectApiError(
      await issue({ completedOn: '2026-01-15', teacherIds: [`no-such-qari-${run}`] }),
      400,
      'bad-request',
      'invalid-input',
    );
    expect(unknown.error.fields?.teacherIds?.code).toBe('teacher-unknown');
    // A student is no teacher.
    expectApiError(
      await issue({ completedOn: '2026-01-15', teacherIds: [studentId] }),
      400,
      'bad-request',
      'invalid-input',
    );
    for (const body of [
      { completedOn: '2026-01-15', teacherIds: [] },
      { completedOn: '15/01/2026', teacherIds: [qariUid] },
      { completedOn: '2026-01-15', teacherIds: [qariUid, qariUid] },
      { completedOn: '2026-01-15', teacherIds: [qariUid], revoked: false },
      { teacherIds: [qariUid] },
    ])
      expectApiError(await issue(body), 400, 'bad-request', 'invalid-input');
    expectApiError(
      await send(
        'POST',
        `/students/no-such-student-${run}/sanads`,
        {
          completedOn: '2026-01-15',
          teacherIds: [qariUid],
        },
        owner,
      ),
      404,
      'not-found',
      'student-not-found',
    );
    expect((await stored()).length).toBe(before);
  }, 60_000);

  it('lets only the owner issue, list and revoke', async () => {
    const body = { completedOn: '2026-01-15', teacherIds: [qariUid] };
    expectApiError(await issue(body, undefined, qari), 403, 'forbidden');
    expectApiError(await issue(body, undefined, student), 403, 'forbidden');
    expectApiError(await issue(body, undefined, ''), 401, 'unauthenticated');
    expectApiError(
      await send('GET', `/students/${studentId}/sanads`, undefined, qari),
      403,
      'forbidden',
    );
    expectApiError(
      await send('GET', `/students/${studentId}/sanads`, undefined, student),
      403,
      'forbidden',
    );
    const [one] = await stored();
    expectApiError(
      await send('POST', `/sanads/${one!.id}/revoke`, undefined, qari),
      403,
      'forbidden',
    );
  });

  it('answers 404 alike for an unknown and a malformed code, 429 past the misses, and a right code still verifies', async () => {
    const valid = await issue({ completedOn: '2026-02-01', teacherIds: [qariUid] });
    expect(valid.status, valid.text).toBe(201);
    const { code } = sanadAnswerSchema.parse(valid.json);
    const address = from(200 + Math.floor(Math.random() * 50));
    const verify = (c: string) => sendJson('GET', `/verify/${c}`, undefined, undefined, address);
    expectApiError(await verify('AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'not-found', 'sanad-not-found');
    expectApiError(await verify('%3Cscript%3E'), 404, 'not-found', 'sanad-not-found');
    for (let i = 2; i < MAX_VERIFY_MISSES; i++)
      expect((await verify(`wrong${String(i).padStart(19, '0')}`)).status).toBe(404);
    const refused = expectApiError(
      await verify('BBBBBBBBBBBBBBBBBBBBBBBB'),
      429,
      'too-many-requests',
      'too-many-attempts',
    );
    expect(refused.error.params).toMatchObject({ minutes: expect.any(Number) });
    // A right code is never refused by the counter.
    expect((await verify(code)).status).toBe(200);
  }, 120_000);
});

describe('the verify page', () => {
  it('/verify/{code} and /ur/verify/{code} carry the verification in their first HTML, kept by no cache; an unknown code is 404', async () => {
    const list = sanadListSchema.parse(
      (await send('GET', `/students/${studentId}/sanads`, undefined, owner)).json,
    );
    const { code } = list.find((s) => !s.revoked)!;
    const page = async (path: string) => {
      const res = await fetch(`${SITE_ORIGIN}${path}`, { headers: from(9), redirect: 'manual' });
      return { status: res.status, headers: res.headers, html: await res.text() };
    };
    const en = await page(`/verify/${code}`);
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect(en.headers.get('referrer-policy')).toBe('no-referrer');
    expect(en.html).toContain(NAME);
    expect(en.html).toContain('Sanad verified');
    expect(en.html).toContain('1 February 2026');
    const ur = await page(`/ur/verify/${code}`);
    expect(ur.status).toBe(200);
    expect(ur.html).toContain('<html lang="ur" dir="rtl">');
    expect(ur.html).toContain('سند کی تصدیق ہو گئی');
    expect(ur.html).toContain(site.madrasa.ur);
    for (const path of [
      '/verify/CCCCCCCCCCCCCCCCCCCCCCCC',
      '/ur/verify/CCCCCCCCCCCCCCCCCCCCCCCC',
    ]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(missing.html).not.toContain(NAME);
    }
    expect((await page('/verify/CCCCCCCCCCCCCCCCCCCCCCCC')).html).toContain('Sanad not verified');
    expect((await page('/ur/verify/CCCCCCCCCCCCCCCCCCCCCCCC')).html).toContain(
      'سند کی تصدیق نہیں ہو سکی',
    );
  }, 60_000);
});
