/**
 * The Eid push against the emulators (issue 42 §1): writes of `eidJamats/{year}-fitr` run the
 * `notifyEidJamats` trigger for real in the Functions emulator. A draft (not published) notifies
 * nobody; publishing it reaches every device once in its language ("jamats announced", the day
 * "expected", each jamat's time and place), opening `/eid` at the address of that language;
 * saved again unchanged it sends nothing more; a changed jamat time is sent again as "changed".
 *
 * Stand-in: FCM has no emulator anywhere. The sends go through the emulator stand-in of
 * functions/src/lib/fcm.ts (a JSON line per batch in sent.jsonl, read by ./push-outbox.ts); the
 * devices, the message, the languages and the once-only claim are the real code.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { EID_JAMATS_COLLECTION, eidJamatsId } from '@masjid/domain/eid';
import { PUSH_TOKENS_COLLECTION } from '@masjid/domain/push';
import { adminDb, closeAdmin } from './client.ts';
import { fcmLikeToken, pause, sentWithTag, waitForTag } from './push-outbox.ts';

const run = randomBytes(3).toString('hex');
// A year far ahead and one per run, so no Eid of the demo data or an earlier run is met.
const year = 1500 + (parseInt(run, 16) % 20);
const id = eidJamatsId(year, 'fitr');
const tag = `eid-${year}-fitr`;
const device = { en: fcmLikeToken(`eid-en-${run}`), ur: fcmLikeToken(`eid-ur-${run}`) };
const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);
const eid = () => adminDb().collection(EID_JAMATS_COLLECTION).doc(id);
const JAMATS = [
  { time: '07:00', place: 'mainHall', language: 'urdu' },
  { time: '08:30', place: 'courtyard', language: 'english', imam: 'Qari Bilal' },
];
const ours = (batches: ReturnType<typeof sentWithTag>, lang: 'en' | 'ur') =>
  batches.filter((b) => b.tokens.includes(device[lang]));

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
    ...Object.values(device).map((t) => tokens().doc(t).delete()),
    eid().delete(),
  ]);
  await closeAdmin();
});

describe("an Eid's jamats announced by push", () => {
  it('reaches each device once when published, nothing for a draft or an unchanged save, again when changed', async () => {
    await eid().set({ hijriYear: year, eid: 'fitr', published: false, jamats: JAMATS });
    // The draft's trigger has had time to run; it sent nothing.
    await pause(3000);
    expect(sentWithTag(tag)).toEqual([]);

    await eid().update({ published: true });
    const announced = await waitForTag(tag, 2);
    expect(ours(announced, 'en')).toHaveLength(1);
    expect(ours(announced, 'ur')).toHaveLength(1);
    expect(ours(announced, 'en')[0]?.payload).toMatchObject({
      kind: 'jamat',
      title: `Eid ul-Fitr ${year} AH: jamats announced`,
      body: expect.stringMatching(
        /^Expected \w{3} \d{1,2} \w{3}: 7:00 AM Main hall · 8:30 AM Courtyard$/,
      ),
      link: '/eid',
      lang: 'en',
    });
    expect(ours(announced, 'ur')[0]?.payload).toMatchObject({
      title: `عید الفطر ${year}ھ: جماعتوں کا اعلان`,
      link: '/ur/eid',
      lang: 'ur',
    });
    expect(ours(announced, 'en')[0]?.tokens).not.toContain(device.ur);

    // Saved again unchanged: nothing. Then the second jamat moved: sent again as a change (its
    // arrival also shows the unchanged save's trigger has run).
    await eid().set({ hijriYear: year, eid: 'fitr', published: true, jamats: JAMATS });
    await eid().set({
      hijriYear: year,
      eid: 'fitr',
      published: true,
      jamats: [JAMATS[0], { ...JAMATS[1], time: '09:00' }],
    });
    const all = await waitForTag(tag, 4);
    const changed = ours(all, 'en').at(-1);
    expect(changed?.payload.title).toBe(`Eid ul-Fitr ${year} AH: jamats changed`);
    expect(changed?.payload.body).toMatch(/9:00 AM Courtyard$/);
    expect(ours(all, 'en')).toHaveLength(2);
    expect(ours(all, 'ur')).toHaveLength(2);
  }, 60_000);
});
