/**
 * The strings' keys as types (https://www.i18next.com/overview/typescript): `t('nonexistent.key')`
 * and a key of another area fail `tsc`, and `t(key, { returnObjects: true })` has the catalogue's
 * own type (an array of strings, of pillars), so no result of `t` is cast. `useTranslation()`
 * reads `common`; an area's screens use `useTranslation('public' | 'admin' | 'hifz')`, whose keys
 * include `common`'s (i18next looks there next: `fallbackNS`, as index.ts sets it at run time).
 */
import 'i18next';
import type { CommonMessages } from '../../common/i18n/en.ts';
import type { PublicMessages } from '../../public-site/i18n/en.ts';
import type { AdminMessages } from '../../site-admin/i18n/en.ts';
import type { HifzMessages } from '../../hifz-portal/i18n/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: CommonMessages;
      public: PublicMessages;
      admin: AdminMessages;
      hifz: HifzMessages;
    };
  }
}
