/** The admin menu's sections: Urdu. */
export const adminMenuUr = {
  sections: {
    prayer: 'نماز کے اوقات',
    bayanat: 'بیانات',
    events: 'تقریبات',
    media: 'میڈیا',
    pages: 'صفحات اور سائٹ',
    more: 'مزید',
  },
  close: 'مینو بند کریں',
};
