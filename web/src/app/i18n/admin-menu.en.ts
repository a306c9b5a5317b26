/** The admin menu's sections: English. */
export const adminMenuEn = {
  sections: {
    prayer: 'Prayer times',
    bayanat: 'Bayanat',
    events: 'Events',
    media: 'Media',
    pages: 'Pages & site',
    more: 'More',
  },
  close: 'Close the menu',
};
