import type { ParseKeys } from 'i18next';

/** A key of the hifz portal's strings (or of `common`, where i18next looks next). */
export type HifzKey = ParseKeys<'hifz'>;
