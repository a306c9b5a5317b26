/** The services of /services and their detail pages. */
export type ServiceSlug = 'funeral' | 'quranclasses' | 'helpingpoor' | 'mosquedev';

export interface ServiceSection {
  title: string;
  text: string;
}

export interface Service {
  slug: ServiceSlug;
  title: string;
  /** One or two sentences for the card on /services. */
  summary: string;
  image: string;
  imageAlt: string;
  /** Opening paragraph of the detail page. */
  intro: string;
  sections: ServiceSection[];
  /** Closing paragraph of the detail page. */
  closing: string;
}

export const servicePath = (slug: ServiceSlug): string => `/services-detail-${slug}`;

/** The four service cards, in the order they are shown. */
export const SERVICES: Service[] = [
  {
    slug: 'helpingpoor',
    title: 'Helping the Poor',
    summary:
      'Affordable bread, a food bank, medical help, shelter and clothing for families in need.',
    image: '/images/services/helping-poor.webp',
    imageAlt: 'Illustration of a cooking pot with steam beside a stack of rotis',
    intro:
      'Caring for those in need is part of our faith. With the support of the community the mosque runs these projects throughout the year.',
    sections: [
      {
        title: 'Sasti Roti',
        text: 'Fresh rotis at a low, fixed price for labourers, drivers and families, so that no one goes hungry because of the cost of bread.',
      },
      {
        title: 'Food Bank',
        text: 'Monthly ration bags of flour, rice, lentils, oil and sugar for registered families, given quietly and with dignity.',
      },
      {
        title: 'Medical Assistance',
        text: 'Help with the cost of medicines, tests and treatment for patients who cannot afford them, with referrals to trusted doctors and hospitals.',
      },
      {
        title: 'Shelter and Clothing',
        text: 'Blankets and warm clothes in winter, clothes for Eid, and help with rent or urgent repairs for families facing hardship.',
      },
    ],
    closing:
      'Your zakat, sadaqah and time keep these projects running. Contact the mosque office to donate, volunteer or refer a family in need.',
  },
  {
    slug: 'mosquedev',
    title: 'Mosque Development',
    summary:
      'Help us maintain and improve the mosque through donations, volunteering and your skills.',
    image: '/images/services/mosque-development.webp',
    imageAlt: 'Illustration of a mosque beside a construction crane',
    intro:
      'The mosque belongs to its community. Keeping it clean, safe and welcoming, and growing it for the next generation, is a shared trust and a continuing charity.',
    sections: [
      {
        title: 'Financial Contributions',
        text: 'Donations pay for upkeep, utilities, the madrasa and new projects. Every contribution is recorded, and accounts are available to donors on request.',
      },
      {
        title: 'Volunteering',
        text: 'Help with cleaning, managing the crowds at Jumma and in Ramadan, setting up iftar, or supporting events and classes.',
      },
      {
        title: 'Professional Services',
        text: 'Engineers, electricians, accountants, doctors, teachers and IT professionals can give a few hours of their expertise to the mosque and its projects.',
      },
    ],
    closing:
      'To contribute or volunteer, please contact the mosque office or speak to the imam after any prayer.',
  },
  {
    slug: 'funeral',
    title: 'Funeral Services',
    summary: 'Support for bereaved families: transport, ghusal, kafan and the janaza salah.',
    image: '/images/services/funeral.webp',
    imageAlt: 'Calligraphy of the Arabic verse Inna lillahi wa inna ilayhi raji‘un inside an arch',
    intro:
      'When a loved one passes away, the mosque helps the family carry out the last rites according to the Sunnah, calmly and without delay.',
    sections: [
      {
        title: 'Transport',
        text: 'An ambulance for carrying the deceased from the hospital or home to the mosque and on to the graveyard.',
      },
      {
        title: 'Ghusal',
        text: 'The ritual washing of the deceased by trained volunteers, men for men and women for women, in a clean and private room.',
      },
      {
        title: 'Kafan',
        text: 'The shroud and everything needed for it, provided by the mosque, free of charge for families who cannot afford it.',
      },
      {
        title: 'Janaza Salah',
        text: 'The funeral prayer led at the mosque, usually after the next jamat, with an announcement to the community so that many can attend.',
      },
    ],
    closing:
      'For help at any hour, call or message the mosque; the contact details are on the Contact Us page.',
  },
  {
    slug: 'quranclasses',
    title: 'Quran Classes',
    summary: 'Learn to read, memorise and understand the Holy Quran, for children and adults.',
    image: '/images/services/quran-classes.webp',
    imageAlt: 'Illustration of an open Quran on a wooden rehal',
    intro:
      'Our Quran classes teach correct recitation, memorisation and understanding, and help every student grow closer to Allah.',
    sections: [
      {
        title: 'Spiritual Development',
        text: 'Daily time with the Quran builds a living connection with Allah, brings calm to the heart and makes prayer more meaningful.',
      },
      {
        title: 'Knowledge',
        text: 'Students learn tajweed, the meaning of what they recite, and the basic rulings of worship from qualified teachers.',
      },
      {
        title: 'Character',
        text: 'The teachers encourage the manners of the Quran: truthfulness, patience, respect for parents and care for others.',
      },
    ],
    closing: 'See the Courses page for class times, or contact us to enrol.',
  },
];

export function findService(slug: ServiceSlug): Service {
  return SERVICES.find((s) => s.slug === slug) ?? SERVICES[0]!;
}

/** The Five Pillars of Islam shown on /services. */
export const PILLARS: { name: string; arabic: string; text: string }[] = [
  {
    name: 'Shahadah',
    arabic: 'الشهادة',
    text: 'Bearing witness that there is no god but Allah and that Muhammad ﷺ is His Messenger.',
  },
  {
    name: 'Salah',
    arabic: 'الصلاة',
    text: 'Performing the five daily prayers at their times.',
  },
  {
    name: 'Zakat',
    arabic: 'الزكاة',
    text: 'Giving a share of one’s savings each year to those in need.',
  },
  {
    name: 'Sawm',
    arabic: 'الصوم',
    text: 'Fasting from dawn to sunset throughout the month of Ramadan.',
  },
  {
    name: 'Hajj',
    arabic: 'الحج',
    text: 'The pilgrimage to Makkah, once in a lifetime for those who are able.',
  },
];
