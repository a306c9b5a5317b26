/**
 * Jumu'ah and Eid jamats for the public pages (issue 42 §1, decision 0049). `GET /eid-jamats`:
 * every published Eid's jamats (`eidJamats/{year}-{eid}`, a few a year), earliest first, malformed
 * ones left out; the page picks the coming Eid and its day from the moon-sighting decisions
 * (`comingEid`, `eidDate`). `GET /jumuah`: the Jumu'ah jamats with the Jumma time in force
 * (`jumuahJamats`: the old single time as one jamat when no list is stored). Public, cached a
 * minute at the CDN. The site admin writes Firestore directly under the rules.
 *
 * `GET /eid-jamats/picture` and `GET /jumuah/picture` (`?lang=en|ur`, English without):
 * the same as a picture to share (share-picture.ts, decision 0051): the coming Eid's published
 * jamats (404 `jamats-not-published` while it has none), the Jumu'ah jamats of the coming Friday
 * (404 while no Jumma time is set); 400 for another language. A picture is drawn once per version
 * of its words (api/built-files.ts), kept by the CDN for `PICTURE_CACHE` and answered 304 to a
 * client that sends its ETag back.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import * as z from 'zod/mini';
import {
  EID_JAMATS_COLLECTION,
  comingEid,
  eidJamatsDocSchema,
  type EidJamatsResponse,
} from '@masjid/domain/eid';
import { comingFriday, jumuahJamats, type JumuahResponse } from '@masjid/domain/jumuah';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { ApiError } from '../api/errors.ts';
import { builtFile } from '../api/built-files.ts';
import { clientAddress } from '../api/throttle.ts';
import { readValidCollection } from '../lib/stored-reads.ts';
import { readJamatTimings, readJumuah, readMonthStarts } from '../lib/jamat-data.ts';
import { readSiteDetails } from '../lib/site-details.ts';
import {
  drawJamatPicture,
  eidPictureContent,
  jumuahPictureContent,
  type PictureContent,
  type PictureLang,
} from './share-picture.ts';

/** Every published Eid, the earliest first (by year, al-Fitr before al-Adha). */
export async function listPublishedEids(): Promise<EidJamatsResponse> {
  const eids = await readValidCollection(EID_JAMATS_COLLECTION, eidJamatsDocSchema);
  return eids
    .filter((e) => e.published)
    .sort((a, b) => a.hijriYear - b.hijriYear || (a.eid === b.eid ? 0 : a.eid === 'fitr' ? -1 : 1));
}

/** The Jumu'ah jamats with today's Jumma time. */
export async function jumuahAnswer(): Promise<JumuahResponse> {
  const [timings, stored] = await Promise.all([readJamatTimings(), readJumuah()]);
  return { jamats: jumuahJamats(timings, stored) };
}

/** `?lang=en|ur` of a picture (English without). */
const pictureQuery = z.object({
  lang: z.optional(z.enum(['en', 'ur'], 'The language is en or ur')),
});
/**
 * A picture's cache: 5 minutes in the browser, 10 at the CDN, so a message shared to many
 * phones costs the function one request per CDN edge and 10 minutes; an admin's change shows
 * within that time.
 */
export const PICTURE_CACHE = 'public, max-age=300, s-maxage=600';
/**
 * Pictures one client address may have drawn within the throttle window (15 minutes). A version
 * already drawn is served from memory or the store without counting.
 */
export const MAX_PICTURE_BUILDS = 24;

/** The mosque's name in `lang` (the English where no Urdu is stored). */
async function siteName(lang: PictureLang): Promise<string> {
  const { name } = await readSiteDetails();
  return (lang === 'ur' && name.ur) || name.en;
}

const notPublished = (what: string) =>
  new ApiError('not-found', 'jamats-not-published', `No ${what} jamats are published`);

/**
 * Sends `content` drawn as a PNG: drawn once per version of its words, with a strong ETag of the
 * bytes (304 when the client has them) and `PICTURE_CACHE`.
 */
async function sendPicture(
  req: Request,
  res: Response,
  name: string,
  content: PictureContent,
): Promise<undefined> {
  const png = await builtFile(res, {
    kind: 'share-picture',
    inputs: content,
    contentType: 'image/png',
    build: () => drawJamatPicture(content),
    builder: clientAddress(req),
    maxBuilds: MAX_PICTURE_BUILDS,
    keep: true,
  });
  const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"`;
  res.set('Cache-Control', PICTURE_CACHE);
  res.set('ETag', etag);
  const known = req.get('If-None-Match') ?? '';
  if (known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return undefined;
  }
  res.type('image/png');
  res.set('Content-Disposition', `inline; filename="${name}-${content.lang}.png"`);
  res.send(png);
  return undefined;
}

export function eidRouter(): Router {
  const router = Router();
  route(router, '/eid-jamats', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listPublishedEids()),
  });
  route(router, '/jumuah', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => jumuahAnswer()),
  });
  route(router, '/eid-jamats/picture', {
    get: endpoint({ role: 'public', query: pictureQuery }, async ({ query, req, res }) => {
      const lang = query.lang ?? 'en';
      const [monthStarts, eids] = await Promise.all([readMonthStarts(), listPublishedEids()]);
      const eid = comingEid(karachiIsoToday(), monthStarts);
      const doc = eids.find((e) => e.hijriYear === eid.hijriYear && e.eid === eid.eid);
      if (!doc) throw notPublished('Eid');
      const content = eidPictureContent(doc, eid, await siteName(lang), lang);
      return sendPicture(req, res, 'eid-jamats', content);
    }),
  });
  route(router, '/jumuah/picture', {
    get: endpoint({ role: 'public', query: pictureQuery }, async ({ query, req, res }) => {
      const lang = query.lang ?? 'en';
      const { jamats } = await jumuahAnswer();
      if (jamats.length === 0) throw notPublished("Jumu'ah");
      const friday = comingFriday(karachiIsoToday());
      const content = jumuahPictureContent(jamats, friday, await siteName(lang), lang);
      return sendPicture(req, res, 'jumuah-jamats', content);
    }),
  });
  return router;
}
