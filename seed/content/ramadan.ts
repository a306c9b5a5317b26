/**
 * The demo Ramadan: the current or coming one at the seed's clock, published, with taraweeh, notes
 * for the last ten nights and i'tikaf, and fitrana and fidya amounts. Demo figures for the mosque
 * to replace from the admin menu (Ramadan) with this year's announcement.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  RAMADAN_COLLECTION,
  ramadanDocSchema,
  ramadanId,
  ramadanYearFor,
  type RamadanData,
} from '@masjid/domain/ramadan';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { addDays } from '@masjid/domain/jamat-schedule';

/** The demo Ramadan of the year `/ramadan` shows on `now`'s day; amounts announced a week before. */
export function demoRamadan(now: Date): RamadanData {
  const today = karachiIsoToday(now);
  return {
    hijriYear: ramadanYearFor(today),
    published: true,
    taraweehTime: '20:45',
    taraweehChanges: [{ fromNight: 21, time: '21:00' }],
    imam: 'Hafiz Muhammad Usman',
    imamUrdu: 'حافظ محمد عثمان',
    parasPerNight: 1.5,
    khatmNight: 27,
    lastTenNotes:
      'Taraweeh continues every night. On the odd nights (21, 23, 25, 27 and 29) a short bayan follows taraweeh, and the mosque stays open for worship until sehri.',
    lastTenNotesUrdu:
      'تراویح ہر رات جاری رہے گی۔ طاق راتوں (21، 23، 25، 27 اور 29) میں تراویح کے بعد مختصر بیان ہوگا اور مسجد سحری تک عبادت کے لیے کھلی رہے گی۔',
    itikafNotes:
      'Places for i’tikaf in the upper hall: give your name to the imam by the 15th of Ramadan. Bring your own bedding; iftar and sehri are served.',
    itikafNotesUrdu:
      'اعتکاف کے لیے اوپر والے ہال میں جگہ: 15 رمضان تک امام صاحب کو نام لکھوائیں۔ بستر ساتھ لائیں؛ افطار اور سحری کا انتظام مسجد کی طرف سے ہوگا۔',
    fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
    fidya: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
    amountsAuthority: 'The mosque’s Darul Ifta',
    amountsAuthorityUrdu: 'مسجد کا دارالافتاء',
    amountsAnnouncedOn: addDays(today, -7),
  };
}

/** Replaces the Ramadan documents with the demo one; returns how many were written. */
export async function seedRamadan(db: Firestore, now: Date): Promise<number> {
  await db.recursiveDelete(db.collection(RAMADAN_COLLECTION));
  const ramadan = ramadanDocSchema.parse(demoRamadan(now));
  await db.collection(RAMADAN_COLLECTION).doc(ramadanId(ramadan.hijriYear)).set(ramadan);
  return 1;
}
