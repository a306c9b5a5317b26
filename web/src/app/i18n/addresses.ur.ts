import type { AddressMessages } from './addresses.en.ts';

/** Urdu strings of the page head; the same keys as English. */
export const addressesUr: AddressMessages = {
  description: '{{site}}: جماعت کے اوقات، بیانات، تقریبات، کتابیں اور حفظ پورٹل۔',
  titles: {
    event: 'تقریب',
    bayan: 'بیان',
    upcomingEvents: 'آنے والی تقریبات',
  },
};
