/**
 * The moon-sighting announcement against the emulators: a decision written with `announce: true`
 * runs the `announceMonthStart` trigger for real in the Functions emulator, and every device gets
 * one push in its language ('Ramadan 1510 began on Mon 12 Feb' / 'رمضان 1510ھ کا آغاز …'),
 * opening the timetable at its address in that language. Written again unchanged, it sends
 * nothing more; a corrected start day is announced again; a decision without `announce` notifies
 * nobody.
 *
 * Stand-in: FCM has no emulator anywhere. The trigger's sends go through the emulator stand-in of
 * functions/src/lib/fcm.ts (a JSON line per batch in sent.jsonl, read by ./push-outbox.ts); the
 * devices, the message, the languages and the once-only claim are the real code.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { HIJRI_MONTH_STARTS_COLLECTION, hijriMonthStartId } from '@masjid/domain/hijri';
import { PUSH_SENDS_COLLECTION, PUSH_TOKENS_COLLECTION } from '@masjid/domain/push';
import { adminDb, closeAdmin } from './client.ts';
import { fcmLikeToken, sentWithTag, waitForTag } from './push-outbox.ts';

const run = randomBytes(3).toString('hex');
// A year far ahead and one per run, so no decision of the demo data or an earlier run is met.
const year = 1500 + (parseInt(run, 16) % 20);
const ramadan = hijriMonthStartId(year, 9);
const shawwal = hijriMonthStartId(year, 10);
const device = { en: fcmLikeToken(`moon-en-${run}`), ur: fcmLikeToken(`moon-ur-${run}`) };
const decisions = () => adminDb().collection(HIJRI_MONTH_STARTS_COLLECTION);
const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);

beforeAll(async () => {
  const now = Timestamp.now();
  for (const language of ['en', 'ur'] as const) {
    await tokens()
      .doc(device[language])
      .set({ token: device[language], userId: null, language, createdAt: now, lastSeenAt: now });
  }
});

afterAll(async () => {
  await Promise.all([
    ...Object.values(device).map((id) => tokens().doc(id).delete()),
    decisions().doc(ramadan).delete(),
    decisions().doc(shawwal).delete(),
  ]);
  await closeAdmin();
});

describe('a moon-sighting decision announced by push', () => {
  it('reaches each device once in its language, again only when the start day is corrected', async () => {
    // Not marked to announce: nobody hears of it.
    await decisions()
      .doc(shawwal)
      .set({ hijriYear: year, hijriMonth: 10, startDate: '2080-03-13' });
    const decision = { hijriYear: year, hijriMonth: 9, startDate: '2080-02-12', announce: true };
    await decisions().doc(ramadan).set(decision);

    const tag = `hijri-${year}-2080-02-12`;
    const batches = await waitForTag(tag, 2);
    const en = batches.filter((b) => b.tokens.includes(device.en));
    const ur = batches.filter((b) => b.tokens.includes(device.ur));
    expect(en).toHaveLength(1);
    expect(ur).toHaveLength(1);
    expect(en[0]?.payload).toEqual({
      kind: 'jamat',
      title: 'Moon sighting',
      body: `Ramadan ${year} began on Mon 12 Feb`,
      link: '/timetable',
      lang: 'en',
      tag,
    });
    expect(ur[0]?.payload).toEqual({
      kind: 'jamat',
      title: 'رویتِ ہلال',
      body: `رمضان ${year}ھ کا آغاز پیر، 12 فروری سے`,
      link: '/ur/timetable',
      lang: 'ur',
      tag,
    });
    // Each device is in its own language's batch only.
    expect(en[0]?.tokens).not.toContain(device.ur);
    // The send is recorded once, with what it did, after its last batch.
    const claim = adminDb().collection(PUSH_SENDS_COLLECTION).doc(`hijri-${ramadan}-2080-02-12`);
    await expect
      .poll(async () => (await claim.get()).get('sent'), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);

    // Written again unchanged (the admin saves twice, or the trigger runs twice): nothing more.
    await decisions().doc(ramadan).set(decision);
    // Corrected a day later: announced again, under its own tag. Its arrival also shows that the
    // triggers of the writes before it have run.
    await decisions().doc(ramadan).update({ startDate: '2080-02-13' });
    const corrected = await waitForTag(`hijri-${year}-2080-02-13`, 2);
    const correctedEn = corrected.find((b) => b.tokens.includes(device.en));
    expect(correctedEn?.payload.body).toBe(`Ramadan ${year} began on Tue 13 Feb`);

    expect(sentWithTag(tag)).toHaveLength(batches.length);
    expect(sentWithTag(`hijri-${year}-2080-03-13`)).toEqual([]);
  }, 60_000);
});
