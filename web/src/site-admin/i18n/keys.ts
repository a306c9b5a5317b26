import type { ParseKeys } from 'i18next';

/** A key of the site administration's strings (or of `common`, where i18next looks next). */
export type AdminKey = ParseKeys<'admin'>;
