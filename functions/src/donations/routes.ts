/**
 * Giving (issue 42 §3), one small cached JSON each for /donate:
 * - `GET /donation-accounts`: every donation account, zakat first (`sortAccounts`); an account
 *   whose stored IBAN fails its check digits (or is otherwise malformed) is logged and left out.
 * - `GET /donation-statements`: the published monthly statements, newest month first.
 * The site admin writes both collections directly under the rules.
 */
import { Router } from 'express';
import {
  DONATION_ACCOUNTS_COLLECTION,
  DONATION_STATEMENTS_COLLECTION,
  donationAccountSchema,
  donationStatementSchema,
  publishedStatements,
  sortAccounts,
  type DonationAccount,
  type DonationStatement,
} from '@masjid/domain/donations';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDocs } from '../lib/stored.ts';
import { readValidCollection } from '../lib/stored-reads.ts';

/** Every valid donation account in page order. */
export async function listDonationAccounts(): Promise<DonationAccount[]> {
  return sortAccounts(
    await readValidCollection(DONATION_ACCOUNTS_COLLECTION, donationAccountSchema),
  );
}

/** The published statements, newest month first (unpublished ones never leave the server). */
export async function listPublishedStatements(): Promise<DonationStatement[]> {
  const snap = await db
    .collection(DONATION_STATEMENTS_COLLECTION)
    .withConverter(stored(donationStatementSchema))
    .where('published', '==', true)
    .get();
  return publishedStatements(validDocs(snap));
}

export function donationsRouter(): Router {
  const router = Router();
  route(router, '/donation-accounts', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listDonationAccounts()),
  });
  route(router, '/donation-statements', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listPublishedStatements()),
  });
  return router;
}
