/**
 * English strings of the page head (tab titles of pages whose heading is data, the description
 * search engines show).
 */
export const addressesEn = {
  /** The meta description of every page; `site` is the mosque's name. */
  description: '{{site}}: jamat timings, bayanat, events, books and the hifz portal.',
  titles: {
    event: 'Event',
    bayan: 'Bayan',
    upcomingEvents: 'Upcoming Events',
  },
};

/** The shape every language's address strings have. */
export type AddressMessages = typeof addressesEn;
