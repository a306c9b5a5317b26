/** What intl-warmup.worker.ts posts once ICU's data is loaded. */
export const INTL_WARM = 'intl-warm';
