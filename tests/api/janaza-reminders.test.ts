/**
 * Janaza notices and reminders before jamat against the emulators:
 * - `GET /api/janaza` lists the notices still shown (an expired one left out), cached at the CDN;
 *   the hourly sweep deletes the expired ones and keeps the rest.
 * - A notice posted runs the `notifyJanaza` trigger for real in the Functions emulator: one push to
 *   every device, each in its language; a notice whose prayer is past notifies nobody.
 * - `POST /api/reminders` stores a device's reminders on its token (bad input: 400 and nothing
 *   changed; an unknown token: 404), and a re-save of the token keeps them.
 * - The scheduled sender (`sendDueReminders`, called here with fixed clocks because the emulator
 *   runs no schedules) sends each due reminder only to the devices that chose it, once per prayer
 *   and day, never after the jamat.
 *
 * Stand-in: FCM has no emulator anywhere. The trigger's sends go through the emulator stand-in of
 * functions/src/lib/fcm.ts (a JSON line per batch in sent.jsonl); the reminder sender is given an
 * `FcmSender` that records its batches. Everything before that boundary is the real code.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FieldPath } from 'firebase-admin/firestore';
import { JANAZA_COLLECTION } from '@masjid/domain/janaza';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { JAMAT_CHANGES_COLLECTION } from '@masjid/domain/jamat-schedule';
import { PUSH_SENDS_COLLECTION, PUSH_TOKENS_COLLECTION } from '@masjid/domain/push';
import { sendDueReminders } from '../../functions/src/push/reminders.ts';
import { deleteExpiredJanaza } from '../../functions/src/janaza/routes.ts';
import {
  adminDb,
  callApi,
  closeAdmin,
  expectApiError,
  restoreAfterwards,
  sendJson,
} from './client.ts';
import { fcmLikeToken, pause, recordingFcm, sentWithTag, waitForTag } from './push-outbox.ts';

const run = randomBytes(3).toString('hex');
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);
const notices = () => adminDb().collection(JANAZA_COLLECTION);

const device = { english: fcmLikeToken('janaza-en'), urdu: fcmLikeToken('janaza-ur') };

const NOTICE = {
  name: `Test Deceased ${run}`,
  nameUrdu: `مرحوم ${run}`,
  place: 'Masjid courtyard',
  placeUrdu: 'مسجد کا صحن',
};
const created: string[] = [];

beforeAll(async () => {
  for (const [token, language] of [
    [device.english, 'en'],
    [device.urdu, 'ur'],
  ] as const) {
    const res = await sendJson('POST', '/save-token', { token, language });
    expect(res.status).toBe(201);
  }
});

afterAll(async () => {
  await Promise.all(Object.values(device).map((t) => tokens().doc(idOf(t)).delete()));
  await pause(1000);
  await Promise.all(created.map((id) => notices().doc(id).delete()));
  await closeAdmin();
});

describe('janaza notices', () => {
  it('GET /janaza lists the notices still shown; the sweep deletes the expired ones', async () => {
    const past = `janaza-past-${run}`;
    const ahead = `janaza-ahead-${run}`;
    created.push(past, ahead);
    // Written before the devices could be told: the past one notifies nobody (checked below).
    await notices()
      .doc(past)
      .set({ ...NOTICE, prayerAt: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    await notices()
      .doc(ahead)
      .set({ ...NOTICE, prayerAt: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    const res = await callApi('/janaza');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    const ids = z.parse(z.array(z.object({ id: z.string() })), res.json).map((n) => n.id);
    expect(ids).toContain(ahead);
    expect(ids).not.toContain(past);

    expect(await deleteExpiredJanaza()).toBeGreaterThanOrEqual(1);
    expect((await notices().doc(past).get()).exists).toBe(false);
    expect((await notices().doc(ahead).get()).exists).toBe(true);
    await pause(1500);
    expect(sentWithTag(`janaza-${past}`)).toEqual([]);
  });

  it('a posted notice is pushed once to every device, in its language', async () => {
    const id = `janaza-push-${run}`;
    created.push(id);
    await notices()
      .doc(id)
      .set({ ...NOTICE, prayerAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    const batches = await waitForTag(`janaza-${id}`, 2);
    const en = batches.find((b) => b.payload.lang === 'en');
    const ur = batches.find((b) => b.payload.lang === 'ur');
    expect(en?.tokens).toContain(device.english);
    expect(en?.payload).toMatchObject({ kind: 'janaza', title: `Janaza: ${NOTICE.name}` });
    expect(en?.payload.body).toContain(NOTICE.place);
    expect(ur?.tokens).toContain(device.urdu);
    expect(ur?.payload.title).toBe(`نمازِ جنازہ: ${NOTICE.nameUrdu}`);
    // An edit sends nothing more.
    await notices().doc(id).update({ note: 'Burial afterwards.' });
    await pause(2000);
    expect(sentWithTag(`janaza-${id}`)).toHaveLength(batches.length);
    // The trigger waits its turn behind the other lanes' triggers on a busy machine.
  }, 60_000);
});

describe('reminders before jamat', () => {
  restoreAfterwards(() =>
    adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id),
  );

  it('POST /reminders refuses bad input and unknown devices, and stores a good choice', async () => {
    const before = (await tokens().doc(idOf(device.english)).get()).data();
    const bad = await sendJson('POST', '/reminders', {
      token: device.english,
      reminders: ['fajr:7'],
    });
    expectApiError(bad, 400, 'bad-request');
    const twice = await sendJson('POST', '/reminders', {
      token: device.english,
      reminders: ['isha:5', 'isha:10'],
    });
    expectApiError(twice, 400, 'bad-request');
    expect((await tokens().doc(idOf(device.english)).get()).data()).toEqual(before);
    const unknown = await sendJson('POST', '/reminders', {
      token: fcmLikeToken('never-saved'),
      reminders: ['isha:10'],
    });
    expectApiError(unknown, 404, 'not-found');

    const ok = await sendJson('POST', '/reminders', {
      token: device.english,
      reminders: ['isha:10', 'fajr:15'],
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ reminders: ['fajr:15', 'isha:10'] });
    // The daily re-save of the token keeps them.
    expect((await sendJson('POST', '/save-token', { token: device.english })).status).toBe(200);
    expect((await tokens().doc(idOf(device.english)).get()).get('reminders')).toEqual([
      'fajr:15',
      'isha:10',
    ]);
  });

  it('sends a due reminder once, only to the devices that chose it, never after the jamat', async () => {
    await adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id).set({
      fajr: '05:30',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:35',
      isha: '20:00',
      jumma: '13:30',
    });
    await sendJson('POST', '/reminders', { token: device.urdu, reminders: ['isha:5'] });
    // Only this file's two devices choose reminders; FCM is replaced by a recorder of batches.
    const { sender, batches } = recordingFcm();
    // Tomorrow, Karachi time (a day within the devices' 60 days, so none counts as stale); its
    // claims of an earlier run are removed first.
    const day = karachiIsoToday(Date.now() + 86_400_000);
    const next = karachiIsoToday(Date.now() + 2 * 86_400_000);
    const at = (hhmm: string) => Date.parse(`${day}T${hhmm}:00+05:00`);
    const claims = await adminDb()
      .collection(PUSH_SENDS_COLLECTION)
      .where(FieldPath.documentId(), '>=', `reminder-${day}`)
      .where(FieldPath.documentId(), '<', `reminder-${next}`)
      .get();
    await Promise.all(claims.docs.map((d) => d.ref.delete()));
    await sendDueReminders(at('19:49'), sender);
    expect(batches).toEqual([]);
    await sendDueReminders(at('19:50'), sender);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.tokens).toEqual([device.english]);
    expect(batches[0]?.payload).toMatchObject({
      kind: 'reminder',
      title: 'Isha jamat at 8:00 PM',
      body: 'In 10 minutes',
      lang: 'en',
    });
    // A second run in the same window, or a retry, sends nothing again.
    await sendDueReminders(at('19:52'), sender);
    expect(batches).toHaveLength(1);
    await sendDueReminders(at('19:56'), sender);
    expect(batches).toHaveLength(2);
    expect(batches[1]?.tokens).toEqual([device.urdu]);
    expect(batches[1]?.payload.title).toBe('عشاء کی جماعت 8:00 رات پر');
    // After the jamat began, nothing (Fajr 15 next morning is another day).
    await sendDueReminders(at('20:01'), sender);
    expect(batches).toHaveLength(2);
  });

  it('reminds by the times in force that day: a change due then counts before it is applied', async () => {
    // Tomorrow's Isha moves to 19:45 by a scheduled change the daily function has not applied.
    const day = karachiIsoToday(Date.now() + 86_400_000);
    const at = (hhmm: string) => Date.parse(`${day}T${hhmm}:00+05:00`);
    const change = adminDb().collection(JAMAT_CHANGES_COLLECTION).doc('reminders-test-isha');
    await change.set({ effectiveDate: day, times: { isha: '19:45' } });
    const { sender, batches } = recordingFcm();
    try {
      await sendDueReminders(at('19:35'), sender);
      expect(batches.map((b) => b.payload.title)).toEqual(['Isha jamat at 7:45 PM']);
    } finally {
      await change.delete();
    }
  });
});
