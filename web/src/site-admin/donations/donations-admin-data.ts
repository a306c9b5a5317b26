/**
 * The site admin's donation accounts and monthly statements, straight from and to Firestore: read
 * live through reactfire; written under the rules (site admin only, every field checked as
 * `donationAccountDocSchema` / `donationStatementDocSchema`, IBAN check digits included).
 */
import {
  DONATION_ACCOUNTS_COLLECTION,
  DONATION_STATEMENTS_COLLECTION,
  donationAccountDocSchema,
  donationStatementDocSchema,
  sortAccounts,
  sortStatements,
  type DonationAccount,
  type DonationStatement,
} from '@masjid/domain/donations';
import { collectionWrites } from '../forms/collection-writes.ts';
import { useLiveCollection, type Loaded } from '../../common/firebase/firestore-reads.ts';
import {
  donationAccountConverter,
  donationStatementConverter,
} from '../../common/site-content/donations-data.ts';

/** Every donation account, in the public page's order, kept current. */
export function useDonationAccountsLive(): Loaded<DonationAccount[]> {
  return useLiveCollection(DONATION_ACCOUNTS_COLLECTION, donationAccountConverter, sortAccounts);
}

/** Adds, replaces and deletes donation accounts (checked with the document schema). */
export const donationAccountWrites = collectionWrites(
  DONATION_ACCOUNTS_COLLECTION,
  donationAccountDocSchema,
);

/** Every statement, published or not, newest month first, kept current. */
export function useDonationStatementsLive(): Loaded<DonationStatement[]> {
  return useLiveCollection(
    DONATION_STATEMENTS_COLLECTION,
    donationStatementConverter,
    sortStatements,
  );
}

/** Adds, replaces and deletes statements (checked with the document schema). */
export const donationStatementWrites = collectionWrites(
  DONATION_STATEMENTS_COLLECTION,
  donationStatementDocSchema,
);
