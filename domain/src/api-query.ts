/**
 * Query keys the REST API takes on every GET besides an endpoint's own (functions/src/api/endpoint.ts
 * refuses any other key with 400 `unknown-query-key`).
 *
 * `fresh`: the web client's public reads ask past the CDN's copies for two minutes after this device
 * saved a change of the site (`?fresh=<savedAt>`, epoch ms; web/src/common/data/site-saves.ts). The
 * API ignores its value but for its form: digits only, at most `FRESH_MAX_DIGITS` of them.
 */
export const FRESH_QUERY_KEY = 'fresh';

/** The longest `fresh` value the API takes, in digits (epoch ms has 13). */
export const FRESH_MAX_DIGITS = 16;

/** Whether `value` is a `fresh` value the API takes (a number of digits, as the web sends). */
export function isFreshValue(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{1,${FRESH_MAX_DIGITS}}$`).test(value);
}
