/**
 * Live reads of the giving page's data (/donate): the donation accounts (`GET
 * /api/donation-accounts`) and the published monthly statements (`GET /api/donation-statements`,
 * newest month first), each then kept current like the other public lists (common/data/live-query.ts),
 * parsed with the shared schemas; a malformed item is left out.
 */
import {
  DONATION_ACCOUNTS_COLLECTION,
  DONATION_STATEMENTS_COLLECTION,
  donationAccountSchema,
  donationAccountWithIdSchema,
  donationStatementSchema,
  donationStatementWithIdSchema,
  publishedStatements,
  sortAccounts,
  type DonationAccount,
  type DonationStatement,
} from '@masjid/domain/donations';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored donation accounts, parsed with the account schema (a bad IBAN is not read). */
export const donationAccountConverter = storedConverter(donationAccountSchema);
/** Stored monthly statements, parsed with the statement schema. */
export const donationStatementConverter = storedConverter(donationStatementSchema);

const accountsSource: LiveSource<DonationAccount[]> = {
  key: ['donation-accounts'],
  ...apiRead('/donation-accounts', validItemsSchema(donationAccountWithIdSchema)),
  listen: listenToCollection(DONATION_ACCOUNTS_COLLECTION, donationAccountConverter, {
    arrange: sortAccounts,
  }),
};

const statementsSource: LiveSource<DonationStatement[]> = {
  key: ['donation-statements'],
  ...apiRead('/donation-statements', validItemsSchema(donationStatementWithIdSchema)),
  // A visitor may read only the published statements: the query asks for no others.
  listen: listenToCollection(DONATION_STATEMENTS_COLLECTION, donationStatementConverter, {
    where: () => ['published', '==', true],
    arrange: publishedStatements,
  }),
};

/** The donation accounts, zakat first (see `sortAccounts`), kept current. */
export function useDonationAccounts(): LiveState<DonationAccount[]> {
  return useLive(accountsSource);
}

/** The published statements, newest month first, kept current. */
export function useDonationStatements(): LiveState<DonationStatement[]> {
  return useLive(statementsSource);
}
