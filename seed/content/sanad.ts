/**
 * The demo sanad (issue 43 §3): Hamza Qureshi of Qari Usman's class completed the Quran (the
 * owner's word; his memorisation record stays the demo's) and the owner issued his sanad, whose verify link `npm start` prints beside
 * the parent's link. The sanad's id and nonce are fixed, so its code (derived from the emulator's
 * deep-link key, functions/src/hifz/sanad/codes.ts) survives a re-seed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SANADS_COLLECTION, sanadSchema } from '@masjid/domain/sanad';
import { site } from '@masjid/domain/site';
import { deriveSanadCode, sanadCodeHash } from '../../functions/src/hifz/sanad/codes.ts';

/** The completed demo student, his qari, and the sanad's fixed id. */
export const DEMO_SANAD = {
  id: 'demo-sanad-hamza',
  studentId: 'demo-student-hamza',
  studentName: 'Hamza Qureshi',
  qari: { id: 'demo-qari-usman', name: 'Qari Muhammad Usman' },
  owner: 'demo-hifz-owner',
} as const;

/** The demo sanad's verify code under the deep-link key `secret`. */
export function demoSanadCode(secret: string): string {
  return deriveSanadCode(secret, DEMO_SANAD.id, `nonce-${DEMO_SANAD.id}`);
}

/**
 * Writes the completed student's sanad, completed a week
 * before `now` and issued the day after. Returns the sanad's verify code.
 */
export async function seedSanad(db: Firestore, secret: string, now: Date): Promise<string> {
  const completed = new Date(now.getTime() - 7 * 86_400_000);
  const issued = new Date(now.getTime() - 6 * 86_400_000);
  const code = demoSanadCode(secret);
  const batch = db.batch();
  // His memorisation record is left as the other demo data has it: the qaris' journeys save his
  // days, and a record of 30 paras made each of their saves two writes (the day and the record).
  batch.set(
    db.collection(SANADS_COLLECTION).doc(DEMO_SANAD.id),
    sanadSchema.parse({
      studentId: DEMO_SANAD.studentId,
      studentName: DEMO_SANAD.studentName,
      completedOn: completed.toISOString().slice(0, 10),
      teachers: [DEMO_SANAD.qari],
      madrasa: site.madrasa,
      issuedBy: DEMO_SANAD.owner,
      issuedAt: issued.toISOString(),
      nonce: `nonce-${DEMO_SANAD.id}`,
      codeHash: sanadCodeHash(code),
      revoked: false,
    }),
  );
  await batch.commit();
  return code;
}
