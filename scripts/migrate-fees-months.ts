/**
 * Moves the old fees flag for all time to this month in Karachi (decision 0053):
 *
 *   npm run migrate:fees                       # the local emulators
 *   npm run migrate:fees -- --project ID       # a real project (Application Default Credentials)
 *
 * Safe to run again: a month that has a status keeps it.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { migrateFeesFlags } from '../functions/src/hifz/fees-migration.ts';

const args = process.argv.slice(2);
const flag = args.indexOf('--project');
const project = flag >= 0 ? args[flag + 1] : undefined;
if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const app = initializeApp({ projectId: project ?? 'demo-masjid' });
const month = monthKey(karachiDay());
const copied = await migrateFeesFlags(getFirestore(app), month);
console.log(
  `${copied} students' fees status moved to ${month} on ${project ?? 'the local emulators'}.`,
);
