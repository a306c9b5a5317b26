/**
 * The mosque's details, edited by the site admin: one document `site/details` with the name,
 * address, phone, e-mail, WhatsApp number, map location, social links, the home page's welcome
 * text and the footer's about text, each text in English and Urdu. Public pages render
 * `siteDetailsFallback` (the site configuration) until the stored document arrives, so
 * prerendered HTML has real content; keep the two in step for a first paint that does not change.
 */
import * as z from 'zod/mini';
import { httpUrlSchema } from './event.ts';
import { problemParams } from './field-problems.ts';
import { site } from './site.ts';

/** Where the details live. */
export const SITE_DETAILS_DOC = { collection: 'site', id: 'details' } as const;

/** A phone number as shown: an optional `+`, then digits, spaces, `-` and brackets. */
export const PHONE_PATTERN = /^[+]?[0-9][0-9 ()-]{4,24}$/;
/** An e-mail address, checked loosely (the same pattern is in the rules). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+[.][^\s@]+$/;
/** Most social links shown. */
export const MAX_SOCIAL_LINKS = 6;

/** A text in English (required) and Urdu (may be empty: the English is shown instead). */
const bilingual = (max: number, required: string) =>
  z.strictObject({
    en: z
      .string()
      .check(z.trim(), z.minLength(1, required), z.maxLength(max, `At most ${max} characters`)),
    ur: z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)),
  });
export type Bilingual = { en: string; ur: string };

const phone = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(PHONE_PATTERN, `Write the ${what} number with digits, e.g. +92 21 3524 0000`),
    );

export const socialLinkSchema = z.strictObject({
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name the link, e.g. Facebook'),
      z.maxLength(40, 'At most 40 characters'),
    ),
  url: httpUrlSchema,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const siteDetailsShape = {
  name: bilingual(120, 'The mosque name is required'),
  address: bilingual(300, 'The address is required'),
  phone: phone('phone'),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, 'At most 254 characters'),
    // A refinement rather than z.regex, so that the refusal names its problem (invalid-email)
    // and each screen words it in the reader's language.
    z.refine((value) => EMAIL_PATTERN.test(value), {
      message: 'Write an e-mail address like info@example.org',
      params: problemParams('invalid-email'),
    }),
  ),
  whatsapp: phone('WhatsApp'),
  /** The mosque's position in decimal degrees: the map and the structured data. */
  location: z.strictObject({
    latitude: z
      .number()
      .check(
        z.gte(-90, 'Latitude is between -90 and 90'),
        z.lte(90, 'Latitude is between -90 and 90'),
      ),
    longitude: z
      .number()
      .check(
        z.gte(-180, 'Longitude is between -180 and 180'),
        z.lte(180, 'Longitude is between -180 and 180'),
      ),
  }),
  social: z
    .array(socialLinkSchema)
    .check(z.maxLength(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} links`)),
  /** The home page's welcome text (beside the Quran player). */
  welcome: bilingual(600, 'The welcome text is required'),
  /** The footer's short text about the mosque. */
  footerAbout: bilingual(400, 'The footer text is required'),
};
export const siteDetailsSchema = z.object(siteDetailsShape);
/** The document as a client may write it: the rules refuse unknown keys too. */
export const siteDetailsDocSchema = z.strictObject(siteDetailsShape);
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

/** The `tel:` form of a shown number: the digits, with the `+` if it has one. */
export function telNumber(display: string): string {
  return `${display.trim().startsWith('+') ? '+' : ''}${display.replace(/\D/g, '')}`;
}

/** The `https://wa.me/…` link of a WhatsApp number (digits only, country code first). */
export function whatsappLink(display: string): string {
  return `https://wa.me/${display.replace(/\D/g, '')}`;
}

/** The Google Maps embed address of a position (the contact page's map). */
export function mapEmbedUrl({ latitude, longitude }: SiteDetails['location']): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=15&output=embed`;
}

/** The Urdu text when there is one and Urdu is chosen, else the English. */
export function pick(text: Bilingual, language: string): { text: string; lang: 'en' | 'ur' } {
  return language === 'ur' && text.ur
    ? { text: text.ur, lang: 'ur' }
    : { text: text.en, lang: 'en' };
}

/**
 * The details from the site configuration (`site.ts`): shown by prerendered pages and until the
 * stored document is read; the seed stores the same values.
 */
export const siteDetailsFallback: SiteDetails = {
  name: { en: site.name, ur: site.nameUrdu },
  address: { en: site.address, ur: site.addressUrdu },
  phone: site.phone.display,
  email: site.email,
  whatsapp: site.whatsapp.display,
  location: site.coordinates,
  social: [site.social],
  welcome: site.welcome,
  footerAbout: site.footerAbout,
};

/**
 * The schema.org `Mosque` description of the details (JSON-LD), for search engines: name,
 * address, phone, e-mail, position and social profiles.
 */
export function siteStructuredData(details: SiteDetails, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Mosque',
    name: details.name.en,
    ...(details.name.ur ? { alternateName: details.name.ur } : {}),
    url,
    address: details.address.en,
    telephone: telNumber(details.phone),
    email: details.email,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: details.location.latitude,
      longitude: details.location.longitude,
    },
    ...(details.social.length ? { sameAs: details.social.map((s) => s.url) } : {}),
  };
}
